import { JwtService } from '@nestjs/jwt';
import { generateKeyPairSync, KeyObject } from 'node:crypto';
import { ACCESS_AUDIENCE, JwtCodec, JwtError, jwtModuleOptions, JWT_ISSUER, REFRESH_AUDIENCE, type JwtClaims } from './jwt';

const SECRET = 's'.repeat(48);
const NOW = 1_800_000_000;

function claims(overrides: Partial<JwtClaims> = {}): JwtClaims {
  return { iss: JWT_ISSUER, aud: ACCESS_AUDIENCE, sub: 'user-1', iat: NOW, exp: NOW + 300, ...overrides };
}

function reasonOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof JwtError) return err.reason;
    throw err;
  }
  return undefined;
}

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe(JwtCodec.name, () => {
  // As AuthModule builds it: JwtModule's JwtService with jwtModuleOptions.
  const jwt = new JwtService(jwtModuleOptions(SECRET));
  const codec = new JwtCodec(jwt);
  /** jsonwebtoken with no rules of ours: signs whatever a forger would. */
  const raw = new JwtService({ secret: SECRET });

  it('gives back the claims of a token it signed, for its audience, before expiry', () => {
    const token = codec.sign(claims({ policies: ['PPA1000101'] }));
    expect(codec.verify(token, ACCESS_AUDIENCE, NOW + 10)).toMatchObject({
      iss: JWT_ISSUER,
      aud: ACCESS_AUDIENCE,
      sub: 'user-1',
      iat: NOW,
      exp: NOW + 300,
      policies: ['PPA1000101'],
    });
  });

  it('signs with HS256 only, issued by the portal unless told otherwise', () => {
    const { iss: _iss, ...withoutIssuer } = claims();
    const decoded = jwt.decode<JwtClaims>(codec.sign(withoutIssuer), { complete: true });
    expect(decoded.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decoded.payload.iss).toBe(JWT_ISSUER);
    expect(jwt.decode(jwt.sign({ sub: 'user-1' }), { complete: true }).header.alg).toBe('HS256');
  });

  it('refuses an expired token (exp reached) unless told to ignore expiry', () => {
    const token = codec.sign(claims());
    expect(reasonOf(() => codec.verify(token, ACCESS_AUDIENCE, NOW + 300))).toBe('expired');
    expect(reasonOf(() => codec.verify(codec.sign(claims({ iat: 1000, exp: 1300 })), ACCESS_AUDIENCE))).toBe('expired');
    expect(codec.verify(token, ACCESS_AUDIENCE, NOW + 10_000, { ignoreExpiry: true }).sub).toBe('user-1');
  });

  it('refuses a token whose claims were changed after signing', () => {
    const [h, , s] = codec.sign(claims()).split('.');
    expect(reasonOf(() => codec.verify(`${h}.${segment(claims({ sub: 'user-2' }))}.${s}`, ACCESS_AUDIENCE, NOW))).toBe('signature');
  });

  it('refuses a token signed with another secret', () => {
    const other = new JwtCodec('o'.repeat(48)).sign(claims());
    expect(reasonOf(() => codec.verify(other, ACCESS_AUDIENCE, NOW))).toBe('signature');
  });

  it('refuses alg none and any algorithm but HS256, even when the signature is right', () => {
    const payload = segment(claims());
    expect(reasonOf(() => codec.verify(`${segment({ alg: 'none', typ: 'JWT' })}.${payload}.`, ACCESS_AUDIENCE, NOW))).toBe('signature');
    expect(reasonOf(() => codec.verify(`${segment({ alg: 'none', typ: 'JWT' })}.${payload}.abc`, ACCESS_AUDIENCE, NOW))).toBe('algorithm');
    expect(reasonOf(() => codec.verify(raw.sign(claims(), { algorithm: 'HS512' }), ACCESS_AUDIENCE, NOW))).toBe('algorithm');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs256 = new JwtService({ privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string }).sign(claims(), { algorithm: 'RS256' });
    expect(reasonOf(() => codec.verify(rs256, ACCESS_AUDIENCE, NOW))).toBe('algorithm');
  });

  it('refuses a refresh token where an access token is expected, and the reverse', () => {
    expect(reasonOf(() => codec.verify(codec.sign(claims({ aud: REFRESH_AUDIENCE })), ACCESS_AUDIENCE, NOW))).toBe('audience');
    expect(reasonOf(() => codec.verify(codec.sign(claims()), REFRESH_AUDIENCE, NOW))).toBe('audience');
  });

  it('verifies for the access audience when JwtService is used without naming one', () => {
    const refresh = codec.sign(claims({ aud: REFRESH_AUDIENCE, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 60 }));
    expect(() => jwt.verify(refresh)).toThrow('jwt audience invalid');
  });

  it('refuses another issuer', () => {
    expect(reasonOf(() => codec.verify(codec.sign(claims({ iss: 'someone-else' })), ACCESS_AUDIENCE, NOW))).toBe('issuer');
  });

  it('refuses a token without exp, iat or sub', () => {
    const { exp: _exp, ...noExp } = claims();
    expect(reasonOf(() => codec.verify(raw.sign(noExp), ACCESS_AUDIENCE, NOW))).toBe('claims');
    const { iat: _iat, ...noIat } = claims();
    expect(reasonOf(() => codec.verify(raw.sign(noIat, { noTimestamp: true }), ACCESS_AUDIENCE, NOW))).toBe('claims');
    expect(reasonOf(() => codec.verify(codec.sign(claims({ sub: '' })), ACCESS_AUDIENCE, NOW))).toBe('claims');
  });

  it('refuses malformed input without throwing anything but JwtError', () => {
    for (const bad of [
      '',
      'a.b',
      'a.b.c.d',
      '!!.??.**',
      `${segment({ alg: 'HS256', typ: 'JWT' })}.not-json.x`,
      `${segment({ alg: 'HS256' })}.not-json.x`,
      'x'.repeat(9000),
    ]) {
      // reasonOf rethrows anything that is not a JwtError; a forged payload may fail at the signature.
      expect(['malformed', 'signature']).toContain(reasonOf(() => codec.verify(bad, ACCESS_AUDIENCE, NOW)));
    }
  });

  it('hands jsonwebtoken the secret as a KeyObject, so no call parses it as a public key', () => {
    const { secret } = jwtModuleOptions('k'.repeat(48));
    expect(secret).toBeInstanceOf(KeyObject);
    expect((secret as KeyObject).type).toBe('secret');
  });

  it('will not be built with a secret shorter than 32 bytes', () => {
    expect(() => new JwtCodec('short')).toThrow(/at least 32 bytes/);
    expect(() => jwtModuleOptions('short')).toThrow(/at least 32 bytes/);
  });
});
