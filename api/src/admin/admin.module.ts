import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccountModule } from '../account';
import { CoreModule } from '../core';
import { PoliciesModule } from '../policies';
import { SystemModule } from '../system';
import { AdminAdvertisementsService } from './admin-advertisements.service';
import { AdminSettingsService } from './admin-settings.service';
import { AdminUsersService } from './admin-users.service';
import { StaffVerificationsService } from './staff-verifications.service';
import { AdminController } from './admin.controller';
import { AdminAuditEntry } from './audit/audit-entry.entity';
import { AuditInterceptor } from './audit/audit.interceptor';
import { AuditService } from './audit/audit.service';

/** The staff back office (issue 15): settings, member search and the audit trail. */
@Module({
  imports: [MikroOrmModule.forFeature([AdminAuditEntry]), SystemModule, AccountModule, PoliciesModule, CoreModule],
  controllers: [AdminController],
  providers: [AdminAdvertisementsService, AdminSettingsService, AdminUsersService, StaffVerificationsService, AuditService, AuditInterceptor],
  exports: [AuditService],
})
export class AdminModule {}
