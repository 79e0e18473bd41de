import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AddPolicyAttempt } from './entities/add-policy-attempt.entity';

/** Failed add-policy attempts before adding locks (doc 1 §5). */
export const MAX_ADD_POLICY_FAILURES = 3;
/** How long the lock lasts from the failure that set it, and how long a failure counts (as registration's window). */
export const ADD_POLICY_LOCK_HOURS = 24;

export interface AddPolicyLock {
  failedAttempts: number;
  /** Set while adding is locked. */
  lockedUntil: Date | null;
}

/** A failure older than the window (or a lock that ended) no longer counts: the next failure starts again at 1. */
const STALE = `(add_policy_attempt.updated_at <= now() - interval '${ADD_POLICY_LOCK_HOURS} hours'
  or (add_policy_attempt.locked_until is not null and add_policy_attempt.locked_until <= now()))`;
const NEXT_COUNT = `case when ${STALE} then 1 else least(add_policy_attempt.failed_attempts + 1, 1000) end`;

/**
 * The add-policy attempt records (a repository: the one place with SQL on the table). A failure
 * is one atomic upsert, so parallel wrong guesses cannot slip past the limit.
 */
@Injectable()
export class AddPolicyAttempts {
  constructor(private readonly em: EntityManager) {}

  /** The lock as it stands now: an ended lock or stale failures count as none. */
  async lock(userId: string, now = new Date()): Promise<AddPolicyLock> {
    const row = await this.em.findOne(AddPolicyAttempt, { user: userId }, { disableIdentityMap: true });
    if (!row) return { failedAttempts: 0, lockedUntil: null };
    if (row.lockedUntil)
      return row.lockedUntil > now ? { failedAttempts: row.failedAttempts, lockedUntil: row.lockedUntil } : { failedAttempts: 0, lockedUntil: null };
    const until = new Date(row.updatedAt.getTime() + ADD_POLICY_LOCK_HOURS * 3_600_000);
    if (until <= now) return { failedAttempts: 0, lockedUntil: null };
    // A count that reached the limit before locked_until existed locks from its last failure.
    return { failedAttempts: row.failedAttempts, lockedUntil: row.failedAttempts >= MAX_ADD_POLICY_FAILURES ? until : null };
  }

  /** Counts a failure; the one that reaches the limit sets the lock. */
  async recordFailure(userId: string): Promise<AddPolicyLock> {
    const rows = await this.em.getConnection().execute<{ failed_attempts: number; locked_until: Date | string | null }[]>(
      `insert into add_policy_attempt (user_id, failed_attempts, updated_at, locked_until)
       values (?, 1, now(), ${MAX_ADD_POLICY_FAILURES <= 1 ? `now() + interval '${ADD_POLICY_LOCK_HOURS} hours'` : 'null'})
       on conflict (user_id) do update set
         failed_attempts = ${NEXT_COUNT},
         locked_until = case when ${NEXT_COUNT} >= ${MAX_ADD_POLICY_FAILURES}
           then coalesce(case when ${STALE} then null else add_policy_attempt.locked_until end, now() + interval '${ADD_POLICY_LOCK_HOURS} hours')
           else null end,
         updated_at = now()
       returning failed_attempts, locked_until`,
      [userId],
    );
    const row = rows[0];
    return { failedAttempts: Number(row?.failed_attempts ?? MAX_ADD_POLICY_FAILURES), lockedUntil: row?.locked_until ? new Date(row.locked_until) : null };
  }

  async reset(userId: string): Promise<void> {
    await this.em.nativeDelete(AddPolicyAttempt, { user: userId });
  }
}
