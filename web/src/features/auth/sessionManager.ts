import type { AuthSession, LogoutRequest } from '@portal/generated-client';
import { ApiError } from '@portal/generated-client';
import { ApiReplyError, type CallInfo } from '@/api/client';
import { type Clock, type SessionStore, type StoredSession, accessTokenNeedsRenewal, refreshTokenExpired, systemClock } from './session';

/** Doc 1 §8: the message of a call made without a usable session. */
export const SIGNED_OUT_MESSAGE = 'User must be logged in.';

/** Doc 1 §9: auto-login from the stored session is tried up to 4 times. */
export const AUTO_LOGIN_ATTEMPTS = 4;

export interface SessionManagerDeps {
  store: SessionStore;
  clock?: Clock;
  /** POST /api/jwt/refresh with `refreshToken` as the bearer token; resolves to the new session. */
  refresh: (refreshToken: string) => Promise<AuthSession>;
  /**
   * Runs `task` while no other tab of this browser renews the session (the Web Locks API in
   * the browser). Refresh tokens rotate and a reused one ends the whole session, so two tabs
   * must never renew with the same token.
   */
  withLock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Told when the session ended without the user asking (refresh expired or refused). */
  onSessionLost?: () => void;
  /** Waits between auto-login attempts; tests make it instant. */
  sleep?: (ms: number) => Promise<void>;
  /** True when the browser knows it has no network (navigator.onLine false). */
  isOffline?: () => boolean;
}

/** What start-up made of the stored session. */
export type RestoreOutcome =
  /** No session was stored, or it was discarded (refresh expired, or the server refused it). */
  | 'signed-out'
  /** The stored access token is still good. */
  | 'signed-in'
  /** The session was renewed with its refresh token. */
  | 'renewed'
  /** A remember-me credential is stored: the session is dropped for the Welcome Back flow. */
  | 'remember-me'
  /** Every attempt failed on the network: the session is kept, later calls try again. */
  | 'unreachable';

/** The server refused the credential (as opposed to the network failing or a 5xx/429). */
function isRefusal(error: unknown): boolean {
  const status = error instanceof ApiReplyError ? error.status : error instanceof ApiError ? error.status : undefined;
  return status === 400 || status === 401 || status === 403;
}

const defaultLock = <T>(task: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('portal.session.refresh', task) as Promise<T>) : task();
};

/**
 * The session rules of doc 1 §4 "Session": hands out the access token for each call, renews
 * it first when it has expired (once, however many calls wait), ends the session when the
 * refresh token has expired or is refused, restores a stored session at start-up, signs out.
 */
export class SessionManager {
  private readonly store: SessionStore;
  private readonly clock: Clock;
  private readonly refresh: SessionManagerDeps['refresh'];
  private readonly withLock: NonNullable<SessionManagerDeps['withLock']>;
  private readonly sleep: NonNullable<SessionManagerDeps['sleep']>;
  private readonly isOffline: NonNullable<SessionManagerDeps['isOffline']>;
  private onSessionLost: () => void;
  private inflight: Promise<StoredSession> | null = null;

  constructor(deps: SessionManagerDeps) {
    this.store = deps.store;
    this.clock = deps.clock ?? systemClock;
    this.refresh = deps.refresh;
    this.withLock = deps.withLock ?? defaultLock;
    this.onSessionLost = deps.onSessionLost ?? (() => undefined);
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.isOffline = deps.isOffline ?? (() => typeof navigator !== 'undefined' && navigator.onLine === false);
  }

  setOnSessionLost(listener: () => void): void {
    this.onSessionLost = listener;
  }

  /**
   * The bearer token for a call, renewing the session first when the access token has
   * expired. A call that needs no sign-in never waits for a renewal and goes anonymous
   * when the token is stale. Throws `ApiReplyError('User must be logged in.')` (status 401)
   * when the session cannot be renewed; network failures of the renewal are passed on.
   */
  async accessTokenFor(call: Pick<CallInfo, 'needsSignIn'>): Promise<string | undefined> {
    const session = this.store.get();
    if (!session) return undefined;
    if (!accessTokenNeedsRenewal(session, this.clock)) return session.token;
    if (!call.needsSignIn) return undefined;
    return (await this.renew()).token;
  }

  /** Renews the session; concurrent callers share one renewal. */
  renew(): Promise<StoredSession> {
    this.inflight ??= this.renewOnce(true).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  /**
   * Renews the session now even though its access token is still good: the account changed
   * what the token says (the language, issue 17) and the next calls must carry it.
   */
  renewNow(): Promise<StoredSession> {
    return this.renewOnce(true, true);
  }

  private renewOnce(notifyLoss: boolean, evenIfFresh = false): Promise<StoredSession> {
    return this.withLock(async () => {
      // Read again: another tab may have renewed (or ended) the session meanwhile.
      const session = this.store.get();
      if (!session) throw this.signedOutError();
      if (!evenIfFresh && !accessTokenNeedsRenewal(session, this.clock)) return session;
      if (refreshTokenExpired(session, this.clock)) throw this.endSession(notifyLoss);
      let reply: AuthSession;
      try {
        reply = await this.refresh(session.refreshToken);
      } catch (error) {
        if (isRefusal(error)) throw this.endSession(notifyLoss);
        throw error;
      }
      return this.store.saveReply(reply);
    });
  }

  /**
   * Start-up (doc 1 §4 "Login"): discards a session past its refresh expiry; when the access
   * token needs renewing, renews it with up to 4 attempts on network errors (none after a
   * refusal) — unless a remember-me credential is stored, when the Welcome Back flow is used.
   * With no network at all the session is kept as it is ('unreachable'): being offline is not
   * being signed out (issue 16: the ID cards kept on the device open offline), and the first
   * call once online renews it or ends it as usual.
   */
  async restoreOnStart(maxAttempts = AUTO_LOGIN_ATTEMPTS): Promise<RestoreOutcome> {
    const session = this.store.discardIfExpired();
    if (!session) return 'signed-out';
    if (!accessTokenNeedsRenewal(session, this.clock)) return 'signed-in';
    if (this.isOffline()) return 'unreachable';
    if (this.store.getRememberedUser()) {
      this.store.clear();
      return 'remember-me';
    }
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      try {
        await this.renewOnce(false);
        return 'renewed';
      } catch (error) {
        if (!this.store.get() || isRefusal(error)) return 'signed-out';
        if (attempt < maxAttempts) await this.sleep(500 * attempt);
      }
    }
    return 'unreachable';
  }

  /**
   * Signs out (doc 1 §4 "Session"): tells the server to end the session and forget the
   * remember-me credential, then clears both here whatever the server said. Resetting the
   * application state is the caller's part.
   */
  async signOut(logout: (body: LogoutRequest) => Promise<unknown>): Promise<void> {
    const session = this.store.get();
    const remembered = this.store.getRememberedUser();
    if (session && !refreshTokenExpired(session, this.clock)) {
      try {
        await logout({ refreshToken: session.refreshToken, rememberMe: remembered?.credential });
      } catch {
        // Signing out here must work even when the server cannot be reached.
      }
    }
    this.store.clear();
    this.store.clearRememberedUser();
  }

  private endSession(notify: boolean): ApiReplyError {
    this.store.clear();
    if (notify) this.onSessionLost();
    return this.signedOutError();
  }

  private signedOutError(): ApiReplyError {
    return new ApiReplyError([SIGNED_OUT_MESSAGE], {}, 401);
  }
}
