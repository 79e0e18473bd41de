import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify';
import { AdminException, AdminExceptionCode } from './admin.exception';

/**
 * E-delivery: the portal's choice (user_account.is_delivery, set on /profile/alerts) against the
 * policy system's delivery record (policy.e_delivery, one per term). A member has a discrepancy
 * when a policy they hold has a term that is not History whose record differs from their choice.
 * Customers only: an administrator's own account is never counted.
 *
 * The bulk sync writes the member's choice to those terms (the portal is where the member made
 * it), for up to N members with a discrepancy, by username: the members the discrepancy list
 * shows first are the ones synced first.
 */
export const DISCREPANCY_PAGE_SIZE = 50;
export const BULK_REPORT_COLUMNS = ['user', 'email', 'policy', 'before', 'after', 'outcome'] as const;
/** One run at a time, in any instance: a transaction-scoped advisory lock on this key. */
export const BULK_SYNC_LOCK_KEY = 'admin:eDeliveryBulkSync';

const DIFFERS = `exists (
  select 1 from "user_policy" up join "policy" p on p."policy_number" = up."policy_number"
  where up."user_id" = u."id" and p."status" <> 'History' and p."e_delivery" <> u."is_delivery")`;

/** The count the screen prompts for: a number of members (1 or more) or every one. */
export type UpdateCount = number | 'ALL';

/** The members a run may change: null = no limit (ALL). */
export function syncLimit(count: UpdateCount): number | null {
  return count === 'ALL' ? null : count;
}

/** BulkUpdateReport_{timestamp}.csv, the timestamp YYYYMMDDHHmmss in UTC (a file name without colons). */
export function bulkReportFileName(at: Date): string {
  return `BulkUpdateReport_${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}.csv`;
}

export const deliveryText = (electronic: boolean) => (electronic ? 'electronic' : 'paper');

export interface SyncReportRow {
  user: string;
  email: string;
  policy: string;
  before: string;
  after: string;
  outcome: 'updated';
}

/**
 * Syncs up to `count` members in one transaction: the advisory lock (a second run meanwhile:
 * 409 ADMIN_BULK_SYNC_RUNNING, nothing changed), the members' rows locked (a profile save
 * waits for the run, so the run writes the choice it read), then one UPDATE of their differing
 * terms. Answers one row per policy number changed. Run again, it finds those members agree.
 */
export async function syncEDelivery(em: EntityManager, count: UpdateCount): Promise<SyncReportRow[]> {
  return em.transactional(async (tx) => {
    const [{ locked }] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(hashtext(?)) as "locked"', [BULK_SYNC_LOCK_KEY]);
    if (!locked) throw new AdminException(AdminExceptionCode.BulkSyncRunning);
    const rows = await tx.execute<{ username: string; email: string; policy_number: string; after: boolean }[]>(
      `with "targets" as (
         select u."id", u."username", u."email", u."is_delivery" from "user_account" u
         where not u."is_admin" and ${DIFFERS}
         order by u."username", u."id"
         limit ?
         for update of u
       ), "changed" as (
         update "policy" p set "e_delivery" = t."is_delivery"
         from "targets" t join "user_policy" up on up."user_id" = t."id"
         where p."policy_number" = up."policy_number" and p."status" <> 'History' and p."e_delivery" <> t."is_delivery"
         returning t."username", t."email", p."policy_number", t."is_delivery"
       )
       select "username", "email", "policy_number", bool_or("is_delivery") as "after"
       from "changed" group by "username", "email", "policy_number"
       order by "username", "policy_number"`,
      [syncLimit(count)],
    );
    return rows.map((r) => ({
      user: r.username,
      email: r.email,
      policy: r.policy_number,
      before: deliveryText(!r.after),
      after: deliveryText(r.after),
      outcome: 'updated' as const,
    }));
  });
}

/** The report as CSV (RFC 4180), header first, written as the rows are read. */
export function bulkReportCsv(rows: SyncReportRow[]): NodeJS.ReadableStream {
  const csv = stringify({ header: true, columns: [...BULK_REPORT_COLUMNS] });
  (async () => {
    for (const row of rows) {
      if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
    }
    csv.end();
  })().catch((err: unknown) => csv.destroy(err as Error));
  return csv;
}

export interface DiscrepancyPolicy {
  policyNumber: string;
  coreDelivery: boolean;
}

export interface Discrepancy {
  userId: string;
  userName: string;
  email: string;
  name: string;
  portalDelivery: boolean;
  policies: DiscrepancyPolicy[];
}

/** One page (50, by username) of the members with a discrepancy, and how many there are. */
export async function listDiscrepancies(em: EntityManager, page: number): Promise<{ items: Discrepancy[]; total: number }> {
  const connection = em.getConnection();
  const rows = await connection.execute<
    { id: string; username: string; email: string; display_name: string; is_delivery: boolean; policies: DiscrepancyPolicy[]; total: string }[]
  >(
    `/* read model: e-delivery discrepancies */
     with "page" as (
       select u."id", count(*) over () as "total" from "user_account" u
        where not u."is_admin" and ${DIFFERS}
        order by u."username", u."id" limit ? offset ?
     )
     select u."id", u."username", u."email", u."display_name", u."is_delivery", "page"."total",
            coalesce((select json_agg(json_build_object('policyNumber', d."policy_number", 'coreDelivery', d."e_delivery") order by d."policy_number")
                        from (select distinct p."policy_number", p."e_delivery" from "user_policy" up
                                join "policy" p on p."policy_number" = up."policy_number"
                               where up."user_id" = u."id" and p."status" <> 'History' and p."e_delivery" <> u."is_delivery") d), '[]') as "policies"
       from "page" join "user_account" u on u."id" = "page"."id"
      order by u."username", u."id"`,
    [DISCREPANCY_PAGE_SIZE, (page - 1) * DISCREPANCY_PAGE_SIZE],
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page > 1) {
    const [row] = await connection.execute<{ total: string }[]>(`select count(*) as "total" from "user_account" u where not u."is_admin" and ${DIFFERS}`);
    total = Number(row.total);
  }
  return {
    total,
    items: rows.map((u) => ({
      userId: u.id,
      userName: u.username,
      email: u.email,
      name: u.display_name,
      portalDelivery: u.is_delivery,
      policies: typeof u.policies === 'string' ? (JSON.parse(u.policies) as DiscrepancyPolicy[]) : u.policies,
    })),
  };
}
