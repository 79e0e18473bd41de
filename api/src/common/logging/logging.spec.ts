import pino from 'pino';
import { Writable } from 'node:stream';
import { isLoggedPath, redact, redactingOptions, REDACTED, requestIdFor } from './logging';
import { safeError } from './safe-error';

function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = redactingOptions({ req: (req) => req, res: (res) => res, err: safeError });
  return { logger: pino(options, stream), lines };
}

describe('log redaction', () => {
  it('never writes authorization headers, passwords, tokens, card, account or licence numbers', () => {
    const { logger, lines } = captureLogger();
    logger.info({
      req: { headers: { authorization: 'Bearer eyJ.secret', 'x-remember-me': 'r3m3mb3r', cookie: 'a=b' } },
      body: {
        password: 'Harbor-Light-42',
        confirmPassword: 'Harbor-Light-42',
        payment: { cardNumber: '4111111111111111', securityCode: '123', accountNumber: '000123456789' },
      },
      driver: { driversLicenseNumber: 'S12345678901' },
      refreshToken: 'refresh-secret',
    });
    const out = lines.join('');
    for (const secret of ['eyJ.secret', 'r3m3mb3r', 'Harbor-Light-42', '4111111111111111', '000123456789', 'S12345678901', 'refresh-secret', '"123"']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
  });
});

describe('redact', () => {
  it('censors sensitive fields from the top level down to three levels below it, in objects and arrays', () => {
    const line = { password: 'p1', a: { token: 't2', b: { code: 'c3', c: { cvv: 'v4', d: { ssn: 's5' } } } }, list: [{ cardNumber: 'n3' }] };
    expect(redact(line)).toEqual({
      password: REDACTED,
      a: { token: REDACTED, b: { code: REDACTED, c: { cvv: REDACTED, d: { ssn: 's5' } } } },
      list: [{ cardNumber: REDACTED }],
    });
  });

  it('leaves the original alone and returns an object with nothing to hide as it is', () => {
    const line = { event: 'sign_in', user: { id: 'u1', password: 'secret' } };
    const redacted = redact(line);
    expect(line.user.password).toBe('secret');
    expect(redacted.user).not.toBe(line.user);
    const clean = { event: 'sign_in', userId: 'u1', nested: { outcome: 'success' } };
    expect(redact(clean)).toBe(clean);
  });

  it('redacts inside class instances and what the request serializer gives (the request child logger of pino-http)', () => {
    const { logger, lines } = captureLogger();
    class Body {
      constructor(
        readonly username: string,
        readonly password: string,
      ) {}
    }
    logger.child({ req: { id: 'r1', headers: { cookie: 'r-secret' } } }).info({ body: new Body('u', 'Harbor-Light-42') }, 'x');
    const out = lines.join('');
    expect(out).not.toContain('r-secret');
    expect(out).not.toContain('Harbor-Light-42');
    expect(out).toContain('"username":"u"');
  });
});

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id from the caller', () => {
    expect(requestIdFor({ headers: { 'x-request-id': 'abc-123' } } as never)).toBe('abc-123');
  });

  it('replaces a malformed one with a fresh UUID', () => {
    expect(requestIdFor({ headers: { 'x-request-id': 'bad id\n' } } as never)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request logging', () => {
  it('logs every API call but not health probes or static files', () => {
    expect(isLoggedPath('/api/systeminfo')).toBe(true);
    expect(isLoggedPath('/api/policy/add')).toBe(true);
    expect(isLoggedPath('/api/health')).toBe(false);
    expect(isLoggedPath('/assets/index-Ab12Cd34.js')).toBe(false);
    expect(isLoggedPath('/apis')).toBe(false);
  });
});
