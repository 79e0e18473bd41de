/** Sign-in, the session and the profile query: what other features may use of auth. */
export { profileQueryOptions } from './profileQuery';
export { useSession, useRememberedUser, type SessionView } from './hooks/useSession';
export { endImpersonation, sessionManager, sessionStore, startImpersonation } from './runtime';
export { passkeyErrorMessage, PASSKEY_MESSAGES } from './passkeyErrors';
