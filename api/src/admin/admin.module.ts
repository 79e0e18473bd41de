import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccountModule } from '../account';
import { AuthModule } from '../auth';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ImpersonationAuditInterceptor } from './audit/impersonation-audit.interceptor';
import { ClaimsModule } from '../claims';
import { CoreModule } from '../core';
import { PaymentsModule } from '../payments';
import { PoliciesModule } from '../policies';
import { SystemModule } from '../system';
import { AdminAdvertisementsService } from './admin-advertisements.service';
import { AdminSettingsService } from './admin-settings.service';
import { AdminUsersService } from './admin-users.service';
import { StaffVerificationsService } from './staff-verifications.service';
import { AdminClaimsController } from './admin-claims.controller';
import { AdminController } from './admin.controller';
import { AdminAuditEntry } from './audit/audit-entry.entity';
import { AuditInterceptor } from './audit/audit.interceptor';
import { AuditService } from './audit/audit.service';
import { UserImportController } from './imports/user-import.controller';
import { UserImportService } from './imports/user-import.service';
import { UserImportWorker } from './imports/user-import.worker';
import { ImpersonationRefusalRecorder } from './audit/impersonation-refusal.recorder';

/** The staff back office (issue 15): settings, member search and the audit trail. */
@Module({
  imports: [MikroOrmModule.forFeature([AdminAuditEntry]), SystemModule, AccountModule, AuthModule, PoliciesModule, CoreModule, ClaimsModule, PaymentsModule],
  controllers: [AdminController, UserImportController, AdminClaimsController],
  providers: [
    AdminAdvertisementsService,
    AdminSettingsService,
    AdminUsersService,
    StaffVerificationsService,
    UserImportService,
    UserImportWorker,
    AuditService,
    AuditInterceptor,
    ImpersonationRefusalRecorder,
    // Every change made in a login-as session, recorded with the staff member as actor.
    { provide: APP_INTERCEPTOR, useClass: ImpersonationAuditInterceptor },
  ],
  exports: [AuditService],
})
export class AdminModule {}
