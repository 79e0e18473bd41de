import { Logger } from 'nestjs-pino';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ADMIN, CUSTOMER, signIn } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// A file of its own: nestjs-pino keeps its logger per process, so the app of another describe
// in the same file would decide where these lines go.
describe('back office Data: log files', () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  let dataDir: string;
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const logDir = () => join(dataDir, 'logs');
  const currentFile = () => readdirSync(logDir()).find((n) => n.endsWith('.log'))!;
  const download = (name: string) => t.call('GET', `/api/admin/logfiles/download?name=${name}`, { headers: admin() });

  async function waitForFile(test: (text: string) => boolean): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const name = currentFile();
      const text = name ? readFileSync(join(logDir(), name), 'utf8') : '';
      if (test(text)) return text;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the log file never got the line: ${readdirSync(logDir()).join(' ')} ${lines.length} ${lines.slice(0, 3).join('\n')}`);
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'admin-logs-e2e-'));
    t = await startTestApp({ SEED_DEMO: 'true', DATA_DIR: dataDir, LOG_FILES: 'true', LOG_LEVEL: 'info' }, { logDestination: destination as never });
    admin = await signIn(t, ADMIN);
    // Something that is not a log file of the listing, beside and above the folder.
    writeFileSync(join(logDir(), 'notes.txt'), 'not a log file');
    writeFileSync(join(dataDir, 'secret.log'), 'outside the logs folder');
  });
  afterAll(() => t.close());

  it('writes the JSON log lines to a rotating file in DATA_DIR/logs, api.<date>.<n>.log', async () => {
    const text = await waitForFile((s) => s.includes('/api/account/login'));
    expect(currentFile()).toMatch(/^api\.\d{4}-\d{2}-\d{2}\.\d+\.log$/);
    for (const line of text.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('lists only the log files (name, size, modified), newest first', async () => {
    await waitForFile((s) => s.length > 0);
    const res = await t.call('GET', '/api/admin/logfiles', { headers: admin() });
    expect(res.status).toBe(200);
    expect(res.body.result.map((f: { name: string }) => f.name)).toEqual([currentFile()]);
    expect(res.body.result[0]).toEqual({ name: currentFile(), size: expect.any(Number), modified: expect.stringMatching(/Z$/) });
    expect(res.body.result[0].size).toBeGreaterThan(0);
  });

  it('downloads a listed file as an attachment, nosniff, with its bytes', async () => {
    const name = currentFile();
    const res = await t.call('GET', `/api/admin/logfiles/download?name=${name}`, { headers: admin() });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    const body = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
    expect(body.length).toBeGreaterThan(0);
    expect(readFileSync(join(logDir(), name), 'utf8').startsWith(body.split('\n')[0])).toBe(true);
    const audit = (await t.call('GET', '/api/admin/audit?action=downloadLogFile', { headers: admin() })).body.result.items;
    expect(audit[0]).toMatchObject({ target: `logFile:${name}`, outcome: 'succeeded' });
  });

  it.each([
    ['a parent path', '../secret.log'],
    ['an encoded parent path', '..%2Fsecret.log'],
    ['an encoded slash in a listed name', `logs%2F${'api.2026-01-01.1.log'}`],
    ['an absolute path', '/etc/passwd'],
    ['an encoded absolute path', '%2Fetc%2Fpasswd'],
    ['a file of the folder that is not a log file', 'notes.txt'],
    ['a log file name not in the listing', 'api.2001-01-01.1.log'],
    ['a dot', '.'],
    ['the folder', '..'],
    ['a backslash path', '..%5Csecret.log'],
    ['a NUL', 'api.log%00'],
  ])('answers 404 ADMIN_LOG_FILE_NOT_FOUND to %s (the name is matched against the listing)', async (_what, name) => {
    const res = await download(name);
    expect([res.status, res.body.code]).toEqual([404, 'ADMIN_LOG_FILE_NOT_FOUND']);
  });

  it('answers 400 without a name', async () => {
    expect((await t.call('GET', '/api/admin/logfiles/download', { headers: admin() })).status).toBe(400);
  });

  it('keeps secrets out of the files: the file holds the redacted lines stdout gets', async () => {
    const secret = 'Zebra-Lantern-9031';
    t.app.get(Logger).log({ password: secret, token: secret, authorization: `Bearer ${secret}`, nested: { refreshToken: secret } }, 'log-file redaction probe');
    await t.call('POST', '/api/account/login', { body: { username: CUSTOMER.username, password: secret, rememberMe: false } });
    await t.call('GET', `/api/profile?token=${secret}`, { headers: { Authorization: `Bearer ${secret}` } });
    const text = await waitForFile((s) => s.includes('log-file redaction probe') && s.includes('/api/profile'));
    expect(text).not.toContain(secret);
    expect(text).not.toContain(CUSTOMER.username);
    const probe = text.split('\n').find((l) => l.includes('log-file redaction probe'))!;
    expect(lines).toContain(probe);
  });
});
