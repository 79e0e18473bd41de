import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const AUDIT_OUTCOMES = ['succeeded', 'refused', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * One staff action of the back office (issue 15's audit trail): who (the staff member's id and
 * email at the time), when, what (the operationId), on what (a target id or a setting's name)
 * and how it ended. Never a request body, a password, a token or a message text: the columns
 * hold nothing else. Rows are only inserted, never changed; the trail is read newest first,
 * also per action, per staff member and per target (the indexes).
 */
@Entity({ tableName: 'admin_audit_entry' })
@Check({ name: 'admin_audit_entry_outcome_check', expression: "outcome in ('succeeded', 'refused', 'failed')" })
@Index({ name: 'admin_audit_entry_at_index', properties: ['at'] })
@Index({ name: 'admin_audit_entry_action_at_index', properties: ['action', 'at'] })
@Index({ name: 'admin_audit_entry_actor_at_index', properties: ['actorId', 'at'] })
@Index({ name: 'admin_audit_entry_target_at_index', properties: ['target', 'at'] })
export class AdminAuditEntry {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  at: Date = new Date();

  /** The staff member's user id (kept when the account is deleted later: no foreign key). */
  @Property({ type: 'uuid' })
  actorId!: string;

  @Property({ type: 'string', length: 254 })
  actorEmail!: string;

  /** The operationId of the call (saveSystemToggles, searchMembers, ...). */
  @Property({ type: 'string', length: 60 })
  action!: string;

  @Property({ type: 'string', length: 120, nullable: true })
  target?: string | null;

  @Property({ type: 'string', length: 10 })
  outcome!: AuditOutcome;

  @Property({ type: 'smallint' })
  status!: number;

  /** The error code of a refused or failed action. */
  @Property({ type: 'string', length: 60, nullable: true })
  code?: string | null;
}
