import type { ErrorCode } from '@portal/generated-client';

/** The panel /login shows (doc 1 §2 /login). */
export type LoginView = 'confirmationSent' | 'welcomeBack' | 'form';

export interface LoginViewState {
  /** The server refused the sign-in as 'Requires Email Confirmation'. */
  unconfirmed: boolean;
  /** A remember-me credential is stored on this device. */
  remembered: boolean;
  /** A session has started. */
  signedIn: boolean;
}

/**
 * Which panel /login shows. Once a session has started the page is on its way out (the app
 * navigates to the signed-in target), and it keeps the panel it showed before: a sign-in with
 * Remember me stores its credential at that moment, which must not swap the form for Welcome
 * Back for the instant before the page leaves (a tap there would start a second sign-in).
 */
export function loginView(state: LoginViewState, shownBefore: LoginView | null): LoginView {
  if (state.signedIn && shownBefore) return shownBefore;
  if (state.unconfirmed) return 'confirmationSent';
  return state.remembered ? 'welcomeBack' : 'form';
}

/**
 * The reply codes that mean the stored remember-me credential can no longer sign in, so Welcome
 * Back forgets it and shows the sign-in form: refused by the server (AUTH_REMEMBER_ME_INVALID:
 * expired, revoked, used elsewhere) or not a credential at all (a stored value the request
 * check refuses). Anything else (throttling, the server unreachable) keeps it for another try.
 */
const CREDENTIAL_REFUSED: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['AUTH_REMEMBER_ME_INVALID', 'VALIDATION_FAILED', 'MALFORMED_BODY']);

/** Decides on the envelope's code, never on the HTTP status or the message. */
export function rememberedCredentialRefused(code: ErrorCode | undefined): boolean {
  return code !== undefined && CREDENTIAL_REFUSED.has(code);
}
