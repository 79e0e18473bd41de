import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CERTIFICATE_PREFIXES, CertificatesService } from './certificates';
import { CommonException } from '../common/errors/app-exception';
import { violates } from '../common/errors/concurrency';
import { PolicyRecords, type PolicyTermView } from '../core';
import { mismatchReason, missingDetails, PolicyProofService } from '../policy-proof';
import { POLICY_OWNER_UNIQUE, UserPolicy } from '../users';
import type { AddPolicyRequest, AddPolicyResult, AddPolicyStatus, EditPolicyRequest } from './dto/policy-requests.dto';
import type { Policy } from './dto/policy.dto';
import { PoliciesException, PoliciesExceptionCode } from './policies.exception';
import { AddPolicyAttempts, MAX_ADD_POLICY_FAILURES } from './add-policy-attempts';
import { pickTerms, policyIn, toPolicy } from './policy.mapper';
import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';

@Injectable()
export class PoliciesService {
  private readonly logger = new Logger('Policies');

  constructor(
    private readonly em: EntityManager,
    private readonly proof: PolicyProofService,
    private readonly records: PolicyRecords,
    private readonly attempts: AddPolicyAttempts,
    private readonly certificates: CertificatesService,
  ) {}

  /**
   * The user's linked policies (or the `only` ones, each of which must be linked), current terms
   * with their renewal; the closed lists' values (line, coverages, documents, billing items,
   * claim types) in `locale` (issue 17).
   */
  async listPolicies(userId: string, only: string[] | undefined, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<Policy[]> {
    const links = await this.em.find(UserPolicy, { user: userId }, { orderBy: { addedOn: 'asc' } });
    const linked = new Map(links.map((l) => [l.policyNumber, l]));
    const wanted = only?.length ? [...new Set(only.map((n) => n.trim().toUpperCase()))] : [...linked.keys()];
    if (wanted.some((n) => !linked.has(n))) throw new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
    if (!wanted.length) return [];

    const terms = await this.records.terms(wanted);
    const byNumber = new Map<string, PolicyTermView[]>();
    for (const t of terms) byNumber.set(t.policyNumber, [...(byNumber.get(t.policyNumber) ?? []), t]);

    // Certificates exist only on the lines that have them: a personal-lines list stays two statements.
    const certificates = await this.certificates.documentsOf(wanted.filter((n) => CERTIFICATE_PREFIXES.includes(n.slice(0, 3))));
    const result: Policy[] = [];
    for (const number of wanted) {
      const picked = pickTerms(byNumber.get(number) ?? []);
      if (!picked) continue; // linked but no longer in the core records
      const policy = toPolicy(picked.current, picked.renewal, linked.get(number)?.nickname ?? null, now);
      // Certificates of insurance issued in the portal are documents of the policy too (newest first, before the forms).
      const issued = certificates.get(number);
      if (issued) policy.documents = [...issued, ...policy.documents];
      result.push(policyIn(locale, policy));
    }
    return result;
  }

  /** Whether adding is locked now, and until when (the web hides Add on it after a reload). */
  async addPolicyStatus(userId: string): Promise<AddPolicyStatus> {
    const { failedAttempts, lockedUntil } = await this.attempts.lock(userId);
    return {
      locked: lockedUntil !== null,
      remainingAttempts: lockedUntil ? 0 : Math.max(0, MAX_ADD_POLICY_FAILURES - failedAttempts),
      lockedUntil: lockedUntil?.toISOString() ?? null,
    };
  }

  /**
   * Adds a policy after the same match as registration part 2. Failures are counted per user on
   * the server; the third answers the contact message and locks adding for 24 hours, during
   * which attempts are refused without looking at the details. A success resets the count.
   */
  async addPolicy(userId: string, body: AddPolicyRequest): Promise<AddPolicyResult> {
    const policyNumber = body.policyNumber.trim().toUpperCase();
    if ((await this.attempts.lock(userId)).lockedUntil) throw new PoliciesException(PoliciesExceptionCode.TooManyAttempts);
    if (await this.em.count(UserPolicy, { user: userId, policyNumber })) throw new PoliciesException(PoliciesExceptionCode.AlreadyOnAccount);

    const missing = missingDetails(policyNumber, body);
    if (Object.keys(missing).length) throw CommonException.validation(missing);

    const { policyExists, named, match } = await this.proof.matchPolicyDetails({ ...body, policyNumber });
    if (!match) {
      const { failedAttempts: failures, lockedUntil } = await this.attempts.recordFailure(userId);
      this.logger.log({ event: 'add_policy_failed', userId, policyNumber, failures }, 'add policy: details do not match');
      if (lockedUntil) throw new PoliciesException(PoliciesExceptionCode.TooManyAttempts);
      throw new PoliciesException(PoliciesExceptionCode.DetailsDoNotMatch, [mismatchReason(policyNumber, policyExists && named)]);
    }
    // Checked only after the details matched, so the conflict tells nothing to a stranger.
    await this.linkPolicy(userId, policyNumber);
    await this.attempts.reset(userId);
    this.logger.log({ event: 'policy_added', userId, policyNumber }, 'policy added to account');
    return { added: true };
  }

  /**
   * Links a policy number (upper-cased) to the account: 409 when it is linked already, to this
   * account or another, and the unique link decides a race (the customer's add, registration
   * and the back office's add all go through it).
   */
  async linkPolicy(userId: string, policyNumber: string): Promise<void> {
    await this.refuseIfLinked(userId, policyNumber);
    try {
      // A plain insert, outside the unit of work: a refused one leaves nothing pending in it.
      await this.em.insert(UserPolicy, { id: randomUUID(), user: userId, policyNumber, nickname: null, addedOn: new Date() });
    } catch (err) {
      // The check above saw no link, but another request (this user's, another customer's or a
      // registration) linked the policy before this insert: the unique number refused it.
      if (!violates(err, POLICY_OWNER_UNIQUE)) throw err;
      await this.refuseIfLinked(userId, policyNumber);
      throw new PoliciesException(PoliciesExceptionCode.ChangedElsewhere, undefined, `${policyNumber} linked meanwhile, then unlinked`);
    }
  }

  /** 409 when the policy is linked already: to this account, or (checked after the details matched) to another. */
  private async refuseIfLinked(userId: string, policyNumber: string): Promise<void> {
    const owner = await this.em.findOne(UserPolicy, { policyNumber }, { fields: ['user'], disableIdentityMap: true });
    if (!owner) return;
    throw new PoliciesException(owner.user.id === userId ? PoliciesExceptionCode.AlreadyOnAccount : PoliciesExceptionCode.OnAnotherAccount);
  }

  /** One statement, so a link removed meanwhile answers 404 instead of a write that changes nothing. */
  async editPolicy(userId: string, body: EditPolicyRequest): Promise<void> {
    const updated = await this.em.nativeUpdate(
      UserPolicy,
      { user: userId, policyNumber: body.policyNumber.trim().toUpperCase() },
      { nickname: body.nickname.trim() || null },
    );
    if (updated !== 1) throw new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
  }

  /** One statement: of two removals at once one deletes the link, the other answers 404. */
  async removePolicy(userId: string, policyNumber: string): Promise<void> {
    const removed = await this.em.nativeDelete(UserPolicy, { user: userId, policyNumber: policyNumber.trim().toUpperCase() });
    if (removed !== 1) throw new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
  }
}
