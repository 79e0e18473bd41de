import { fixedRefusalException, type RefusalTable } from '../common/errors/app-exception';

/** Why the auth area refused a call; the code reaches the client (the reply's `code`, listed in the spec's ErrorCode) and the log, the message the user. Values are part of the API. */
export enum AuthExceptionCode {
  TokenMissing = 'AUTH_TOKEN_MISSING',
  TokenInvalid = 'AUTH_TOKEN_INVALID',
  TokenExpired = 'AUTH_TOKEN_EXPIRED',
  SessionRevoked = 'AUTH_SESSION_REVOKED',
  RefreshInvalid = 'AUTH_REFRESH_INVALID',
  RefreshReused = 'AUTH_REFRESH_REUSED',
  RememberMeInvalid = 'AUTH_REMEMBER_ME_INVALID',
  LoginFailed = 'AUTH_LOGIN_FAILED',
  EmailNotConfirmed = 'AUTH_EMAIL_NOT_CONFIRMED',
  AdminOnly = 'AUTH_ADMIN_ONLY',
  Impersonated = 'AUTH_IMPERSONATED',
  SecondFactorRequired = 'AUTH_SECOND_FACTOR_REQUIRED',
  SecondFactorFailed = 'AUTH_SECOND_FACTOR_FAILED',
  SecondFactorExpired = 'AUTH_SECOND_FACTOR_EXPIRED',
  TotpAlreadyOn = 'AUTH_TOTP_ALREADY_ON',
  TotpNotStarted = 'AUTH_TOTP_NOT_STARTED',
  TotpCodeWrong = 'AUTH_TOTP_CODE_WRONG',
  TotpNotOn = 'AUTH_TOTP_NOT_ON',
  PasskeyFailed = 'AUTH_PASSKEY_FAILED',
  PasskeyRegistrationFailed = 'AUTH_PASSKEY_REGISTRATION_FAILED',
  PasskeyLimit = 'AUTH_PASSKEY_LIMIT',
  PasskeyNotFound = 'AUTH_PASSKEY_NOT_FOUND',
  PasswordWrong = 'AUTH_PASSWORD_WRONG',
  ThrottledByAddress = 'AUTH_THROTTLED_ADDRESS',
  ThrottledByAccountAndAddress = 'AUTH_THROTTLED_ACCOUNT_ADDRESS',
  ThrottledByAccount = 'AUTH_THROTTLED_ACCOUNT',
}

/** The texts several refusals share (doc 1 §8 and the identity design). */
const NOT_SIGNED_IN = 'User must be logged in.';
const CODE_WRONG = 'The code is incorrect. Please try again.';
const THROTTLED = 'Too many attempts. Please wait 15 minutes and try again.';

export const REFUSALS: RefusalTable<AuthExceptionCode> = {
  [AuthExceptionCode.TokenMissing]: [401, NOT_SIGNED_IN],
  [AuthExceptionCode.TokenInvalid]: [401, NOT_SIGNED_IN],
  [AuthExceptionCode.TokenExpired]: [401, NOT_SIGNED_IN],
  [AuthExceptionCode.SessionRevoked]: [401, NOT_SIGNED_IN],
  [AuthExceptionCode.RefreshInvalid]: [401, NOT_SIGNED_IN],
  [AuthExceptionCode.RefreshReused]: [401, NOT_SIGNED_IN],
  [AuthExceptionCode.RememberMeInvalid]: [401, 'Your session has expired'],
  [AuthExceptionCode.LoginFailed]: [401, 'The username or password is incorrect.'],
  [AuthExceptionCode.EmailNotConfirmed]: [403, 'Requires Email Confirmation'],
  [AuthExceptionCode.AdminOnly]: [403, 'You are not allowed to do this.'],
  [AuthExceptionCode.Impersonated]: [403, 'Staff signed in as a customer cannot change the password, email address or delivery settings.'],
  [AuthExceptionCode.SecondFactorRequired]: [403, 'Set up an authenticator app before using the back office, then sign in again.'],
  [AuthExceptionCode.SecondFactorFailed]: [401, CODE_WRONG],
  [AuthExceptionCode.SecondFactorExpired]: [401, 'Your sign-in has expired. Please sign in again.'],
  [AuthExceptionCode.TotpAlreadyOn]: [422, 'An authenticator app is already set up. Turn it off first to set up another one.'],
  [AuthExceptionCode.TotpNotStarted]: [422, 'Start the authenticator app setup again.'],
  [AuthExceptionCode.TotpCodeWrong]: [422, CODE_WRONG],
  [AuthExceptionCode.TotpNotOn]: [422, 'No authenticator app is set up.'],
  [AuthExceptionCode.PasskeyFailed]: [401, 'That passkey could not sign you in. Try again, or sign in with your password.'],
  [AuthExceptionCode.PasskeyRegistrationFailed]: [422, 'The passkey could not be added. Please try again.'],
  [AuthExceptionCode.PasskeyLimit]: [422, 'You can have up to 10 passkeys. Remove one to add another.'],
  [AuthExceptionCode.PasskeyNotFound]: [404, 'That passkey was not found.'],
  [AuthExceptionCode.PasswordWrong]: [422, 'The current password is not correct.'],
  [AuthExceptionCode.ThrottledByAddress]: [429, THROTTLED],
  [AuthExceptionCode.ThrottledByAccountAndAddress]: [429, THROTTLED],
  [AuthExceptionCode.ThrottledByAccount]: [429, 'Too many attempts for this account. Please wait an hour and try again.'],
};

export class AuthException extends fixedRefusalException(REFUSALS) {}
