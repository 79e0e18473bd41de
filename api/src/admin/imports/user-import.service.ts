import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AccountService } from '../../account';
import { PolicyRecords } from '../../core';
import { violates } from '../../common/errors/concurrency';
import { JobsService } from '../../jobs';
import { POLICY_OWNER_UNIQUE, User } from '../../users';
import { AdminException, AdminExceptionCode } from '../admin.exception';
import type { UserImportRunDto } from './user-import.dto';
import { csvSafe, IMPORT_BATCH_ROWS, type ImportRowValues } from './import-rules';
import type { ReadRow } from './user-import-reader';
import { IMPORT_USERS_BATCH } from './user-import.jobs';

/**
 * An imported account has no usable password: this is not an argon2 hash, so no password ever
 * verifies against it (verifyPassword answers false for a malformed hash). The set-password
 * email (the reset link) replaces it and confirms the address.
 */
export const IMPORTED_NO_PASSWORD = '!imported:no-password';

/** Runs listed on the screen. */
export const IMPORT_RUNS_LISTED = 20;

interface RunRow {
  id: string;
  file_name: string;
  status: 'receiving' | 'running' | 'done';
  created_at: Date | string;
  finished_at: Date | string | null;
  total: number;
  scheduled: number;
  enqueued: number;
  processing: number;
  succeeded: number;
  failed: number;
}

interface PendingRow {
  row_number: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  policy_numbers: string;
}

const RUN_COLUMNS = 'id, file_name, status, created_at, finished_at, total, scheduled, enqueued, processing, succeeded, failed';
const iso = (t: Date | string) => new Date(t).toISOString();

/** A PostgreSQL text[] literal (each value quoted), for `= any(?::text[])` with one parameter. */
function textArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** A statement through `tx` (inside its transaction). */
function query<T>(tx: EntityManager, sql: string, params: unknown[]): Promise<T> {
  return tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext()) as Promise<T>;
}

function toDto(r: RunRow): UserImportRunDto {
  return {
    id: r.id,
    fileName: r.file_name,
    status: r.status,
    createdAt: iso(r.created_at),
    finishedAt: r.finished_at ? iso(r.finished_at) : null,
    total: r.total,
    scheduled: r.scheduled,
    enqueued: r.enqueued,
    processing: r.processing,
    succeeded: r.succeeded,
    failed: r.failed,
  };
}

/**
 * The back office's user import (doc 4 "Import users", issue 15). The upload is read as a
 * stream and stored in batches of 500 rows (scheduled); once the whole file is accepted, each
 * batch is sent as a background job (enqueued) in one transaction; a worker on any instance
 * takes a batch (processing) and creates one account per row (succeeded) or records why not
 * (failed). Every count move is an UPDATE of the run row in the transaction that moves the rows.
 */
@Injectable()
export class UserImportService {
  private readonly logger = new Logger('UserImport');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobsService,
    private readonly accounts: AccountService,
    private readonly policies: PolicyRecords,
  ) {}

  /** A new run, `receiving`, before the file is read (its id is the audit target even when the file is refused). */
  async start(fileName: string, staffId: string): Promise<string> {
    const id = randomUUID();
    await this.sql(`insert into user_import_run (id, file_name, status, created_by, created_at) values (?, ?, 'receiving', ?, now())`, [id, fileName, staffId]);
    return id;
  }

  /**
   * Stores the rows as they are read (batches of IMPORT_BATCH_ROWS, one transaction each), then
   * sends every batch's job in one transaction. A file refused part-way leaves nothing: the run
   * and its rows are deleted and the refusal is thrown.
   */
  async receive(runId: string, rows: AsyncIterable<ReadRow>): Promise<UserImportRunDto> {
    try {
      let buffer: ReadRow[] = [];
      let batch = 0;
      for await (const row of rows) {
        buffer.push(row);
        if (buffer.length === IMPORT_BATCH_ROWS) {
          await this.storeBatch(runId, ++batch, buffer);
          buffer = [];
        }
      }
      if (buffer.length) await this.storeBatch(runId, ++batch, buffer);
      await this.enqueue(runId);
    } catch (err) {
      await this.sql(`delete from user_import_run where id = ?`, [runId]).catch((e: unknown) =>
        this.logger.error({ err: e, runId }, 'refused import not removed'),
      );
      throw err;
    }
    this.logger.log({ event: 'user_import_started', runId }, 'user import started');
    return this.status(runId);
  }

  /** One batch's rows, the in-file duplicate check (by the run's email index) and the counts, in one transaction. */
  private async storeBatch(runId: string, batch: number, rows: ReadRow[]): Promise<void> {
    await this.em.transactional(async (tx) => {
      const exec = <T>(sql: string, params: unknown[]) => query<T>(tx, sql, params);
      const emails = [...new Set(rows.filter((r) => r.checked.ok).map((r) => (r.checked.ok ? r.checked.values.email : '')))];
      const earlier = new Map<string, number>();
      if (emails.length) {
        const found = await exec<Array<{ email: string; first: number }>>(
          `select email, min(row_number) as first from user_import_row where run_id = ? and email = any(?::text[]) group by email`,
          [runId, textArray(emails)],
        );
        for (const f of found) earlier.set(f.email, Number(f.first));
      }
      const values: unknown[] = [];
      let pending = 0;
      let failed = 0;
      for (const { rowNumber, checked } of rows) {
        let v: ImportRowValues | null = checked.ok ? checked.values : null;
        let error = checked.ok ? null : checked.errors.join('; ');
        if (v) {
          const first = earlier.get(v.email);
          if (first !== undefined) {
            error = `email is already on row ${first}`;
            v = null;
          } else earlier.set(v.email, rowNumber);
        }
        if (v) {
          pending++;
          values.push(runId, rowNumber, 'pending', v.email, v.firstName, v.lastName, v.phone, v.policyNumbers.join(';'), null);
        } else {
          failed++;
          values.push(runId, rowNumber, 'failed', checked.ok ? checked.values.email : checked.email, null, null, null, null, (error ?? '').slice(0, 1000));
        }
      }
      await exec(
        `insert into user_import_row (run_id, row_number, status, email, first_name, last_name, phone, policy_numbers, error) values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        values,
      );
      if (pending)
        await exec(`insert into user_import_batch (id, run_id, number, status, pending) values (?, ?, ?, 'scheduled', ?)`, [
          randomUUID(),
          runId,
          batch,
          pending,
        ]);
      await exec(`update user_import_run set total = total + ?, scheduled = scheduled + ?, failed = failed + ? where id = ?`, [
        rows.length,
        pending,
        failed,
        runId,
      ]);
    });
  }

  /** The whole file is accepted: every scheduled batch becomes a job, in one transaction with the counts. */
  private async enqueue(runId: string): Promise<void> {
    await this.em.transactional(async (tx) => {
      const exec = <T>(sql: string, params: unknown[]) => query<T>(tx, sql, params);
      const batches = await exec<Array<{ number: number }>>(
        `update user_import_batch set status = 'enqueued' where run_id = ? and status = 'scheduled' returning number`,
        [runId],
      );
      await exec(
        `update user_import_run set enqueued = enqueued + scheduled, scheduled = 0,
                status = case when scheduled = 0 then 'done' else 'running' end,
                finished_at = case when scheduled = 0 then now() end
          where id = ?`,
        [runId],
      );
      for (const b of batches.sort((a, z) => a.number - z.number)) await this.jobs.send(IMPORT_USERS_BATCH, { runId, batch: b.number }, { em: tx });
    });
  }

  async status(runId: string): Promise<UserImportRunDto> {
    const [row] = await this.em.getConnection().execute<RunRow[]>(`select ${RUN_COLUMNS} from user_import_run where id = ?`, [runId]);
    if (!row) throw new AdminException(AdminExceptionCode.ImportNotFound, undefined, `import ${runId}`);
    return toDto(row);
  }

  async list(): Promise<UserImportRunDto[]> {
    const rows = await this.em
      .getConnection()
      .execute<RunRow[]>(`select ${RUN_COLUMNS} from user_import_run order by created_at desc, id desc limit ${IMPORT_RUNS_LISTED}`);
    return rows.map(toDto);
  }

  /**
   * The refused rows as CSV (row, email, error), read in keyset pages of 1,000 and written
   * through csv-stringify as they arrive: one page in memory at a time. 404 for an unknown run.
   */
  async errorsCsv(runId: string): Promise<Readable> {
    await this.status(runId);
    // The request's own EntityManager, held for the stream: its pages are read after the handler returns.
    const em = this.em.getContext();
    async function* pages(): AsyncGenerator<string[]> {
      let after = 0;
      for (;;) {
        const page = await em
          .getConnection()
          .execute<Array<{ row_number: number; email: string; error: string | null }>>(
            `select row_number, email, error from user_import_row where run_id = ? and status = 'failed' and row_number > ? order by row_number limit 1000`,
            [runId, after],
          );
        for (const r of page) yield [String(r.row_number), csvSafe(r.email), csvSafe(r.error ?? '')];
        if (page.length < 1000) return;
        after = page[page.length - 1].row_number;
      }
    }
    return Readable.from(pages()).pipe(stringify({ header: true, columns: ['row', 'email', 'error'] }));
  }

  // --- The batch job ---------------------------------------------------------------------------

  /**
   * Handles one batch: takes it (enqueued -> processing, with the counts), then each pending row
   * in its own transaction (the account, its policies and the set-password mail, or the reason
   * it is refused, with the counts). A repeated job finds the batch taken or done and only the
   * rows still pending.
   */
  async handleBatch(runId: string, batch: number): Promise<void> {
    const taken = await this.em.transactional(async (tx) => {
      const exec = <T>(sql: string, params: unknown[]) => query<T>(tx, sql, params);
      const [b] = await exec<Array<{ status: string; pending: number }>>(
        `select status, pending from user_import_batch where run_id = ? and number = ? for update`,
        [runId, batch],
      );
      if (!b || b.status === 'done') return false;
      if (b.status === 'enqueued') {
        await exec(`update user_import_batch set status = 'processing' where run_id = ? and number = ?`, [runId, batch]);
        await exec(`update user_import_run set enqueued = enqueued - ?, processing = processing + ? where id = ?`, [b.pending, b.pending, runId]);
      }
      return true;
    });
    if (!taken) return;

    const first = (batch - 1) * IMPORT_BATCH_ROWS + 1;
    const rows = await this.em.getConnection().execute<PendingRow[]>(
      `select row_number, email, first_name, last_name, phone, policy_numbers from user_import_row
          where run_id = ? and row_number between ? and ? and status = 'pending' order by row_number`,
      [runId, first, first + IMPORT_BATCH_ROWS - 1],
    );
    // The rules that need the database, set-based for the whole batch (the unique constraints
    // still decide a race with a registration or another import, row by row below).
    const refusals = await this.lookUpRefusals(rows);
    const refused = rows.filter((r) => refusals.has(r.row_number));
    if (refused.length)
      await this.refuse(
        runId,
        refused.map((r) => ({ rowNumber: r.row_number, error: refusals.get(r.row_number)! })),
      );
    for (const row of rows) if (!refusals.has(row.row_number)) await this.importRow(runId, row);

    await this.em.transactional(async (tx) => {
      const exec = <T>(sql: string, params: unknown[]) => query<T>(tx, sql, params);
      await exec(`update user_import_batch set status = 'done' where run_id = ? and number = ?`, [runId, batch]);
      await exec(
        `update user_import_run set status = 'done', finished_at = now()
          where id = ? and status = 'running' and scheduled = 0 and enqueued = 0 and processing = 0`,
        [runId],
      );
    });
  }

  /** Why each row cannot be imported, by row number: the email has an account, a policy is not in the book or is on an account. */
  private async lookUpRefusals(rows: PendingRow[]): Promise<Map<number, string>> {
    const refusals = new Map<number, string>();
    if (!rows.length) return refusals;
    const conn = this.em.getConnection();
    const emails = textArray(rows.map((r) => r.email));
    const policyNumbers = [...new Set(rows.flatMap((r) => r.policy_numbers.split(';')))];
    const numbers = textArray(policyNumbers);
    const taken = new Set(
      (
        await conn.execute<Array<{ address: string }>>(
          `select email as address from user_account where email = any(?::text[]) union select lower(username) from user_account where lower(username) = any(?::text[])`,
          [emails, emails],
        )
      ).map((r) => r.address),
    );
    const inBook = await this.policies.existingNumbers(policyNumbers);
    const linked = new Set(
      (await conn.execute<Array<{ n: string }>>(`select policy_number as n from user_policy where policy_number = any(?::text[])`, [numbers])).map((r) => r.n),
    );
    for (const row of rows) {
      const policies = row.policy_numbers.split(';');
      const reasons: string[] = [];
      if (taken.has(row.email)) reasons.push('an account already has this email');
      const unknown = policies.filter((n) => !inBook.has(n));
      if (unknown.length) reasons.push(`policy ${unknown.join(', ')} is not a policy of the book`);
      const onAccount = policies.filter((n) => linked.has(n));
      if (onAccount.length) reasons.push(`policy ${onAccount.join(', ')} is already on an account`);
      if (reasons.length) refusals.set(row.row_number, reasons.join('; '));
    }
    return refusals;
  }

  /** Marks rows refused (their personal columns emptied) and moves them from processing to failed, in one transaction. */
  private async refuse(runId: string, rows: Array<{ rowNumber: number; error: string }>): Promise<void> {
    await this.em.transactional(async (tx) => {
      const changed = await query<unknown[]>(
        tx,
        `update user_import_row r set status = 'failed', error = f.error, first_name = null, last_name = null, phone = null, policy_numbers = null
           from unnest(?::int[], ?::text[]) as f(row_number, error)
          where r.run_id = ? and r.row_number = f.row_number and r.status = 'pending' returning r.row_number`,
        [`{${rows.map((r) => r.rowNumber).join(',')}}`, textArray(rows.map((r) => r.error.slice(0, 1000))), runId],
      );
      if (changed.length)
        await query(tx, `update user_import_run set processing = processing - ?, failed = failed + ? where id = ?`, [changed.length, changed.length, runId]);
    });
  }

  /** The row's account (or its refusal), with the counts, in one transaction; a race lost to a registration is a refusal. */
  private async importRow(runId: string, row: PendingRow): Promise<void> {
    const policies = row.policy_numbers.split(';');
    let error: string | null = null;
    {
      try {
        await this.em.transactional(async (tx) => {
          const exec = <T>(sql: string, params: unknown[]) => query<T>(tx, sql, params);
          // Checked for the batch before; the unique constraints decide a race since (caught below).
          const displayName = `${row.first_name} ${row.last_name}`.slice(0, 120);
          const user = Object.assign(new User(), {
            id: randomUUID(),
            email: row.email,
            username: row.email,
            passwordHash: IMPORTED_NO_PASSWORD,
            displayName,
            firstName: row.first_name,
            lastName: row.last_name,
            phoneNumber: row.phone,
            emailConfirmed: false,
          });
          await tx.insert(User, user);
          const now = new Date();
          for (const policyNumber of policies) {
            await exec(`insert into user_policy (id, user_id, policy_number, nickname, added_on) values (?, ?, ?, null, ?)`, [
              randomUUID(),
              user.id,
              policyNumber,
              now,
            ]);
          }
          // The set-password link (the reset mail) commits with the account, or neither does.
          await this.accounts.sendPasswordResetTo(user, tx);
          await exec(`delete from user_import_row where run_id = ? and row_number = ?`, [runId, row.row_number]);
          await exec(`update user_import_run set processing = processing - 1, succeeded = succeeded + 1 where id = ?`, [runId]);
        });
      } catch (err) {
        if (violates(err, POLICY_OWNER_UNIQUE)) error = 'a policy of the row is already on an account';
        else if (violates(err, 'user_account_email_unique') || violates(err, 'user_account_username_lower_unique')) error = 'an account already has this email';
        else throw err;
      }
    }
    if (error) await this.refuse(runId, [{ rowNumber: row.row_number, error }]);
  }

  /**
   * Retention: deletes the runs that ended before `before` (`done`, by `finished_at`) and the
   * uploads that never got past reading the file (`receiving`, by `created_at`), with their
   * batches and their refused rows (the errors download). A run still `running` is kept, however
   * old. One transaction; answers how many runs and file rows went.
   */
  async purgeBefore(before: Date): Promise<{ runs: number; rows: number }> {
    return this.em.transactional(async (tx) => {
      const old = `select id from user_import_run
                    where (status = 'done' and finished_at < ?) or (status = 'receiving' and created_at < ?)
                    for update`;
      const rows = await query<Array<{ n: number }>>(
        tx,
        `with gone as (delete from user_import_row where run_id in (${old}) returning 1) select count(*)::int as n from gone`,
        [before, before],
      );
      const runs = await query<Array<{ n: number }>>(
        tx,
        `with gone as (delete from user_import_run where id in (${old}) returning 1) select count(*)::int as n from gone`,
        [before, before],
      );
      return { runs: runs[0]?.n ?? 0, rows: rows[0]?.n ?? 0 };
    });
  }

  private sql(sql: string, params: unknown[]): Promise<unknown> {
    return this.em.getConnection().execute(sql, params, 'run');
  }
}
