import { AdminAuditEntry } from './audit/audit-entry.entity';
import { USER_IMPORT_ENTITIES } from './imports/user-import.entities';

export { AdminAuditEntry };

/** The back office's own tables. */
export const ADMIN_ENTITIES = [AdminAuditEntry, ...USER_IMPORT_ENTITIES];
