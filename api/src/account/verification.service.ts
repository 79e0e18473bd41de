import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { randomCredential, sha256Hex } from '../auth';
import { CommonException } from '../common/errors/app-exception';
import { MailOutbox } from '../mail';
import { type Locale, DEFAULT_LOCALE } from '../common/i18n/locales';
import { staffVerificationReceivedMail } from '../mail';
import { hashPassword } from '../users';
import { StaffVerificationRequest } from './entities/staff-verification-request.entity';
import { VerificationStep } from './entities/verification-attempt.entity';
import { VerifiedRegistration } from './entities/verified-registration.entity';
import { VerificationAttempts, type AttemptKeys } from './verification-attempts';
import { underAdvisoryLocks } from '../database/transactions';
import {
  missingDetails,
  normalizeLicenseNumber,
  normalizeName,
  normalizeZip,
  parseUsDate,
  PolicyProofService,
  requiredFieldsFor,
  type PartTwoField,
  type PolicyDetails,
} from '../policy-proof';

/** Failed verifications before only staff verification is offered (doc 1 §9), per policy and per person. */
export const MAX_VERIFICATION_FAILURES = 3;
/**
 * Failed verifications from one client address, whoever typed them, before it gets only staff
 * verification: a coarse abuse limit, ten people's worth, so an office behind one NAT address
 * is not locked out by one person's three failures.
 */
export const ADDRESS_VERIFICATION_FAILURE_LIMIT = 30;
/**
 * Failed full (part 2) verifications of one policy before it gets only staff verification,
 * however often part 1 succeeded in between. A part-1 success resets the count (doc 1 §4); this
 * cap keeps that reset from letting someone who knows the name guess the licence, date of birth
 * or zip for ever.
 */
export const POLICY_DETAIL_FAILURE_LIMIT = 10;
/** Failures older than this no longer count, so a lock-out ends by itself. */
export const VERIFICATION_FAILURE_WINDOW_MS = 24 * 3_600_000;

/**
 * The person key of a verification: the client address and the policyholder name as typed
 * (normalized as the match does, so "Marcus Bell" and "marcus  bell" are one person), hashed so
 * the name is not stored.
 */
export function personKeyOf(ip: string, policyHolder: string): string {
  return sha256Hex(`${ip}\n${normalizeName(policyHolder)}`);
}

/** How long the token of a full verification can create an account. */
export const VERIFICATION_TOKEN_TTL_MS = 30 * 60_000;

export type { PolicyDetails };

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

/**
 * Registration verification (doc 1 §4, §5) against the core records, with the failure count
 * kept on the server. Failed part-1 and part-2 verifications of the last 24 hours are counted
 * per policy number and per person (client address + the name typed, `personKeyOf`), each since
 * the last success (part 1 or full) on that key, as doc 1 §4 says; the reply's
 * `registrationFailureCount` is the larger of the two. Verification answers "not valid" without
 * looking at the details, and only the staff verification request is left, when either count
 * reaches 3, when the client address has 30 failures in 24 hours whoever typed them (a coarse
 * abuse limit: an office behind one address is not locked out by one person), or when the
 * policy has 10 failed full verifications in 24 hours (part-1 successes do not reset that one,
 * so the reset cannot be used to guess the part-2 details for ever).
 */
@Injectable()
export class VerificationService {
  private readonly logger = new Logger('Registration');

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailOutbox,
    private readonly proof: PolicyProofService,
  ) {}

  /** Part 1: the policy number and the policyholder name. */
  async verifyPolicy(details: PolicyDetails, ip: string): Promise<VerificationOutcome> {
    const policyNumber = details.policyNumber.trim().toUpperCase();
    const requiredFields = requiredFieldsFor(policyNumber);
    const keys = this.keysOf(ip, policyNumber, details.policyHolder);
    return this.counted(keys, async (tx) => {
      const before = await this.failureCount(keys, tx);
      if (before.locked) return this.locked(keys, before.count, requiredFields, VerificationStep.Policy);

      const matched = await this.proof.holderNameMatches(policyNumber, details.policyHolder);
      await this.record(keys, VerificationStep.Policy, matched, tx);
      // A part-1 success resets the count (doc 1 §4); a failure is counted at once.
      const after = matched ? { count: 0, locked: false } : await this.failureCount(keys, tx);
      return {
        isValid: matched,
        verifiedPart1: matched,
        verifiedPart2: false,
        requiresStaffVerification: after.locked,
        registrationFailureCount: after.count,
        requiredFields,
        verificationToken: null,
      };
    });
  }

  /**
   * Part 2: part 1 again plus the details the policy type needs (a driver's licence on the
   * policy for PPA, the holder's date of birth for HOM and PUP, the holder's mailing zip for
   * every type). A success returns the single-use token account creation needs.
   */
  async verifyFullPolicy(details: PolicyDetails, ip: string): Promise<VerificationOutcome> {
    const policyNumber = details.policyNumber.trim().toUpperCase();
    const requiredFields = requiredFieldsFor(policyNumber);
    const missing = missingDetails(policyNumber, details);
    if (Object.keys(missing).length) throw CommonException.validation(missing);

    const keys = this.keysOf(ip, policyNumber, details.policyHolder);
    return this.counted(keys, async (tx) => {
      const before = await this.failureCount(keys, tx);
      if (before.locked) return this.locked(keys, before.count, requiredFields, VerificationStep.Full);

      const { named, match } = await this.proof.matchPolicyDetails({ ...details, policyNumber });

      await this.record(keys, VerificationStep.Full, Boolean(match), tx);
      if (!match) {
        const after = await this.failureCount(keys, tx);
        return {
          isValid: false,
          verifiedPart1: named,
          verifiedPart2: false,
          requiresStaffVerification: after.locked,
          registrationFailureCount: after.count,
          requiredFields,
          verificationToken: null,
        };
      }

      const token = randomCredential();
      await tx.insert(VerifiedRegistration, {
        policyNumber,
        policyHolder: details.policyHolder.trim().slice(0, 160),
        policyholderId: match.holderId,
        ip: ip.slice(0, 64),
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
        usedAt: null,
        createdAt: new Date(),
      });
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
    });
  }

  /**
   * 'Having problems?': stores the request for staff when the policy exists and the last 4 of
   * the SSN/FEIN match a policyholder on it, and mails the requester that it was received.
   * Otherwise nothing is stored. Returns whether it was stored.
   */
  /** `locale`: the requester's language (no account yet), stored with the request for its mails (received, accepted, declined) and the account. */
  async requestStaffVerification(details: StaffRequestDetails, ip: string, locale: Locale = DEFAULT_LOCALE): Promise<boolean> {
    const policyNumber = details.policyNumber.trim().toUpperCase();
    const matched = await this.proof.taxIdLast4Matches(policyNumber, details.employeeIdentificationNumber);
    await this.record(this.keysOf(ip, policyNumber, details.policyHolder), VerificationStep.Staff, matched, this.em);
    if (!matched) {
      this.logger.log({ event: 'staff_verification_refused', policyNumber, ip }, 'staff verification request did not match a policy');
      return false;
    }
    const email = details.staffVerificationEmail.trim().toLowerCase();
    const passwordHash = await hashPassword(details.staffVerificationPassword);
    const licence = details.driversLicenseNumber ? normalizeLicenseNumber(details.driversLicenseNumber) : '';
    // The request and the mail that confirms it commit together.
    await this.em.transactional(async (em) => {
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
          locale,
        }),
      );
      await this.mail.add(em, staffVerificationReceivedMail({ to: email, policyNumber, policyHolder: details.policyHolder.trim(), locale }));
    });
    this.logger.log({ event: 'staff_verification_requested', policyNumber, ip }, 'staff verification request stored');
    return true;
  }

  /**
   * The failure count shown to the caller and whether verification is locked for these keys
   * (see the class comment). Failures of the last 24 hours; the policy and person counts start
   * again after the last success (part 1 or full) on their key.
   */
  async failureCount(keys: AttemptKeys, em: EntityManager = this.em): Promise<{ count: number; locked: boolean }> {
    const counts = await VerificationAttempts.failures(em, keys, new Date(Date.now() - VERIFICATION_FAILURE_WINDOW_MS));
    const count = Math.min(1000, Math.max(counts.byPolicy, counts.byPerson));
    const coarse = counts.byAddress >= ADDRESS_VERIFICATION_FAILURE_LIMIT || counts.policyDetails >= POLICY_DETAIL_FAILURE_LIMIT;
    // A coarse lock shows as the third failure, so a client that offers 'back and try again'
    // only below 3 (doc 1 §4) agrees with requiresStaffVerification.
    return coarse ? { count: Math.max(count, MAX_VERIFICATION_FAILURES), locked: true } : { count, locked: count >= MAX_VERIFICATION_FAILURES };
  }

  private keysOf(ip: string, policyNumber: string, policyHolder: string): AttemptKeys {
    return { ip: ip.slice(0, 64), policyNumber, personKey: personKeyOf(ip, policyHolder) };
  }

  private async locked(keys: AttemptKeys, count: number, requiredFields: PartTwoField[], step: VerificationStep): Promise<VerificationOutcome> {
    this.logger.warn(
      { event: 'verification_locked', policyNumber: keys.policyNumber, ip: keys.ip, step, failures: count },
      'verification refused: staff verification required',
    );
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

  /**
   * Runs one verification of `keys` in a transaction holding the locks of its policy and its
   * person: verifications of one policy or one person take turns, so each is checked on the
   * failures of the ones before it, and many sent at once cannot all pass the limit.
   */
  private counted<T>(keys: AttemptKeys, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return underAdvisoryLocks(this.em, [`verify:policy:${keys.policyNumber}`, `verify:person:${keys.personKey}`], work);
  }

  private async record(keys: AttemptKeys, step: VerificationStep, succeeded: boolean, em: EntityManager): Promise<void> {
    await VerificationAttempts.record(em, keys, step, succeeded);
    if (!succeeded) this.logger.log({ event: 'verification_failed', policyNumber: keys.policyNumber, ip: keys.ip, step }, 'policy verification failed');
  }
}
