import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

export const IMPORT_RUN_STATUSES = ['receiving', 'running', 'done'] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

/**
 * One upload of a users CSV (doc 4 "Import status"). The counts are the file's rows by where they
 * are: `scheduled` (stored, batch not sent), `enqueued`, `processing`, `succeeded`, `failed`. They
 * are moved by single UPDATE statements in the transaction that moves the rows, so every instance
 * reads the same numbers, and the check keeps them adding up to `total`.
 */
@Entity({ tableName: 'user_import_run' })
@Check({ name: 'user_import_run_status_check', expression: "status in ('receiving', 'running', 'done')" })
@Check({
  name: 'user_import_run_counts_check',
  expression:
    'scheduled >= 0 and enqueued >= 0 and processing >= 0 and succeeded >= 0 and failed >= 0 and total = scheduled + enqueued + processing + succeeded + failed',
})
@Index({ name: 'user_import_run_created_at_index', properties: ['createdAt'] })
export class UserImportRun {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Property({ type: 'string', length: 9, default: 'receiving' })
  status: ImportRunStatus = 'receiving';

  /** The staff member who uploaded it (kept when that account is deleted later: no foreign key). */
  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  finishedAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  total: number = 0;

  @Property({ type: 'integer', default: 0 })
  scheduled: number = 0;

  @Property({ type: 'integer', default: 0 })
  enqueued: number = 0;

  @Property({ type: 'integer', default: 0 })
  processing: number = 0;

  @Property({ type: 'integer', default: 0 })
  succeeded: number = 0;

  @Property({ type: 'integer', default: 0 })
  failed: number = 0;
}

export const IMPORT_BATCH_STATUSES = ['scheduled', 'enqueued', 'processing', 'done'] as const;
export type ImportBatchStatus = (typeof IMPORT_BATCH_STATUSES)[number];

/** One batch of up to 500 rows (rows (number - 1) * 500 + 1 ... number * 500): one background job. */
@Entity({ tableName: 'user_import_batch' })
@Check({ name: 'user_import_batch_status_check', expression: "status in ('scheduled', 'enqueued', 'processing', 'done')" })
@Unique({ name: 'user_import_batch_run_id_number_unique', properties: ['run', 'number'] })
export class UserImportBatch {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserImportRun, deleteRule: 'cascade', updateRule: 'cascade' })
  run!: UserImportRun;

  @Property({ type: 'integer' })
  number!: number;

  @Property({ type: 'string', length: 10, default: 'scheduled' })
  status: ImportBatchStatus = 'scheduled';

  /** Rows of the batch left for the job (the rows refused while reading the file are not). */
  @Property({ type: 'integer' })
  pending!: number;
}

export const IMPORT_ROW_STATUSES = ['pending', 'failed'] as const;

/**
 * A row of the file waiting for its batch (`pending`), or refused (`failed`, with its reasons,
 * for the errors download). A row whose account is created is deleted: its personal data then
 * lives in the account only. A refused row keeps its email and error, never names or phone.
 */
@Entity({ tableName: 'user_import_row' })
@Check({ name: 'user_import_row_status_check', expression: "status in ('pending', 'failed')" })
@Index({ name: 'user_import_row_run_id_email_index', properties: ['run', 'email'] })
export class UserImportRow {
  @ManyToOne({ entity: () => UserImportRun, primary: true, deleteRule: 'cascade', updateRule: 'cascade' })
  run!: UserImportRun;

  /** 1 = the first line after the header. */
  @PrimaryKey({ type: 'integer' })
  rowNumber!: number;

  @Property({ type: 'string', length: 10 })
  status!: 'pending' | 'failed';

  /** Lower-cased when it is an address; as given (cut to 254) when the row is refused for it. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 60, nullable: true })
  firstName?: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  lastName?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  phone?: string | null;

  /** Upper-cased, `;` separated. */
  @Property({ type: 'string', length: 200, nullable: true })
  policyNumbers?: string | null;

  @Property({ type: 'string', length: 1000, nullable: true })
  error?: string | null;
}

export const USER_IMPORT_ENTITIES = [UserImportRun, UserImportBatch, UserImportRow];
