export { AdminModule } from './admin.module';
export { AdminException, AdminExceptionCode } from './admin.exception';
export { AdminAuditEntry, ADMIN_ENTITIES } from './entities';
