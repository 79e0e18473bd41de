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
  throttled: 'Too many attempts. Please wait 15 minutes and try again.',
  throttledAccount: 'Too many attempts for this account. Please wait an hour and try again.',
} as const;

const REFUSALS: RefusalTable<AuthExceptionCode> = {
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
