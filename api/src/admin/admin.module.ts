import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SystemModule } from '../system';
import { AdminSettingsService } from './admin-settings.service';
import { AdminController } from './admin.controller';
import { AdminAuditEntry } from './audit/audit-entry.entity';
import { AuditInterceptor } from './audit/audit.interceptor';
import { AuditService } from './audit/audit.service';

/** The staff back office (issue 15): settings, member search and the audit trail. */
@Module({
  imports: [MikroOrmModule.forFeature([AdminAuditEntry]), SystemModule],
  controllers: [AdminController],
  providers: [AdminSettingsService, AuditService, AuditInterceptor],
  exports: [AuditService],
})
export class AdminModule {}
