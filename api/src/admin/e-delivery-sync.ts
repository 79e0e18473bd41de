import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify';
import type { DeliveryRecords } from '../core';
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
export async function syncEDelivery(em: EntityManager, records: DeliveryRecords, count: UpdateCount): Promise<SyncReportRow[]> {
  return em.transactional(async (tx) => {
    const [{ locked }] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(hashtext(?)) as "locked"', [BULK_SYNC_LOCK_KEY]);
    if (!locked) throw new AdminException(AdminExceptionCode.BulkSyncRunning);
    const rows = await records.syncPortalChoice(tx, syncLimit(count));
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
export async function listDiscrepancies(records: DeliveryRecords, page: number): Promise<{ items: Discrepancy[]; total: number }> {
  const rows = await records.discrepancyPage(DISCREPANCY_PAGE_SIZE, (page - 1) * DISCREPANCY_PAGE_SIZE);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page > 1) total = await records.discrepancyTotal();
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
