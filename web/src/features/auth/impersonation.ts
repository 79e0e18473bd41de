import { type Clock, type StoredSession, decodeClaims, isAdminToken, isStaffActingToken, refreshTokenExpired } from './session';

/**
 * Where a tab goes when its login-as ends (Back to admin, Log Out, or the 30 minutes are up):
 * the login-as lived in that tab only (`SessionStore.startTabSession`), so the staff member's own
 * session is still the shared one, renewed by their other tabs; back to /admin with it, no second
 * sign-in, while it can still be renewed and is an administrator's; else to /login.
 */
export function staffReturnTarget(shared: StoredSession | null, clock: Clock): '/admin' | '/login' {
  return shared && !refreshTokenExpired(shared, clock) && isAdminToken(shared.token) ? '/admin' : '/login';
}

/** Milliseconds (local clock) until a login-as session can no longer be renewed: its end. */
export function msUntilSessionEnds(session: Pick<StoredSession, 'refreshExpiresAt' | 'clockOffsetMs'>, clock: Clock): number {
  return Math.max(0, Date.parse(session.refreshExpiresAt) - (clock.now() + session.clockOffsetMs));
}

/**
 * Who is signed in as whom, from a login-as token, as the token names them (null where it does
 * not); null for a customer's own session. The banner words the missing ones in the page's language.
 */
export function impersonationParties(token: string): { customer: string | null; staff: string | null } | null {
  if (!isStaffActingToken(token)) return null;
  const claims = decodeClaims(token);
  const customer = claims.full_name || claims.email_address || null;
  const staff = typeof claims.act?.email === 'string' && claims.act.email ? claims.act.email : null;
  return { customer, staff };
}

/** Who is signed in as whom, in English; null for a customer's own session. */
export function impersonationOf(token: string): { customer: string; staff: string } | null {
  const who = impersonationParties(token);
  return who ? { customer: who.customer ?? 'this customer', staff: who.staff ?? 'unknown' } : null;
}

/** The banner of the customer screens in a login-as session (issue 15). */
export function impersonationBannerText(token: string): string | null {
  const who = impersonationOf(token);
  return who ? `Signed in as ${who.customer} by staff member ${who.staff}` : null;
}
