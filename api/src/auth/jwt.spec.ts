import { JsonWebTokenError, JwtService, NotBeforeError, TokenExpiredError } from '@nestjs/jwt';
import { createHmac, generateKeyPairSync, KeyObject } from 'node:crypto';
import { ACCESS_AUDIENCE, hasRequiredClaims, JwtCodec, JwtError, jwtFailureOf, jwtModuleOptions, JWT_ISSUER, REFRESH_AUDIENCE, type JwtClaims } from './jwt';

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

/** An HS256 token over any payload, signed with SECRET by hand (jsonwebtoken's sign validates exp and nbf). */
function handSigned(payload: object): string {
  const unsigned = `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}`;
  return `${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`;
}

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
  it('accepts a secret of exactly 32 bytes', () => {
    expect(() => jwtModuleOptions('k'.repeat(32))).not.toThrow();
    expect(() => jwtModuleOptions('k'.repeat(31))).toThrow(/at least 32 bytes/);
  });

  it('keeps the rules when JwtService is used directly: HS256 only, the portal issuer, the access audience', () => {
    // Built inside the test, so a run that changes jwtModuleOptions (mutation testing) builds it changed.
    const jwt = new JwtService(jwtModuleOptions(SECRET));
    const now = Math.floor(Date.now() / 1000);
    const token = jwt.sign({ sub: 'user-1', aud: ACCESS_AUDIENCE, exp: now + 60 });
    expect(jwt.decode<JwtClaims>(token).iss).toBe(JWT_ISSUER);
    expect(jwt.verify<JwtClaims>(token).sub).toBe('user-1');
    expect(() => jwt.verify(raw.sign({ sub: 'user-1', aud: ACCESS_AUDIENCE, iss: JWT_ISSUER, exp: now + 60 }, { algorithm: 'HS512' }))).toThrow(
      'invalid algorithm',
    );
    expect(() => jwt.verify(raw.sign({ sub: 'user-1', aud: ACCESS_AUDIENCE, iss: 'someone-else', exp: now + 60 }))).toThrow(/jwt issuer invalid/);
  });

  it('refuses a token with a non-numeric exp or nbf, or not valid yet, as bad claims', () => {
    expect(reasonOf(() => codec.verify(handSigned({ ...claims(), exp: 'later' }), ACCESS_AUDIENCE, NOW))).toBe('claims');
    expect(reasonOf(() => codec.verify(handSigned({ ...claims(), nbf: 'soon' }), ACCESS_AUDIENCE, NOW))).toBe('claims');
    expect(reasonOf(() => codec.verify(handSigned({ ...claims(), nbf: NOW + 60 }), ACCESS_AUDIENCE, NOW))).toBe('claims');
  });

  it('refuses a typ JWT token whose payload is not JSON as malformed', () => {
    const unsigned = `${segment({ alg: 'HS256', typ: 'JWT' })}.${Buffer.from('not json').toString('base64url')}`;
    const token = `${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`;
    expect(reasonOf(() => codec.verify(token, ACCESS_AUDIENCE, NOW))).toBe('malformed');
  });

  it("tells jsonwebtoken's failures apart, and leaves other errors alone", () => {
    expect(jwtFailureOf(new TokenExpiredError('jwt expired', new Date()))).toBe('expired');
    expect(jwtFailureOf(new NotBeforeError('jwt not active', new Date()))).toBe('claims');
    expect(jwtFailureOf(new SyntaxError('Unexpected token'))).toBe('malformed');
    expect(jwtFailureOf(new JsonWebTokenError('invalid algorithm'))).toBe('algorithm');
    expect(jwtFailureOf(new JsonWebTokenError('invalid signature'))).toBe('signature');
    expect(jwtFailureOf(new JsonWebTokenError('jwt signature is required'))).toBe('signature');
    expect(jwtFailureOf(new JsonWebTokenError('jwt audience invalid. expected: portal'))).toBe('audience');
    expect(jwtFailureOf(new JsonWebTokenError('jwt issuer invalid. expected: harbor-mutual-portal'))).toBe('issuer');
    expect(jwtFailureOf(new JsonWebTokenError('invalid exp value'))).toBe('claims');
    expect(jwtFailureOf(new JsonWebTokenError('invalid nbf value'))).toBe('claims');
    expect(jwtFailureOf(new JsonWebTokenError('jwt malformed'))).toBe('malformed');
    expect(jwtFailureOf(new TypeError('boom'))).toBeUndefined();
    expect(jwtFailureOf('invalid signature')).toBeUndefined();
  });

  it('lets an error that is not a token refusal through unchanged', () => {
    const broken = new JwtCodec({
      verify: () => {
        throw new TypeError('verifier broke');
      },
    } as unknown as JwtService);
    expect(() => broken.verify('a.b.c', ACCESS_AUDIENCE, NOW)).toThrow(TypeError);
  });

  it('requires claims to be an object with a non-empty string sub and numeric iat and exp', () => {
    expect(hasRequiredClaims({ sub: 'u', iat: 1, exp: 2 })).toBe(true);
    for (const bad of [
      null,
      undefined,
      'sub',
      42,
      { sub: 7, iat: 1, exp: 2 },
      { sub: ['u'], iat: 1, exp: 2 },
      { sub: '', iat: 1, exp: 2 },
      { sub: 'u', iat: '1', exp: 2 },
      { sub: 'u', iat: 1, exp: '2' },
    ]) {
      expect(hasRequiredClaims(bad)).toBe(false);
    }
  });

  it('says why a token was refused in its error', () => {
    const err = new JwtError('audience');
    expect([err.name, err.message, err.reason]).toEqual(['JwtError', 'token refused: audience', 'audience']);
  });
});
