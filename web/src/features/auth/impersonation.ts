import { type KeyValueStorage, type StoredSession, decodeClaims, isStaffActingToken } from './session';

/** Where the staff member's own session waits while they are signed in as a customer (this tab only). */
export const STAFF_SESSION_KEY = 'portal.staffSession';

/**
 * The back office's login-as (issue 15): the staff member's own session is kept aside in
 * sessionStorage (this tab), the customer's session takes its place, and "Back to admin" puts
 * the staff member's back. Only an administrator's session is kept.
 */
export class StaffSessionKeeper {
  constructor(private readonly storage: KeyValueStorage) {}

  keep(session: StoredSession): void {
    this.storage.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
  }

  /** The kept session (and forgets it), or null when none or malformed. */
  take(): StoredSession | null {
    let raw: string | null = null;
    try {
      raw = this.storage.getItem(STAFF_SESSION_KEY);
      this.storage.removeItem(STAFF_SESSION_KEY);
    } catch {
      return null;
    }
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as Partial<StoredSession> | null;
      return value && typeof value.token === 'string' && typeof value.refreshToken === 'string' ? (value as StoredSession) : null;
    } catch {
      return null;
    }
  }
}

/** Who is signed in as whom, from a login-as token; null for a customer's own session. */
export function impersonationOf(token: string): { customer: string; staff: string } | null {
  if (!isStaffActingToken(token)) return null;
  const claims = decodeClaims(token);
  const customer = claims.full_name || claims.email_address || 'this customer';
  const staff = typeof claims.act?.email === 'string' && claims.act.email ? claims.act.email : 'unknown';
  return { customer, staff };
}

/** The banner of the customer screens in a login-as session (issue 15). */
export function impersonationBannerText(token: string): string | null {
  const who = impersonationOf(token);
  return who ? `Signed in as ${who.customer} by staff member ${who.staff}` : null;
}
