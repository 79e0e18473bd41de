import { type CodeOf, fixedRefusalException, refusalCatalogue } from '../common/errors/app-exception';

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

/** Why the auth area refused a call; the code reaches the client (the reply's `code`, listed in the spec's ErrorCode) and the log, the message the user. Values are part of the API. */
const CATALOGUE = refusalCatalogue({
  TokenMissing: ['AUTH_TOKEN_MISSING', 401, AUTH_MESSAGES.notSignedIn],
  TokenInvalid: ['AUTH_TOKEN_INVALID', 401, AUTH_MESSAGES.notSignedIn],
  TokenExpired: ['AUTH_TOKEN_EXPIRED', 401, AUTH_MESSAGES.notSignedIn],
  SessionRevoked: ['AUTH_SESSION_REVOKED', 401, AUTH_MESSAGES.notSignedIn],
  RefreshInvalid: ['AUTH_REFRESH_INVALID', 401, AUTH_MESSAGES.notSignedIn],
  RefreshReused: ['AUTH_REFRESH_REUSED', 401, AUTH_MESSAGES.notSignedIn],
  RememberMeInvalid: ['AUTH_REMEMBER_ME_INVALID', 401, AUTH_MESSAGES.sessionExpired],
  LoginFailed: ['AUTH_LOGIN_FAILED', 401, AUTH_MESSAGES.loginFailed],
  EmailNotConfirmed: ['AUTH_EMAIL_NOT_CONFIRMED', 403, AUTH_MESSAGES.emailNotConfirmed],
  AdminOnly: ['AUTH_ADMIN_ONLY', 403, AUTH_MESSAGES.notAllowed],
  Impersonated: ['AUTH_IMPERSONATED', 403, AUTH_MESSAGES.impersonated],
  SecondFactorRequired: ['AUTH_SECOND_FACTOR_REQUIRED', 403, AUTH_MESSAGES.secondFactorRequired],
  SecondFactorFailed: ['AUTH_SECOND_FACTOR_FAILED', 401, AUTH_MESSAGES.codeWrong],
  SecondFactorExpired: ['AUTH_SECOND_FACTOR_EXPIRED', 401, AUTH_MESSAGES.secondFactorExpired],
  TotpAlreadyOn: ['AUTH_TOTP_ALREADY_ON', 422, AUTH_MESSAGES.totpAlreadyOn],
  TotpNotStarted: ['AUTH_TOTP_NOT_STARTED', 422, AUTH_MESSAGES.totpNotStarted],
  TotpCodeWrong: ['AUTH_TOTP_CODE_WRONG', 422, AUTH_MESSAGES.codeWrong],
  TotpNotOn: ['AUTH_TOTP_NOT_ON', 422, AUTH_MESSAGES.totpNotOn],
  PasskeyFailed: ['AUTH_PASSKEY_FAILED', 401, AUTH_MESSAGES.passkeyFailed],
  PasskeyRegistrationFailed: ['AUTH_PASSKEY_REGISTRATION_FAILED', 422, AUTH_MESSAGES.passkeyRegistrationFailed],
  PasskeyLimit: ['AUTH_PASSKEY_LIMIT', 422, AUTH_MESSAGES.passkeyLimit],
  PasskeyNotFound: ['AUTH_PASSKEY_NOT_FOUND', 404, AUTH_MESSAGES.passkeyNotFound],
  PasswordWrong: ['AUTH_PASSWORD_WRONG', 422, AUTH_MESSAGES.passwordWrong],
  ThrottledByAddress: ['AUTH_THROTTLED_ADDRESS', 429, AUTH_MESSAGES.throttled],
  ThrottledByAccountAndAddress: ['AUTH_THROTTLED_ACCOUNT_ADDRESS', 429, AUTH_MESSAGES.throttled],
  ThrottledByAccount: ['AUTH_THROTTLED_ACCOUNT', 429, AUTH_MESSAGES.throttledAccount],
});

export const AuthExceptionCode = CATALOGUE.codes;
export type AuthExceptionCode = CodeOf<typeof AuthExceptionCode>;

export const REFUSALS = CATALOGUE.table;

export class AuthException extends fixedRefusalException(REFUSALS) {}
