import { SESSION_TTL_MS, SessionSigner } from './session-signer';

const SECRET = 's'.repeat(48);
const subject = { kind: 'policy' as const, number: 'PPA1000101', emailAddress: 'demo@example.com' };
const at = (iso: string) => new Date(iso);

describe(SessionSigner.name, () => {
  const signer = new SessionSigner(SECRET);

  it('issues a session that expires 10 minutes after issuedOn', () => {
    const s = signer.issue(subject, at('2026-11-25T12:00:00Z'));
    expect(s.issuedOn.toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(s.expiresOn.getTime() - s.issuedOn.getTime()).toBe(SESSION_TTL_MS);
    expect(SESSION_TTL_MS).toBe(600_000);
  });

  it('accepts its own session until the last millisecond before expiry, then refuses it', () => {
    const s = signer.issue(subject, at('2026-11-25T12:00:00Z'));
    expect(signer.verify(s.sessionToken, at('2026-11-25T12:09:59.999Z'))?.sessionId).toBe(s.sessionId);
    expect(signer.verify(s.sessionToken, at('2026-11-25T12:10:00.000Z'))).toBeUndefined();
  });

  it('refuses a session with a changed payload (a longer expiry), a changed MAC, or another secret', () => {
    const s = signer.issue(subject, at('2026-11-25T12:00:00Z'));
    const [prefix, body, mac] = s.sessionToken.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { exp: number; iat: number };
    const longer = Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 3_600_000 })).toString('base64url');
    const now = at('2026-11-25T12:01:00Z');
    expect(signer.verify(`${prefix}.${longer}.${mac}`, now)).toBeUndefined();
    expect(signer.verify(`${prefix}.${body}.${mac!.slice(0, -2)}AA`, now)).toBeUndefined();
    expect(new SessionSigner('t'.repeat(48)).verify(s.sessionToken, now)).toBeUndefined();
    expect(signer.verify('not-a-token', now)).toBeUndefined();
    expect(signer.verify(undefined, now)).toBeUndefined();
  });

  it('still names the session of an expired (but genuine) token when asked for any age, never a forged one', () => {
    const s = signer.issue(subject, at('2026-11-25T12:00:00Z'));
    const later = at('2026-11-25T13:00:00Z');
    expect(signer.verify(s.sessionToken, later)).toBeUndefined();
    expect(signer.verify(s.sessionToken, later, { anyAge: true })?.sessionId).toBe(s.sessionId);
    expect(signer.verify(`${s.sessionToken}x`, later, { anyAge: true })).toBeUndefined();
  });

  it('refuses a session issued in the future beyond clock skew', () => {
    const s = signer.issue(subject, at('2026-11-25T12:05:00Z'));
    expect(signer.verify(s.sessionToken, at('2026-11-25T12:00:00Z'))).toBeUndefined();
  });

  it("authorizes with the session's own auth token only, not another session's", () => {
    const a = signer.issue(subject, at('2026-11-25T12:00:00Z'));
    const b = signer.issue(subject, at('2026-11-25T12:00:00Z'));
    const verified = signer.verify(a.sessionToken, at('2026-11-25T12:00:01Z'))!;
    expect(signer.authorizes(verified, a.authToken)).toBe(true);
    expect(signer.authorizes(verified, b.authToken)).toBe(false);
    expect(signer.authorizes(verified, a.sessionToken)).toBe(false);
  });

  it('carries no email or policy number in the token', () => {
    const s = signer.issue(subject, at('2026-11-25T12:00:00Z'));
    const decoded = Buffer.from(s.sessionToken.split('.')[1]!, 'base64url').toString();
    expect(decoded).not.toMatch(/PPA1000101|demo@example\.com/i);
  });

  it('derives a stable public api key from the secret, different per secret', () => {
    expect(new SessionSigner(SECRET).apiKey).toBe(signer.apiKey);
    expect(new SessionSigner('t'.repeat(48)).apiKey).not.toBe(signer.apiKey);
    expect(signer.apiKey).not.toContain(SECRET);
  });
});
