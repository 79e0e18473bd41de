import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify';
import { policyStatusText, PolicyStatus, type PolicyRecords } from '../core';

/** Users read per statement: the export holds one batch at a time, whatever the number of users. */
export const ACTIVE_USERS_BATCH = 500;
export const ACTIVE_USERS_FILE = 'activeUsers.csv';
const FIXED_COLUMNS = ['userName', 'email', 'name', 'lastLogin', 'emailConfirmed', 'deliveryEnabled'];

/** Midnight US Eastern of a YYYY-MM-DD day, as an instant (the day's offset, EST or EDT). */
export function easternMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // The Eastern wall clock at UTC midnight tells the offset of that day (4 or 5 hours behind).
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23', day: 'numeric' }).formatToParts(
    utcMidnight,
  );
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const offsetHours = 24 - hour; // 19:00 the day before -> 5 hours behind
  return new Date(utcMidnight.getTime() + offsetHours * 3_600_000);
}

/** The header of activeUsers.csv for users with at most `maxPolicies` policies (policies flattened). */
export function activeUsersHeader(maxPolicies: number): string[] {
  const columns = [...FIXED_COLUMNS];
  for (let n = 1; n <= maxPolicies; n += 1) columns.push(`policyNumber${n}`, `policyNumber${n}Status`);
  return columns;
}

interface Row {
  id: string;
  username: string;
  email: string;
  display_name: string;
  last_login: Date | string;
  email_confirmed: boolean;
  is_delivery: boolean;
  policies: Array<{ policyNumber: string; status: string | null }>;
}

type UserRow = Omit<Row, 'policies'> & { policy_numbers: string[] | string };

/** One CSV record: the fixed columns, then number and status of each policy, padded to `maxPolicies`. */
export function activeUserRecord(row: Row, maxPolicies: number): string[] {
  const record = [row.username, row.email, row.display_name, new Date(row.last_login).toISOString(), String(row.email_confirmed), String(row.is_delivery)];
  for (let n = 0; n < maxPolicies; n += 1) {
    const policy = row.policies[n];
    record.push(policy?.policyNumber ?? '', policy?.status ? policyStatusText(policy.status as PolicyStatus) : '');
  }
  return record;
}

/**
 * activeUsers.csv (issue 15): customers who signed in since midnight US Eastern of `day`, read
 * in keyset batches of ACTIVE_USERS_BATCH (ordered by username, id) and written through
 * csv-stringify as they arrive, so memory stays flat. Each statement is its own (no open
 * transaction spans the stream, so a slow download holds no connection between batches).
 */
export function activeUsersCsv(em: EntityManager, policies: PolicyRecords, day: string, batch = ACTIVE_USERS_BATCH): Readable {
  const since = easternMidnight(day);
  const connection = em.getConnection();
  async function* records(): AsyncGenerator<string[]> {
    const [{ max }] = await connection.execute<{ max: number }[]>(
      `/* export: active users, widest row */
       select coalesce(max(c), 0)::int as max from (
         select count(*) as c from user_policy p join user_account u on u.id = p.user_id
          where u.last_login >= ? and not u.is_admin group by p.user_id) counts`,
      [since],
    );
    yield activeUsersHeader(max);
    let after: { username: string; id: string } | null = null;
    for (;;) {
      const users: UserRow[] = await connection.execute<UserRow[]>(
        `/* export: active users, one batch */
         select u.id, u.username, u.email, u.display_name, u.last_login, u.email_confirmed, u.is_delivery,
                coalesce((select json_agg(up.policy_number order by up.added_on, up.policy_number)
                            from user_policy up where up.user_id = u.id), '[]') as policy_numbers
           from user_account u
          where u.last_login >= ? and not u.is_admin ${after ? 'and (u.username, u.id) > (?, ?)' : ''}
          order by u.username, u.id
          limit ?`,
        after ? [since, after.username, after.id, batch] : [since, batch],
      );
      const numbers = users.map((u) => (typeof u.policy_numbers === 'string' ? (JSON.parse(u.policy_numbers) as string[]) : u.policy_numbers));
      // Each number's status is its latest term's, read from the core records: one read per batch.
      const statuses = await policies.latestStatuses([...new Set(numbers.flat())]);
      const rows: Row[] = users.map(({ policy_numbers: _, ...u }, i) => ({
        ...u,
        policies: numbers[i].map((n) => ({ policyNumber: n, status: statuses.get(n) ?? null })),
      }));
      for (const row of rows) yield activeUserRecord(row, max);
      if (rows.length < batch) return;
      const last = rows[rows.length - 1];
      after = { username: last.username, id: last.id };
    }
  }
  const source = Readable.from(records());
  const csv = stringify();
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}
