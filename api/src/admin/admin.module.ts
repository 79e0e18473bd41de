import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccountModule } from '../account';
import { AuthModule } from '../auth';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ImpersonationAuditInterceptor } from './audit/impersonation-audit.interceptor';
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
  imports: [MikroOrmModule.forFeature([AdminAuditEntry]), SystemModule, AccountModule, AuthModule, PoliciesModule, CoreModule],
  controllers: [AdminController],
  providers: [
    AdminAdvertisementsService,
    AdminSettingsService,
    AdminUsersService,
    StaffVerificationsService,
    AuditService,
    AuditInterceptor,
    // Every change made in a login-as session, recorded with the staff member as actor.
    { provide: APP_INTERCEPTOR, useClass: ImpersonationAuditInterceptor },
  ],
  exports: [AuditService],
})
export class AdminModule {}
