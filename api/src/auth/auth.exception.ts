import { AppException, type RefusalTable } from '../common/errors/app-exception';

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

/** The user-facing texts of doc 1 §8 and the identity design. */
export const AUTH_MESSAGES = {
  notSignedIn: 'User must be logged in.',
  sessionExpired: 'Your session has expired',
  loginFailed: 'The username or password is incorrect.',
  emailNotConfirmed: 'Requires Email Confirmation',
  notAllowed: 'You are not allowed to do this.',
  impersonated: 'Staff signed in as a customer cannot change the password, email address or delivery settings.',
  secondFactorRequired: 'Set up an authenticator app before using the back office, then sign in again.',
  codeWrong: 'The code is incorrect. Please try again.',
  secondFactorExpired: 'Your sign-in has expired. Please sign in again.',
  totpAlreadyOn: 'An authenticator app is already set up. Turn it off first to set up another one.',
  totpNotStarted: 'Start the authenticator app setup again.',
  totpNotOn: 'No authenticator app is set up.',
  passkeyFailed: 'That passkey could not sign you in. Try again, or sign in with your password.',
  passkeyRegistrationFailed: 'The passkey could not be added. Please try again.',
  passkeyLimit: 'You can have up to 10 passkeys. Remove one to add another.',
  passkeyNotFound: 'That passkey was not found.',
  passwordWrong: 'The current password is not correct.',
  throttled: 'Too many attempts. Please wait 15 minutes and try again.',
  throttledAccount: 'Too many attempts for this account. Please wait an hour and try again.',
} as const;

export const REFUSALS: RefusalTable<AuthExceptionCode> = {
  [AuthExceptionCode.TokenMissing]: [401, AUTH_MESSAGES.notSignedIn],
  [AuthExceptionCode.TokenInvalid]: [401, AUTH_MESSAGES.notSignedIn],
  [AuthExceptionCode.TokenExpired]: [401, AUTH_MESSAGES.notSignedIn],
  [AuthExceptionCode.SessionRevoked]: [401, AUTH_MESSAGES.notSignedIn],
  [AuthExceptionCode.RefreshInvalid]: [401, AUTH_MESSAGES.notSignedIn],
  [AuthExceptionCode.RefreshReused]: [401, AUTH_MESSAGES.notSignedIn],
  [AuthExceptionCode.RememberMeInvalid]: [401, AUTH_MESSAGES.sessionExpired],
  [AuthExceptionCode.LoginFailed]: [401, AUTH_MESSAGES.loginFailed],
  [AuthExceptionCode.EmailNotConfirmed]: [403, AUTH_MESSAGES.emailNotConfirmed],
  [AuthExceptionCode.AdminOnly]: [403, AUTH_MESSAGES.notAllowed],
  [AuthExceptionCode.Impersonated]: [403, AUTH_MESSAGES.impersonated],
  [AuthExceptionCode.SecondFactorRequired]: [403, AUTH_MESSAGES.secondFactorRequired],
  [AuthExceptionCode.SecondFactorFailed]: [401, AUTH_MESSAGES.codeWrong],
  [AuthExceptionCode.SecondFactorExpired]: [401, AUTH_MESSAGES.secondFactorExpired],
  [AuthExceptionCode.TotpAlreadyOn]: [422, AUTH_MESSAGES.totpAlreadyOn],
  [AuthExceptionCode.TotpNotStarted]: [422, AUTH_MESSAGES.totpNotStarted],
  [AuthExceptionCode.TotpCodeWrong]: [422, AUTH_MESSAGES.codeWrong],
  [AuthExceptionCode.TotpNotOn]: [422, AUTH_MESSAGES.totpNotOn],
  [AuthExceptionCode.PasskeyFailed]: [401, AUTH_MESSAGES.passkeyFailed],
  [AuthExceptionCode.PasskeyRegistrationFailed]: [422, AUTH_MESSAGES.passkeyRegistrationFailed],
  [AuthExceptionCode.PasskeyLimit]: [422, AUTH_MESSAGES.passkeyLimit],
  [AuthExceptionCode.PasskeyNotFound]: [404, AUTH_MESSAGES.passkeyNotFound],
  [AuthExceptionCode.PasswordWrong]: [422, AUTH_MESSAGES.passwordWrong],
  [AuthExceptionCode.ThrottledByAddress]: [429, AUTH_MESSAGES.throttled],
  [AuthExceptionCode.ThrottledByAccountAndAddress]: [429, AUTH_MESSAGES.throttled],
  [AuthExceptionCode.ThrottledByAccount]: [429, AUTH_MESSAGES.throttledAccount],
};

export class AuthException extends AppException<AuthExceptionCode> {
  constructor(code: AuthExceptionCode, internalDetail?: string) {
    const [status, message] = REFUSALS[code];
    super(code, status, [message], internalDetail);
  }
}
