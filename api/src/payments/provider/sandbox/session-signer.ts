import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ProviderSession, SessionSubject } from '../payment-provider.port';

/** How long a card-entry session lasts after issuedOn (spec doc 2 §4: 10 minutes). */
export const SESSION_TTL_MS = 10 * 60 * 1000;

/** A session issued up to this far in the future (clock skew between instances) is still taken. */
const CLOCK_SKEW_MS = 30 * 1000;

const SESSION_PREFIX = 'sbxs';
const AUTH_PREFIX = 'sbxa';

interface SessionPayload {
  v: 1;
  /** Session id (random): the funding tokens made in the frame are bound to it. */
  sid: string;
  /** A hash of who the session is for (no email or policy number travels in the token). */
  sub: string;
  /** issuedOn and expiresOn in epoch milliseconds. */
  iat: number;
  exp: number;
}

export interface VerifiedSession extends ProviderSession {
  sessionId: string;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function sameBytes(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Signs and checks card-entry sessions with HMAC-SHA256. Sessions are stateless (nothing to
 * store, any instance checks them): the session token carries its id, subject hash, issue and
 * expiry times and a MAC; the auth token is a second MAC over the session id, so the frame can
 * require both and neither can be made from the other. The keys are derived (HKDF) from the
 * portal's signing secret, each for its own purpose, so a session MAC can never pass as a
 * portal access token or the reverse.
 */
export class SessionSigner {
  private readonly sessionKey: Buffer;
  private readonly authKey: Buffer;
  /** The public key the frame's init message names (the spec's fiservApiKey): shown to browsers. */
  readonly apiKey: string;

  constructor(secret: string) {
    const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'portal-sandbox-provider', purpose, 32));
    this.sessionKey = derive('card-entry-session');
    this.authKey = derive('card-entry-authorization');
    this.apiKey = `sbx_pk_${b64(derive('public-api-key')).slice(0, 24)}`;
  }

  issue(subject: SessionSubject, now: Date = new Date()): VerifiedSession {
    const payload: SessionPayload = {
      v: 1,
      sid: b64(randomBytes(16)),
      sub: subjectHash(subject),
      iat: now.getTime(),
      exp: now.getTime() + SESSION_TTL_MS,
    };
    const body = `${SESSION_PREFIX}.${b64(Buffer.from(JSON.stringify(payload)))}`;
    return this.toSession(payload, `${body}.${this.mac(this.sessionKey, body)}`);
  }

  /**
   * The session a token names, when it is this provider's, unchanged and not expired at `now`.
   * `anyAge` skips the expiry (not the signature): to tell which session a funding token was
   * made in, which stays true after the frame's 10 minutes.
   */
  verify(sessionToken: unknown, now: Date = new Date(), options: { anyAge?: boolean } = {}): VerifiedSession | undefined {
    if (typeof sessionToken !== 'string' || sessionToken.length > 512) return undefined;
    const parts = sessionToken.split('.');
    if (parts.length !== 3 || parts[0] !== SESSION_PREFIX) return undefined;
    const body = `${parts[0]}.${parts[1]}`;
    if (!sameBytes(parts[2]!, this.mac(this.sessionKey, body))) return undefined;
    let payload: SessionPayload;
    try {
      payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as SessionPayload;
    } catch {
      return undefined;
    }
    if (payload?.v !== 1 || typeof payload.sid !== 'string' || !Number.isSafeInteger(payload.iat) || !Number.isSafeInteger(payload.exp)) return undefined;
    if (payload.exp - payload.iat !== SESSION_TTL_MS) return undefined;
    const t = now.getTime();
    if (!options.anyAge && (t >= payload.exp || payload.iat > t + CLOCK_SKEW_MS)) return undefined;
    return this.toSession(payload, sessionToken);
  }

  /** Whether `authToken` is the authorization issued with this session. */
  authorizes(session: VerifiedSession, authToken: unknown): boolean {
    return typeof authToken === 'string' && sameBytes(authToken, session.authToken);
  }

  private toSession(payload: SessionPayload, sessionToken: string): VerifiedSession {
    return {
      sessionId: payload.sid,
      sessionToken,
      authToken: `${AUTH_PREFIX}.${this.mac(this.authKey, `${payload.sid}.${payload.iat}`)}`,
      issuedOn: new Date(payload.iat),
      expiresOn: new Date(payload.exp),
    };
  }

  private mac(key: Buffer, data: string): string {
    return b64(createHmac('sha256', key).update(data).digest());
  }
}

function subjectHash(subject: SessionSubject): string {
  const text =
    subject.kind === 'policy' ? `policy:${subject.number.trim().toUpperCase()}:${subject.emailAddress.trim().toLowerCase()}` : `wallet-user:${subject.userId}`;
  return b64(createHash('sha256').update(text).digest()).slice(0, 22);
}
