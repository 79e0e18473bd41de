import type { AuthSession } from '@portal/generated-client';

/**
 * The signed-in session as this browser keeps it (doc 1 §3 "Session"). Times are the
 * server's ISO strings as received; `clockOffsetMs` (server time minus local time when the
 * session arrived) turns the local clock into the server's, so a wrong PC clock does not make
 * a fresh token look expired or an expired one look fresh.
 */
export interface StoredSession {
  token: string;
  refreshToken: string;
  expiresAt: string;
  refreshExpiresAt: string;
  tokenDate: string;
  clockOffsetMs: number;
  username: string;
}

/** The remember-me credential (doc 1 §4 "Login"), kept apart from the session. */
export interface RememberedUser {
  credential: string;
  username: string;
}

/** Local time source; tests pass a fake one. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The part of the Web Storage API the session needs (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SESSION_KEY = 'portal.session';
/**
 * A session of this tab only (sessionStorage): the back office's login-as (issue 15). While it
 * is there it is this tab's session; the shared one (localStorage) stays the staff member's,
 * so their other tabs stay signed in as themselves.
 */
export const TAB_SESSION_KEY = 'portal.tabSession';
export const REMEMBER_ME_KEY = 'portal.rememberMe';

/**
 * An access token this close to its expiry is renewed before use, so it cannot expire on the
 * way to the server.
 */
export const ACCESS_TOKEN_MARGIN_MS = 5_000;

/** Builds the stored session from a login, refresh or remember-me reply received at `localNow`. */
export function sessionFromReply(reply: AuthSession, localNow: number): StoredSession {
  const serverTime = Date.parse(reply.tokenDate);
  return {
    token: reply.token,
    refreshToken: reply.refreshToken,
    expiresAt: reply.expiresAt,
    refreshExpiresAt: reply.refreshExpiresAt,
    tokenDate: reply.tokenDate,
    clockOffsetMs: Number.isFinite(serverTime) ? serverTime - localNow : 0,
    username: reply.username,
  };
}

/** The server's "now" for this session: the local clock corrected by the offset. */
export function serverNow(session: StoredSession, clock: Clock): number {
  return clock.now() + session.clockOffsetMs;
}

/** True when the access token has expired, or will within the margin. */
export function accessTokenNeedsRenewal(session: StoredSession, clock: Clock): boolean {
  return serverNow(session, clock) >= Date.parse(session.expiresAt) - ACCESS_TOKEN_MARGIN_MS;
}

/** True when the refresh token can no longer renew the session. */
export function refreshTokenExpired(session: StoredSession, clock: Clock): boolean {
  return serverNow(session, clock) >= Date.parse(session.refreshExpiresAt);
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    ['token', 'refreshToken', 'expiresAt', 'refreshExpiresAt', 'tokenDate', 'username'].every((k) => typeof s[k] === 'string' && s[k] !== '') &&
    typeof s.clockOffsetMs === 'number' &&
    Number.isFinite(Date.parse(s.expiresAt as string)) &&
    Number.isFinite(Date.parse(s.refreshExpiresAt as string))
  );
}

function isRememberedUser(value: unknown): value is RememberedUser {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.credential === 'string' && r.credential !== '' && typeof r.username === 'string';
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The session and the remember-me credential in persistent storage. Reads go to storage every
 * time (memoised on the raw text), so a session another tab renewed or ended is seen at once;
 * listeners hear about changes made here and, through `notifyExternalChange`, in other tabs.
 *
 * With `tabStorage` (sessionStorage in the browser), a tab session (login-as) can be started:
 * while it exists, `get`, `save` and `clear` act on it and the shared session is left alone;
 * `endTabSession` drops it and the shared session (the staff member's own, renewed meanwhile by
 * their other tabs) is this tab's session again.
 */
export class SessionStore {
  private readonly listeners = new Set<() => void>();
  private sessionMemo: { raw: string | null; value: StoredSession | null } = { raw: null, value: null };
  private tabMemo: { raw: string | null; value: StoredSession | null } = { raw: null, value: null };
  private rememberMemo: { raw: string | null; value: RememberedUser | null } = { raw: null, value: null };
  private tabSessionCleared = false;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock = systemClock,
    private readonly tabStorage: KeyValueStorage | null = null,
  ) {}

  /** This tab's session, else the shared one, or null. A malformed entry counts as none. */
  get(): StoredSession | null {
    return this.tabSession() ?? this.sharedSession();
  }

  /** The shared session (every tab's), whatever this tab's own is. */
  sharedSession(): StoredSession | null {
    const raw = safeGet(this.storage, SESSION_KEY);
    if (raw !== this.sessionMemo.raw) {
      const value = parse(raw);
      this.sessionMemo = { raw, value: isStoredSession(value) ? value : null };
    }
    return this.sessionMemo.value;
  }

  /** Whether this tab has a session of its own (a login-as). */
  isTabSession(): boolean {
    return this.tabSession() !== null;
  }

  /** Saves the session where it lives: this tab's when it has one, else the shared one. */
  save(session: StoredSession): void {
    if (this.tabStorage && this.isTabSession()) this.tabStorage.setItem(TAB_SESSION_KEY, JSON.stringify(session));
    else this.storage.setItem(SESSION_KEY, JSON.stringify(session));
    this.emit();
  }

  /** Stores the session of a login, refresh or remember-me reply received now. */
  saveReply(reply: AuthSession): StoredSession {
    const session = sessionFromReply(reply, this.clock.now());
    this.save(session);
    return session;
  }

  /** Starts a session of this tab only (login-as); the shared session is not touched. */
  startTabSession(reply: AuthSession): StoredSession {
    if (!this.tabStorage) throw new Error('This store keeps no tab sessions');
    const session = sessionFromReply(reply, this.clock.now());
    this.tabStorage.setItem(TAB_SESSION_KEY, JSON.stringify(session));
    this.tabSessionCleared = false;
    this.emit();
    return session;
  }

  /** Ends this tab's own session; answers the shared session, which is this tab's again. */
  endTabSession(): StoredSession | null {
    this.tabSessionCleared = false;
    if (this.tabStorage && safeGet(this.tabStorage, TAB_SESSION_KEY) !== null) {
      this.tabStorage.removeItem(TAB_SESSION_KEY);
      this.emit();
    }
    return this.sharedSession();
  }

  /**
   * Whether the last `clear` ended this tab's session rather than the shared one (the session
   * manager clears an expired or refused session before telling the app); asking forgets it.
   */
  takeTabSessionCleared(): boolean {
    const cleared = this.tabSessionCleared;
    this.tabSessionCleared = false;
    return cleared;
  }

  /** Replaces the username of the stored session (after /legacyuser changed it). */
  updateUsername(username: string): void {
    const session = this.get();
    if (session) this.save({ ...session, username });
  }

  /** Ends this tab's session when it has one (the shared one stays), else the shared session. */
  clear(): void {
    if (this.tabStorage && this.isTabSession()) {
      this.tabStorage.removeItem(TAB_SESSION_KEY);
      this.tabSessionCleared = true;
      this.emit();
      return;
    }
    if (safeGet(this.storage, SESSION_KEY) === null) return;
    this.storage.removeItem(SESSION_KEY);
    this.emit();
  }

  /**
   * Start-up rule (doc 1 §4 "Session"): a stored session whose refresh token has expired
   * (in server time) is discarded. Returns the session that remains: an expired tab session
   * (login-as past its 30 minutes) gives way to the shared one, checked the same way.
   */
  discardIfExpired(): StoredSession | null {
    if (this.tabStorage && !this.isTabSession() && safeGet(this.tabStorage, TAB_SESSION_KEY) !== null) {
      this.tabStorage.removeItem(TAB_SESSION_KEY); // malformed
    }
    const session = this.get();
    if (session && refreshTokenExpired(session, this.clock)) {
      const wasTab = this.isTabSession();
      this.clear();
      this.tabSessionCleared = false;
      return wasTab ? this.discardIfExpired() : null;
    }
    if (!session && safeGet(this.storage, SESSION_KEY) !== null) this.clear(); // malformed
    return session;
  }

  getRememberedUser(): RememberedUser | null {
    const raw = safeGet(this.storage, REMEMBER_ME_KEY);
    if (raw !== this.rememberMemo.raw) {
      const value = parse(raw);
      this.rememberMemo = { raw, value: isRememberedUser(value) ? value : null };
    }
    return this.rememberMemo.value;
  }

  saveRememberedUser(user: RememberedUser): void {
    this.storage.setItem(REMEMBER_ME_KEY, JSON.stringify(user));
    this.emit();
  }

  clearRememberedUser(): void {
    if (safeGet(this.storage, REMEMBER_ME_KEY) === null) return;
    this.storage.removeItem(REMEMBER_ME_KEY);
    this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Another tab changed storage: tell the listeners (they re-read). */
  notifyExternalChange(): void {
    this.emit();
  }

  private tabSession(): StoredSession | null {
    if (!this.tabStorage) return null;
    const raw = safeGet(this.tabStorage, TAB_SESSION_KEY);
    if (raw !== this.tabMemo.raw) {
      const value = parse(raw);
      this.tabMemo = { raw, value: isStoredSession(value) ? value : null };
    }
    return this.tabMemo.value;
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

/** Claims of the access token the web app reads (doc 1 §3). */
export interface TokenClaims {
  exp?: number;
  iat?: number;
  policies?: string | string[];
  given_name?: string;
  family_name?: string;
  full_name?: string;
  locale?: string;
  email_address?: string;
  /** RFC 8693 actor: the staff member signed in as this customer (the back office's login-as). */
  act?: { sub?: unknown; email?: unknown };
}

/**
 * Reads the claims of a JWT without checking its signature: the server checks it on every
 * call; the app only uses the claims to choose what to show.
 */
export function decodeClaims(token: string): TokenClaims {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : {};
  } catch {
    return {};
  }
}

/** Doc 1 §6: an administrator's token carries the policy value `admin`. */
export function isAdminToken(token: string): boolean {
  const { policies } = decodeClaims(token);
  return Array.isArray(policies) ? policies.includes('admin') : policies === 'admin';
}

/**
 * A staff member signed in as the customer (claim `act.sub`, minted only by the server's
 * login-as): the payment wizard then offers the agent bypass options (doc 2 §1). Never true for a
 * customer's own session; the server refuses the flags anyway (403) without the claim.
 */
export function isStaffActingToken(token: string): boolean {
  const { act } = decodeClaims(token);
  return typeof act === 'object' && act !== null && typeof act.sub === 'string' && act.sub.length > 0;
}

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a username is an email address (old-site usernames are not; doc 1 §2 /legacyuser). */
export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}
