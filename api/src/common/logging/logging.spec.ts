import pino from 'pino';
import { Writable } from 'node:stream';
import { isLoggedPath, redactPaths, requestIdFor } from './logging';

function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ redact: { paths: redactPaths(), censor: '[redacted]' } }, stream), lines };
}

describe('log redaction', () => {
  it('never writes authorization headers, passwords, tokens, card, account or licence numbers', () => {
    const { logger, lines } = captureLogger();
    logger.info({
      req: { headers: { authorization: 'Bearer eyJ.secret', 'x-remember-me': 'r3m3mb3r', cookie: 'a=b' } },
      body: { password: 'Harbor-Light-42', confirmPassword: 'Harbor-Light-42', payment: { cardNumber: '4111111111111111', securityCode: '123', accountNumber: '000123456789' } },
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
