import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CommonException } from '../common/errors/app-exception';
import { violates } from '../common/errors/concurrency';
import { DocumentKind } from '../core/policy-document.entity';
import { Policy as PolicyEntity } from '../core/policy.entity';
import { policyPrefix } from '../core/policy-number';
import { POLICY_LINES } from '../core/policy-lines';
import { PolicyStatus, policyStatusText } from '../core/policy-status';
import { mismatchReason, missingDetails, PolicyProofService } from '../policy-proof';
import { POLICY_OWNER_UNIQUE, UserPolicy } from '../users/user-policy.entity';
import type { AddPolicyRequest, AddPolicyResult, EditPolicyRequest } from './dto/policy-requests.dto';
import type { FuturePolicy, Policy, PolicyDocument } from './dto/policy.dto';
import { PoliciesException, PoliciesExceptionCode } from './policies.exception';
import { birthYear, dueBalance, hasIdCards, isPastDue, isPendingClaim, isSoonDue, makeChange, maskAllButLast4 } from './policy-rules';

/** Failed add-policy attempts before Add is refused and the contact message shown (doc 1 §5). */
export const MAX_ADD_POLICY_FAILURES = 3;

/** Everything the Policy schema reads, loaded with one select-in query per relation (never per row). */
export const POLICY_POPULATE = [
  'holder.addresses',
  'agency',
  'billingAccount',
  'vehicles.coverages',
  'vehicles.creditors',
  'drivers',
  'documents',
  'idCards',
  'claims',
  'packageParts',
] as const;

const STATUS_RANK: Record<PolicyStatus, number> = {
  [PolicyStatus.InForce]: 0,
  [PolicyStatus.Pending]: 1,
  [PolicyStatus.Future]: 2,
  [PolicyStatus.History]: 3,
};

/**
 * The term shown for a policy number: not a renewal of another loaded term, In-Force before
 * Pending, Future and History, then the latest effective date. Its renewal is the term whose
 * renewalOf points at it.
 */
export function pickTerms(terms: PolicyEntity[]): { current: PolicyEntity; renewal: PolicyEntity | undefined } | undefined {
  const ids = new Set(terms.map((t) => t.id));
  const candidates = terms.filter((t) => !(t.renewalOf && ids.has(t.renewalOf.id)));
  const current = [...(candidates.length ? candidates : terms)].sort(
    (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] || b.effectiveDate.localeCompare(a.effectiveDate),
  )[0];
  if (!current) return undefined;
  return { current, renewal: terms.find((t) => t.renewalOf?.id === current.id) };
}

const byPrintDateDesc = (a: { printDate: string }, b: { printDate: string }) => b.printDate.localeCompare(a.printDate);

function toDocument(d: { printDate: string; printUrl: string; formNumber?: string | null; description: string }): PolicyDocument {
  return { printDate: d.printDate, printUrl: d.printUrl, formNumber: d.formNumber ?? null, description: d.description };
}

@Injectable()
export class PoliciesService {
  private readonly logger = new Logger('Policies');

  constructor(
    private readonly em: EntityManager,
    private readonly proof: PolicyProofService,
  ) {}

  /** The user's linked policies (or the `only` ones, each of which must be linked), current terms with their renewal. */
  async listPolicies(userId: string, only: string[] | undefined, now = new Date()): Promise<Policy[]> {
    const links = await this.em.find(UserPolicy, { user: userId }, { orderBy: { addedOn: 'asc' } });
    const linked = new Map(links.map((l) => [l.policyNumber, l]));
    const wanted = only?.length ? [...new Set(only.map((n) => n.trim().toUpperCase()))] : [...linked.keys()];
    if (wanted.some((n) => !linked.has(n))) throw new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
    if (!wanted.length) return [];

    const terms = await this.em.find(PolicyEntity, { policyNumber: { $in: wanted } }, { populate: POLICY_POPULATE as never });
    const byNumber = new Map<string, PolicyEntity[]>();
    for (const t of terms) byNumber.set(t.policyNumber, [...(byNumber.get(t.policyNumber) ?? []), t]);

    const result: Policy[] = [];
    for (const number of wanted) {
      const picked = pickTerms(byNumber.get(number) ?? []);
      if (!picked) continue; // linked but no longer in the core records
      result.push(this.toPolicy(picked.current, picked.renewal, linked.get(number)?.nickname ?? null, now));
    }
    return result;
  }

  /**
   * Adds a policy after the same match as registration part 2. Failures are counted per user on
   * the server; the third answers the contact message, and later attempts are refused without
   * looking at the details. A success resets the count.
   */
  async addPolicy(userId: string, body: AddPolicyRequest): Promise<AddPolicyResult> {
    const policyNumber = body.policyNumber.trim().toUpperCase();
    const before = await this.failedAttempts(userId);
    if (before >= MAX_ADD_POLICY_FAILURES) throw new PoliciesException(PoliciesExceptionCode.TooManyAttempts);
    if (await this.em.count(UserPolicy, { user: userId, policyNumber })) throw new PoliciesException(PoliciesExceptionCode.AlreadyOnAccount);

    const missing = missingDetails(policyNumber, body);
    if (Object.keys(missing).length) throw CommonException.validation(missing);

    const { policyExists, named, match } = await this.proof.matchPolicyDetails({ ...body, policyNumber });
    if (!match) {
      const failures = await this.recordFailure(userId);
      this.logger.log({ event: 'add_policy_failed', userId, policyNumber, failures }, 'add policy: details do not match');
      if (failures >= MAX_ADD_POLICY_FAILURES) throw new PoliciesException(PoliciesExceptionCode.TooManyAttempts);
      throw new PoliciesException(PoliciesExceptionCode.DetailsDoNotMatch, [mismatchReason(policyNumber, policyExists && named)]);
    }
    // Checked only after the details matched, so the conflict tells nothing to a stranger.
    await this.refuseIfLinked(userId, policyNumber);
    const em = this.em.fork();
    em.persist(em.create(UserPolicy, { user: userId, policyNumber, nickname: null, addedOn: new Date() }));
    try {
      await em.flush();
    } catch (err) {
      // The check above saw no link, but another request (this user's, another customer's or a
      // registration) linked the policy before this insert: the unique number refused it.
      if (!violates(err, POLICY_OWNER_UNIQUE)) throw err;
      await this.refuseIfLinked(userId, policyNumber);
      throw new PoliciesException(PoliciesExceptionCode.ChangedElsewhere, undefined, `${policyNumber} linked meanwhile, then unlinked`);
    }
    await this.resetFailures(userId);
    this.logger.log({ event: 'policy_added', userId, policyNumber }, 'policy added to account');
    return { added: true };
  }

  /** 409 when the policy is linked already: to this account, or (checked after the details matched) to another. */
  private async refuseIfLinked(userId: string, policyNumber: string): Promise<void> {
    const owner = await this.em.findOne(UserPolicy, { policyNumber }, { fields: ['user'], disableIdentityMap: true });
    if (!owner) return;
    throw new PoliciesException(owner.user.id === userId ? PoliciesExceptionCode.AlreadyOnAccount : PoliciesExceptionCode.OnAnotherAccount);
  }

  /** One statement, so a link removed meanwhile answers 404 instead of a write that changes nothing. */
  async editPolicy(userId: string, body: EditPolicyRequest): Promise<void> {
    const updated = await this.em.nativeUpdate(UserPolicy, { user: userId, policyNumber: body.policyNumber.trim().toUpperCase() }, { nickname: body.nickname.trim() || null });
    if (updated !== 1) throw new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
  }

  /** One statement: of two removals at once one deletes the link, the other answers 404. */
  async removePolicy(userId: string, policyNumber: string): Promise<void> {
    const removed = await this.em.nativeDelete(UserPolicy, { user: userId, policyNumber: policyNumber.trim().toUpperCase() });
    if (removed !== 1) throw new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
  }

  async failedAttempts(userId: string): Promise<number> {
    const rows = await this.em.getConnection().execute<{ failed_attempts: number }[]>(
      'select failed_attempts from add_policy_attempt where user_id = ?',
      [userId],
    );
    return Number(rows[0]?.failed_attempts ?? 0);
  }

  private async recordFailure(userId: string): Promise<number> {
    const rows = await this.em.getConnection().execute<{ failed_attempts: number }[]>(
      `insert into add_policy_attempt (user_id, failed_attempts, updated_at) values (?, 1, now())
       on conflict (user_id) do update set failed_attempts = least(add_policy_attempt.failed_attempts + 1, 1000), updated_at = now()
       returning failed_attempts`,
      [userId],
    );
    return Number(rows[0]?.failed_attempts ?? MAX_ADD_POLICY_FAILURES);
  }

  private async resetFailures(userId: string): Promise<void> {
    await this.em.getConnection().execute('delete from add_policy_attempt where user_id = ?', [userId]);
  }

  /** Entity to the Policy schema, in one place: masking, flags and ordering happen here. */
  toPolicy(p: PolicyEntity, renewal: PolicyEntity | undefined, nickname: string | null, now: Date): Policy {
    const account = p.billingAccount ?? null;
    const isPrimaryAccountPolicy = !!account && account.primaryPolicy?.id === p.id;
    const { balance, dueDate } = dueBalance({
      isPrimaryAccountPolicy,
      policyBalance: Number(p.outstandingBalance),
      policyDueDate: p.outstandingBalanceDueDate ?? null,
      accountBalance: Number(account?.outstandingBalance ?? 0),
      accountDueDate: account?.outstandingBalanceDueDate ?? null,
    });
    const prefix = policyPrefix(p.policyNumber);
    const mailing = p.holder.addresses.getItems().sort((a, b) => a.position - b.position)[0];
    const documents = p.documents.getItems().slice().sort(byPrintDateDesc);
    const hasEndorsementSave = false; // saved policy changes arrive with the policy-change area
    const futurePolicy: FuturePolicy | null = renewal
      ? {
          policyNumber: renewal.policyNumber,
          status: renewal.status === PolicyStatus.History ? PolicyStatus.Future : (renewal.status as FuturePolicy['status']),
          term: { effectiveDate: renewal.effectiveDate, endDate: renewal.endDate },
          declarations: renewal.documents.getItems().filter((d) => d.kind === DocumentKind.Declaration).sort(byPrintDateDesc).map(toDocument),
        }
      : null;
    return {
      policyNumber: p.policyNumber,
      policyId: String(p.id),
      policyImageNum: p.policyImageNum,
      nickname,
      type: prefix,
      typeName: (POLICY_LINES as Record<string, string>)[prefix] ?? p.type,
      status: p.status,
      statusText: policyStatusText(p.status) as Policy['statusText'],
      isRenewal: !!p.renewalOf,
      term: { effectiveDate: p.effectiveDate, endDate: p.endDate },
      companyName: p.companyName,
      policyHolder: {
        displayName: p.holder.displayName,
        address1: mailing ? (mailing.line1 ?? (mailing.poBox ? `P.O. Box ${mailing.poBox}` : '')) : '',
        address2: mailing ? (mailing.line1 ? (mailing.line2 ?? null) : null) : null,
        city: mailing?.city ?? '',
        state: mailing?.state ?? '',
        postalCode: mailing?.zip5 ?? '',
      },
      paymentPlan: p.paymentPlan,
      autoPay: p.autoPay,
      termPremium: Number(p.termPremium),
      nextDueDate: p.nextDueDate ?? null,
      nextDueAmount: Number(p.nextDueAmount),
      outstandingBalance: Number(p.outstandingBalance),
      payInFullAmount: Number(p.payInFullAmount),
      billing: {
        isPartOfAccountBill: !!account,
        isPrimaryAccountPolicy,
        accountNumber: account?.accountNumber ?? null,
        accountOutstandingBalance: Number(account?.outstandingBalance ?? 0),
        accountPayInFull: Number(account?.payInFullAmount ?? 0),
        outstandingBalance: Number(p.outstandingBalance),
        payInFullAmount: Number(p.payInFullAmount),
        outstandingBalanceDueDate: dueDate,
        lastPayment: {
          paymentAmount: Number(p.lastPaymentAmount ?? 0),
          accountPaymentAmount: Number(account?.lastPaymentAmount ?? 0),
          itemDate: p.lastPaymentDate ?? account?.lastPaymentDate ?? null,
        },
        hasRecurringPaymentSetup: p.autoPay,
        isPolicyInNoticeOfCancellation: p.isPolicyInNoticeOfCancellation,
      },
      isPastDue: isPastDue(balance, dueDate, now),
      isSoonDue: isSoonDue(balance, dueDate, now),
      makeChange: makeChange({
        policyNumber: p.policyNumber,
        status: p.status,
        hasPendingEndorsement: p.hasPendingEndorsement,
        isPendingEndorsementMP: p.isPendingEndorsementMP,
        hasEndorsementSave,
      }),
      hasPendingEndorsement: p.hasPendingEndorsement,
      isPendingEndorsementMP: p.isPendingEndorsementMP,
      hasEndorsementSave,
      agency: {
        agencyCode: p.agency.agencyCode,
        displayName: p.agency.displayName,
        producer: { displayName: p.agency.producerName, phones: p.agency.producerPhones },
        addressLine1: [p.agency.addressLine1, p.agency.addressLine2].filter(Boolean).join(', '),
        addressLine2: `${p.agency.city}, ${p.agency.state} ${p.agency.zip}`,
        phones: p.agency.phones,
        emails: p.agency.emails,
      },
      vehicles: p.vehicles.getItems().map((v) => ({
        vehicleNum: v.vehicleNum,
        displayName: `${v.year} ${v.make} ${v.model}`,
        vin: maskAllButLast4(v.vin),
        coverages: v.coverages.getItems().map((c) => ({ description: c.description, coverageLimitDescription: c.coverageLimitDescription })),
        deleteFutureEffectiveDate: v.deleteFutureEffectiveDate ?? null,
      })),
      drivers: p.drivers.getItems().map((d) => ({
        driverNum: d.driverNum,
        displayName: [d.firstName, d.middleInitial ? `${d.middleInitial}.` : null, d.lastName, d.suffix].filter(Boolean).join(' '),
        dln: maskAllButLast4(d.licenseNumber),
        birthYear: birthYear(d.birthDate),
        deleteFutureEffectiveDate: d.deleteFutureEffectiveDate ?? null,
      })),
      declarations: documents.filter((d) => d.kind === DocumentKind.Declaration).map(toDocument),
      documents: documents.filter((d) => d.kind === DocumentKind.Form).map(toDocument),
      cards: p.idCards.getItems().map((c) => ({ year: c.year, make: c.make, model: c.model, printDate: c.printDate, printUrl: c.printUrl })),
      hasIdCards: hasIdCards({
        policyNumber: p.policyNumber,
        status: p.status,
        cardYears: p.idCards.getItems().map((c) => c.year),
        packagePartNames: p.packageParts.getItems().map((x) => x.name),
      }),
      claims: p.claims.getItems().slice().sort((a, b) => b.lossDate.localeCompare(a.lossDate)).map((c) => ({
        number: c.claimNumber,
        type: c.type,
        lossDate: c.lossDate,
        status: c.status,
        policy: p.policyNumber,
        isPending: isPendingClaim(c.claimNumber),
        representative: { name: c.representativeName ?? null, email: c.representativeEmail ?? null, phone: c.representativePhone ?? null },
      })),
      packageParts: p.packageParts.getItems().map((x) => ({ name: x.name })),
      futurePolicy,
    };
  }
}
