import type { EntityManager } from '@mikro-orm/postgresql';
import { VerificationAttempt, VerificationStep } from './entities/verification-attempt.entity';

/** Who a verification is counted against. */
export interface AttemptKeys {
  ip: string;
  policyNumber: string;
  personKey: string;
}

export interface FailureCounts {
  /** Failed part-1 and part-2 verifications of the policy since its last success. */
  byPolicy: number;
  /** The same for the person (client address + name). */
  byPerson: number;
  /** Failures from the client address, whoever typed them. */
  byAddress: number;
  /** Failed part-2 verifications of the policy, successes or not in between. */
  policyDetails: number;
}

/**
 * The verification attempt records (a repository: the one place with SQL on the table). Read
 * and write through the `em` given, so a caller holding the verification locks
 * (underAdvisoryLocks) counts and records inside its transaction.
 */
export const VerificationAttempts = {
  /** The failure counts of `keys` since `since` (see FailureCounts). */
  async failures(em: EntityManager, keys: AttemptKeys, since: Date): Promise<FailureCounts> {
    const sinceLastSuccess = (column: 'policy_number' | 'person_key') => `(
      select count(*)::int from "verification_attempt" f
      where f."${column}" = ? and f."step" in ('policy', 'full') and f."succeeded" = false and f."created_at" > ?
        and f."created_at" > coalesce((
          select max(s."created_at") from "verification_attempt" s
          where s."${column}" = ? and s."step" in ('policy', 'full') and s."succeeded" = true
        ), '-infinity'::timestamptz)
    )`;
    const [row] = await em.execute<{ by_policy: number; by_person: number; by_ip: number; policy_details: number }[]>(
      `select ${sinceLastSuccess('policy_number')} as by_policy, ${sinceLastSuccess('person_key')} as by_person,
        (select count(*)::int from "verification_attempt" f
          where f."ip" = ? and f."step" in ('policy', 'full') and f."succeeded" = false and f."created_at" > ?) as by_ip,
        (select count(*)::int from "verification_attempt" f
          where f."policy_number" = ? and f."step" = 'full' and f."succeeded" = false and f."created_at" > ?) as policy_details`,
      [keys.policyNumber, since, keys.policyNumber, keys.personKey, since, keys.personKey, keys.ip, since, keys.policyNumber, since],
    );
    return {
      byPolicy: Number(row?.by_policy ?? 0),
      byPerson: Number(row?.by_person ?? 0),
      byAddress: Number(row?.by_ip ?? 0),
      policyDetails: Number(row?.policy_details ?? 0),
    };
  },

  /** Records one attempt (inserted at once: it counts from its own statement on). */
  async record(em: EntityManager, keys: AttemptKeys, step: VerificationStep, succeeded: boolean): Promise<void> {
    await em.insert(VerificationAttempt, { ip: keys.ip, policyNumber: keys.policyNumber, personKey: keys.personKey, step, succeeded, createdAt: new Date() });
  },
};
