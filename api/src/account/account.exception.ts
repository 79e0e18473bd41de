import { type CodeOf, fixedRefusalException, refusalCatalogue } from '../common/errors/app-exception';

export const ACCOUNT_MESSAGES = {
  verificationTokenInvalid: 'Your policy verification has expired or was already used. Please verify your policy again.',
  policyAlreadyRegistered: 'This policy already has a portal account. Log in, or use Forgot Password if you do not know the password.',
  emailTaken: 'An account with this email address already exists.',
  confirmationCodeInvalid: 'This confirmation link is not valid, was already used or has expired. Request a new confirmation email.',
  resetCodeInvalid: 'This password reset link is not valid, was already used or has expired. Request a new password reset email.',
  emailChangeCodeInvalid: 'This email change link is not valid, was already used or has expired. Request a new email change.',
  wrongCurrentPassword: 'The current password is not correct.',
  sameEmail: 'The new email address is the same as the current one.',
  sameAsOldPassword: 'The new password must differ from the current one.',
} as const;

/** Why the account area refused a call; the code reaches the client (the reply's `code`, listed in the spec's ErrorCode) and the log, the message the user. Values are part of the API. */
const CATALOGUE = refusalCatalogue({
  VerificationTokenInvalid: ['ACCOUNT_VERIFICATION_TOKEN_INVALID', 422, ACCOUNT_MESSAGES.verificationTokenInvalid],
  PolicyAlreadyRegistered: ['ACCOUNT_POLICY_ALREADY_REGISTERED', 409, ACCOUNT_MESSAGES.policyAlreadyRegistered],
  EmailTaken: ['ACCOUNT_EMAIL_TAKEN', 409, ACCOUNT_MESSAGES.emailTaken],
  ConfirmationCodeInvalid: ['ACCOUNT_CONFIRMATION_CODE_INVALID', 422, ACCOUNT_MESSAGES.confirmationCodeInvalid],
  ResetCodeInvalid: ['ACCOUNT_RESET_CODE_INVALID', 422, ACCOUNT_MESSAGES.resetCodeInvalid],
  EmailChangeCodeInvalid: ['ACCOUNT_EMAIL_CHANGE_CODE_INVALID', 422, ACCOUNT_MESSAGES.emailChangeCodeInvalid],
  WrongCurrentPassword: ['ACCOUNT_WRONG_CURRENT_PASSWORD', 422, ACCOUNT_MESSAGES.wrongCurrentPassword],
});

export const AccountExceptionCode = CATALOGUE.codes;
export type AccountExceptionCode = CodeOf<typeof AccountExceptionCode>;

export const REFUSALS = CATALOGUE.table;

export class AccountException extends fixedRefusalException(REFUSALS) {}
