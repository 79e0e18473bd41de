import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { randomCredential, sha256Hex } from '../auth/token-hash';
import { CommonException } from '../common/errors/app-exception';
import { BillingAccount } from '../core/billing-account.entity';
import { Policy } from '../core/policy.entity';
import { policyPrefix } from '../core/policy-number';
import type { Policyholder } from '../core/policyholder.entity';
import { MailOutbox } from '../mail/mail-outbox';
import { staffVerificationReceivedMail } from '../mail/mail-templates';
import { hashPassword } from '../users/password-hash';
import { StaffVerificationRequest } from './entities/staff-verification-request.entity';
import { VerificationAttempt, VerificationStep } from './entities/verification-attempt.entity';
import { VerifiedRegistration } from './entities/verified-registration.entity';
import {
  holderNameMatches,
  licenseNumberMatches,
  MISSING_DETAIL_MESSAGES,
  normalizeLicenseNumber,
  normalizeZip,
  parseUsDate,
  requiredFieldsFor,
  type PartTwoField,
} from './policy-matching';

/** Failed verifications before only staff verification is offered (doc 1 §9). */
export const MAX_VERIFICATION_FAILURES = 3;
/** Failures older than this no longer count, so a lock-out ends by itself. */
export const VERIFICATION_FAILURE_WINDOW_MS = 24 * 3_600_000;
/** How long the token of a full verification can create an account. */
export const VERIFICATION_TOKEN_TTL_MS = 30 * 60_000;

export interface PolicyDetails {
  policyNumber: string;
  policyHolder: string;
  driversLicenseNumber?: string;
  dateOfBirth?: string;
  zip?: string;
}

export interface VerificationOutcome {
  isValid: boolean;
  verifiedPart1: boolean;
  verifiedPart2: boolean;
  requiresStaffVerification: boolean;
  registrationFailureCount: number;
  requiredFields: PartTwoField[];
  verificationToken: string | null;
}

export interface StaffRequestDetails extends PolicyDetails {
  employeeIdentificationNumber: string;
  staffVerificationPhoneNumber: string;
  staffVerificationEmail: string;
  staffVerificationPassword: string;
}

/** The mailing (and billing) address is position 1. */
function mailingZip(holder: Policyholder): string | undefined {
  return holder.addresses.getItems().find((a) => a.position === 1)?.zip5;
}

/** Named and secondary insureds of every term of the policy, each once. */
function holdersOf(terms: Policy[]): Policyholder[] {
  const byId = new Map<number, Policyholder>();
  for (const t of terms) {
    for (const h of [t.holder, t.secondaryHolder]) if (h) byId.set(h.id, h as Policyholder);
  }
  return [...byId.values()];
}

/**
 * Registration verification (doc 1 §4, §5) against the core records, with the failure count
 * kept on the server: per client address and per policy number, the larger of the two, over
 * the last 24 hours and since the last full verification that succeeded there. Only a full
 * success resets it (a part-1 success would otherwise let part-2 guesses go on for ever).
 * Once the count reaches 3, verification answers "not valid" without looking at the details
 * and only the staff verification request is left.
 */
@Injectable()
export class VerificationService {
  private readonly logger = new Logger('Registration');

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailOutbox,
  ) {}

  /** Part 1: the policy number and the policyholder name. */
  async verifyPolicy(details: PolicyDetails, ip: string): Promise<VerificationOutcome> {
    const policyNumber = details.policyNumber.trim().toUpperCase();
    const requiredFields = requiredFieldsFor(policyNumber);
    const before = await this.failureCount(ip, policyNumber);
    if (before >= MAX_VERIFICATION_FAILURES) return this.locked(policyNumber, before, requiredFields, ip, VerificationStep.Policy);

    const holders = holdersOf(await this.loadTerms(policyNumber));
    const matched = holders.some((h) => holderNameMatches(details.policyHolder, h));
    await this.record(ip, policyNumber, VerificationStep.Policy, matched);
    const count = matched ? before : await this.failureCount(ip, policyNumber);
    return {
      isValid: matched,
      verifiedPart1: matched,
      verifiedPart2: false,
      requiresStaffVerification: count >= MAX_VERIFICATION_FAILURES,
      registrationFailureCount: count,
      requiredFields,
      verificationToken: null,
    };
  }

  /**
   * Part 2: part 1 again plus the details the policy type needs (a driver's licence on the
   * policy for PPA, the holder's date of birth for HOM and PUP, the holder's mailing zip for
   * every type). A success returns the single-use token account creation needs.
   */
  async verifyFullPolicy(details: PolicyDetails, ip: string): Promise<VerificationOutcome> {
    const policyNumber = details.policyNumber.trim().toUpperCase();
    const requiredFields = requiredFieldsFor(policyNumber);
    const missing = requiredFields.filter((f) => !details[f]?.trim());
    if (missing.length) throw CommonException.validation(Object.fromEntries(missing.map((f) => [f, MISSING_DETAIL_MESSAGES[f]])));

    const before = await this.failureCount(ip, policyNumber);
    if (before >= MAX_VERIFICATION_FAILURES) return this.locked(policyNumber, before, requiredFields, ip, VerificationStep.Full);

    const { named, match } = await this.matchPolicyDetails({ ...details, policyNumber });

    await this.record(ip, policyNumber, VerificationStep.Full, Boolean(match));
    if (!match) {
      const count = await this.failureCount(ip, policyNumber);
      return {
        isValid: false,
        verifiedPart1: named,
        verifiedPart2: false,
        requiresStaffVerification: count >= MAX_VERIFICATION_FAILURES,
        registrationFailureCount: count,
        requiredFields,
        verificationToken: null,
      };
    }

    const token = randomCredential();
    const em = this.em.fork();
    em.persist(
      em.create(VerifiedRegistration, {
        policyNumber,
        policyHolder: details.policyHolder.trim().slice(0, 160),
        policyholder: match.id,
        ip: ip.slice(0, 64),
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
        usedAt: null,
        createdAt: new Date(),
      }),
    );
    await em.flush();
    this.logger.log({ event: 'policy_verified', policyNumber, ip }, 'policy verified in full');
    return {
      isValid: true,
      verifiedPart1: true,
      verifiedPart2: true,
      requiresStaffVerification: false,
      registrationFailureCount: 0,
      requiredFields,
      verificationToken: token,
    };
  }

  /**
   * 'Having problems?': stores the request for staff when the policy exists and the last 4 of
   * the SSN/FEIN match a policyholder on it, and mails the requester that it was received.
   * Otherwise nothing is stored. Returns whether it was stored.
   */
  async requestStaffVerification(details: StaffRequestDetails, ip: string): Promise<boolean> {
    const policyNumber = details.policyNumber.trim().toUpperCase();
    const holders = holdersOf(await this.loadTerms(policyNumber));
    const matched = holders.some((h) => h.taxIdLast4 && h.taxIdLast4 === details.employeeIdentificationNumber);
    await this.record(ip, policyNumber, VerificationStep.Staff, matched);
    if (!matched) {
      this.logger.log({ event: 'staff_verification_refused', policyNumber, ip }, 'staff verification request did not match a policy');
      return false;
    }
    const email = details.staffVerificationEmail.trim().toLowerCase();
    const passwordHash = await hashPassword(details.staffVerificationPassword);
    const licence = details.driversLicenseNumber ? normalizeLicenseNumber(details.driversLicenseNumber) : '';
    // The request and the mail that confirms it commit together.
    await this.em.fork().transactional(async (em) => {
      em.persist(
        em.create(StaffVerificationRequest, {
          createdAt: new Date(),
          policyNumber,
          policyHolder: details.policyHolder.trim().slice(0, 160),
          driversLicenseLast4: licence ? licence.slice(-4) : null,
          zip: details.zip ? normalizeZip(details.zip) : null,
          dateOfBirth: details.dateOfBirth ? parseUsDate(details.dateOfBirth) : null,
          employeeIdentificationNumberLast4: details.employeeIdentificationNumber,
          staffVerificationEmail: email,
          staffVerificationPhoneNumber: details.staffVerificationPhoneNumber.replace(/\D/g, ''),
          passwordHash,
          accepted: null,
          messageToUser: null,
          ip: ip.slice(0, 64),
        }),
      );
      await this.mail.add(em, staffVerificationReceivedMail({ to: email, policyNumber, policyHolder: details.policyHolder.trim() }));
    });
    this.logger.log({ event: 'staff_verification_requested', policyNumber, ip }, 'staff verification request stored');
    return true;
  }

  /**
   * The full-verification match without counting or tokens (also used by add policy): whether a
   * named or secondary insured has the typed name (`named`), and the one whose mailing zip, and
   * licence (PPA, a driver on the policy) or date of birth (HOM, PUP) also match (`match`).
   */
  async matchPolicyDetails(details: PolicyDetails): Promise<{ policyExists: boolean; named: boolean; match: Policyholder | undefined }> {
    const policyNumber = details.policyNumber.trim().toUpperCase();
    const terms = await this.loadTerms(policyNumber);
    const named = holdersOf(terms).filter((h) => holderNameMatches(details.policyHolder, h));
    const prefix = policyPrefix(policyNumber);
    const licenceOk = (): boolean =>
      !!details.driversLicenseNumber &&
      terms.some((t) => t.drivers.getItems().some((d) => licenseNumberMatches(details.driversLicenseNumber!, d.licenseNumber)));
    const match = named.find((h) => {
      if (mailingZip(h) !== normalizeZip(details.zip ?? '')) return false;
      if (prefix === 'PPA' && !licenceOk()) return false;
      if ((prefix === 'HOM' || prefix === 'PUP') && (!h.dateOfBirth || !details.dateOfBirth || parseUsDate(details.dateOfBirth) !== h.dateOfBirth)) return false;
      return true;
    });
    return { policyExists: terms.length > 0, named: named.length > 0, match };
  }

  /** One-time payment: the payment number printed on the policy's bills. */
  async paymentNumberMatches(policyNumber: string, paymentNumber: string): Promise<boolean> {
    return (await this.em.count(Policy, { policyNumber: policyNumber.trim().toUpperCase(), paymentNumber })) > 0;
  }

  /** One-time payment: a policyholder on the policy has this name and mailing zip. */
  async policyHolderAndZipMatch(policyNumber: string, policyHolder: string, zip: string): Promise<boolean> {
    const holders = holdersOf(await this.loadTerms(policyNumber.trim().toUpperCase()));
    return holders.some((h) => holderNameMatches(policyHolder, h) && mailingZip(h) === normalizeZip(zip));
  }

  /** One-time payment: a policyholder of a policy on the account bill has this name and mailing zip. */
  async accountHolderAndZipMatch(accountNumber: string, policyHolder: string, zip: string): Promise<boolean> {
    const account = await this.em.findOne(
      BillingAccount,
      { accountNumber },
      { populate: ['policies.holder.addresses', 'policies.secondaryHolder.addresses'] as never },
    );
    if (!account) return false;
    const holders = holdersOf(account.policies.getItems());
    return holders.some((h) => holderNameMatches(policyHolder, h) && mailingZip(h) === normalizeZip(zip));
  }

  /**
   * Failed part-1 and part-2 verifications counted for the address and for the policy number
   * (the larger), within the window and after the last full success of each.
   */
  async failureCount(ip: string, policyNumber: string): Promise<number> {
    const since = new Date(Date.now() - VERIFICATION_FAILURE_WINDOW_MS);
    const countFor = (column: 'ip' | 'policy_number') => `(
      select count(*)::int from "verification_attempt" f
      where f."${column}" = ? and f."step" in ('policy', 'full') and f."succeeded" = false and f."created_at" > ?
        and f."created_at" > coalesce((
          select max(s."created_at") from "verification_attempt" s
          where s."${column}" = ? and s."step" = 'full' and s."succeeded" = true
        ), '-infinity'::timestamptz)
    )`;
    const rows = await this.em
      .getConnection()
      .execute<{ by_ip: number; by_policy: number }[]>(
        `select ${countFor('ip')} as by_ip, ${countFor('policy_number')} as by_policy`,
        [ip, since, ip, policyNumber, since, policyNumber],
      );
    return Math.min(1000, Math.max(Number(rows[0]?.by_ip ?? 0), Number(rows[0]?.by_policy ?? 0)));
  }

  private async locked(policyNumber: string, count: number, requiredFields: PartTwoField[], ip: string, step: VerificationStep): Promise<VerificationOutcome> {
    this.logger.warn({ event: 'verification_locked', policyNumber, ip, step, failures: count }, 'verification refused: staff verification required');
    return {
      isValid: false,
      verifiedPart1: false,
      verifiedPart2: false,
      requiresStaffVerification: true,
      registrationFailureCount: count,
      requiredFields,
      verificationToken: null,
    };
  }

  private async record(ip: string, policyNumber: string, step: VerificationStep, succeeded: boolean): Promise<void> {
    const em = this.em.fork();
    em.persist(em.create(VerificationAttempt, { ip: ip.slice(0, 64), policyNumber, step, succeeded, createdAt: new Date() }));
    await em.flush();
    if (!succeeded) this.logger.log({ event: 'verification_failed', policyNumber, ip, step }, 'policy verification failed');
  }

  private loadTerms(policyNumber: string): Promise<Policy[]> {
    return this.em.fork().find(
      Policy,
      { policyNumber },
      { populate: ['holder.addresses', 'secondaryHolder.addresses', 'drivers'] as never },
    );
  }
}
