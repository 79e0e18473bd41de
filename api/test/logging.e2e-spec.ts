import { Writable } from 'node:stream';
import { startTestApp, type TestApp } from './support/test-app';

describe('structured logs', () => {
  let t: TestApp;
  const lines: Array<Record<string, any>> = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', LOG_LEVEL: 'info' }, { logDestination: destination as never });
  }, 120_000);
  afterAll(() => t.close());

  it("logs POST calls too, with the caller's request id and the status", async () => {
    const res = await t.call('POST', '/api/account/login', {
      body: { username: 'demo@example.com', password: 'Not-Her-Password-1', rememberMe: false },
      headers: { 'X-Request-Id': 'login-trace-7' },
    });
    expect(res.status).toBe(401);
    const mine = lines.filter((l) => l.req?.id === 'login-trace-7');
    expect(res.headers['x-request-id']).toBe('login-trace-7');
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['request completed']));
    expect(mine.find((l) => l.msg === 'request completed')?.res?.statusCode).toBe(401);
  });

  it('never writes the password or the authorization header', async () => {
    await t.call('POST', '/api/account/login', {
      body: { username: 'demo@example.com', password: 'Secret-Pass-99', rememberMe: false },
      headers: { Authorization: 'Bearer not.a.realtoken' },
    });
    const all = JSON.stringify(lines);
    expect(all).not.toContain('Secret-Pass-99');
    expect(all).not.toContain('not.a.realtoken');
  });
});
