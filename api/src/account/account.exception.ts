import { fixedRefusalException, type RefusalTable } from '../common/errors/app-exception';

/** Why the account area refused a call; the code reaches the client (the reply's `code`, listed in the spec's ErrorCode) and the log, the message the user. Values are part of the API. */
export enum AccountExceptionCode {
  VerificationTokenInvalid = 'ACCOUNT_VERIFICATION_TOKEN_INVALID',
  PolicyAlreadyRegistered = 'ACCOUNT_POLICY_ALREADY_REGISTERED',
  EmailTaken = 'ACCOUNT_EMAIL_TAKEN',
  ConfirmationCodeInvalid = 'ACCOUNT_CONFIRMATION_CODE_INVALID',
  ResetCodeInvalid = 'ACCOUNT_RESET_CODE_INVALID',
  EmailChangeCodeInvalid = 'ACCOUNT_EMAIL_CHANGE_CODE_INVALID',
  WrongCurrentPassword = 'ACCOUNT_WRONG_CURRENT_PASSWORD',
}

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

export const REFUSALS: RefusalTable<AccountExceptionCode> = {
  [AccountExceptionCode.VerificationTokenInvalid]: [422, ACCOUNT_MESSAGES.verificationTokenInvalid],
  [AccountExceptionCode.PolicyAlreadyRegistered]: [409, ACCOUNT_MESSAGES.policyAlreadyRegistered],
  [AccountExceptionCode.EmailTaken]: [409, ACCOUNT_MESSAGES.emailTaken],
  [AccountExceptionCode.ConfirmationCodeInvalid]: [422, ACCOUNT_MESSAGES.confirmationCodeInvalid],
  [AccountExceptionCode.ResetCodeInvalid]: [422, ACCOUNT_MESSAGES.resetCodeInvalid],
  [AccountExceptionCode.EmailChangeCodeInvalid]: [422, ACCOUNT_MESSAGES.emailChangeCodeInvalid],
  [AccountExceptionCode.WrongCurrentPassword]: [422, ACCOUNT_MESSAGES.wrongCurrentPassword],
};

export class AccountException extends fixedRefusalException(REFUSALS) {}
