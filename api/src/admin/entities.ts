import { AdminAuditEntry } from './audit/audit-entry.entity';

export { AdminAuditEntry };

/** The back office's own tables. */
export const ADMIN_ENTITIES = [AdminAuditEntry];
