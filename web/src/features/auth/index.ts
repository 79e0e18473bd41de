/** Sign-in, the session and the profile query: what other features may use of auth. */
export { profileQueryOptions } from './profileQuery';
export { useSession, useRememberedUser, type SessionView } from './hooks/useSession';
export { endImpersonation, sessionManager, sessionReady, sessionStore, startImpersonation } from './runtime';
export { isStaffActingToken } from './session';
export { passkeyErrorMessage, PASSKEY_MESSAGES } from './passkeyErrors';
