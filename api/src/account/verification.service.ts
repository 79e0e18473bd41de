import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { randomCredential, sha256Hex } from '../auth/token-hash';
import { CommonException } from '../common/errors/app-exception';
import { MailerService } from '../mail/mailer.service';
import { staffVerificationReceivedMail } from '../mail/mail-templates';
import { hashPassword } from '../users/password-hash';
import { StaffVerificationRequest } from './entities/staff-verification-request.entity';
import { VerificationAttempt, VerificationStep } from './entities/verification-attempt.entity';
import { VerifiedRegistration } from './entities/verified-registration.entity';
import {
  missingDetails,
  normalizeLicenseNumber,
  normalizeZip,
  parseUsDate,
  PolicyProofService,
  requiredFieldsFor,
  type PartTwoField,
  type PolicyDetails,
} from '../policy-proof';

/** Failed verifications before only staff verification is offered (doc 1 §9). */
export const MAX_VERIFICATION_FAILURES = 3;
/** Failures older than this no longer count, so a lock-out ends by itself. */
export const VERIFICATION_FAILURE_WINDOW_MS = 24 * 3_600_000;
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
    private readonly mailer: MailerService,
    private readonly proof: PolicyProofService,
  ) {}

  /** Part 1: the policy number and the policyholder name. */
  async verifyPolicy(details: PolicyDetails, ip: string): Promise<VerificationOutcome> {
    const policyNumber = details.policyNumber.trim().toUpperCase();
    const requiredFields = requiredFieldsFor(policyNumber);
    const before = await this.failureCount(ip, policyNumber);
    if (before >= MAX_VERIFICATION_FAILURES) return this.locked(policyNumber, before, requiredFields, ip, VerificationStep.Policy);

    const matched = await this.proof.holderNameMatches(policyNumber, details.policyHolder);
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
    const missing = missingDetails(policyNumber, details);
    if (Object.keys(missing).length) throw CommonException.validation(missing);

    const before = await this.failureCount(ip, policyNumber);
    if (before >= MAX_VERIFICATION_FAILURES) return this.locked(policyNumber, before, requiredFields, ip, VerificationStep.Full);

    const { named, match } = await this.proof.matchPolicyDetails({ ...details, policyNumber });

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
        policyholder: match.holderId,
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
    const matched = await this.proof.taxIdLast4Matches(policyNumber, details.employeeIdentificationNumber);
    await this.record(ip, policyNumber, VerificationStep.Staff, matched);
    if (!matched) {
      this.logger.log({ event: 'staff_verification_refused', policyNumber, ip }, 'staff verification request did not match a policy');
      return false;
    }
    const email = details.staffVerificationEmail.trim().toLowerCase();
    const passwordHash = await hashPassword(details.staffVerificationPassword);
    const licence = details.driversLicenseNumber ? normalizeLicenseNumber(details.driversLicenseNumber) : '';
    const em = this.em.fork();
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
    await em.flush();
    this.logger.log({ event: 'staff_verification_requested', policyNumber, ip }, 'staff verification request stored');
    await this.mailer.send(staffVerificationReceivedMail({ to: email, policyNumber, policyHolder: details.policyHolder.trim() }));
    return true;
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
}
