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

export const REFUSALS: RefusalTable<AccountExceptionCode> = {
  [AccountExceptionCode.VerificationTokenInvalid]: [422, 'Your policy verification has expired or was already used. Please verify your policy again.'],
  [AccountExceptionCode.PolicyAlreadyRegistered]: [
    409,
    'This policy already has a portal account. Log in, or use Forgot Password if you do not know the password.',
  ],
  [AccountExceptionCode.EmailTaken]: [409, 'An account with this email address already exists.'],
  [AccountExceptionCode.ConfirmationCodeInvalid]: [
    422,
    'This confirmation link is not valid, was already used or has expired. Request a new confirmation email.',
  ],
  [AccountExceptionCode.ResetCodeInvalid]: [422, 'This password reset link is not valid, was already used or has expired. Request a new password reset email.'],
  [AccountExceptionCode.EmailChangeCodeInvalid]: [422, 'This email change link is not valid, was already used or has expired. Request a new email change.'],
  [AccountExceptionCode.WrongCurrentPassword]: [422, 'The current password is not correct.'],
};

export class AccountException extends fixedRefusalException(REFUSALS) {}

/** The account area's field messages that are not refusals of their own (they answer VALIDATION_FAILED with the field). */
export const ACCOUNT_MESSAGES = {
  sameEmail: 'The new email address is the same as the current one.',
  sameAsOldPassword: 'The new password must differ from the current one.',
} as const;
