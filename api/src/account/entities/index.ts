import { EmailCode } from './email-code.entity';
import { StaffVerificationRequest } from './staff-verification-request.entity';
import { VerificationAttempt } from './verification-attempt.entity';
import { VerifiedRegistration } from './verified-registration.entity';

export * from './email-code.entity';
export * from './staff-verification-request.entity';
export * from './verification-attempt.entity';
export * from './verified-registration.entity';

/** The account area's tables. */
export const ACCOUNT_ENTITIES = [EmailCode, VerificationAttempt, StaffVerificationRequest, VerifiedRegistration];
