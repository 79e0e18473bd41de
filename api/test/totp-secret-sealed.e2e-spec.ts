import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { TotpSecretCipher } from '../src/auth/totp-secret-cipher';
import { DEMO_ADMIN_TOTP_SECRET } from '../src/seed/demo-plan';
import { ADMIN, signIn } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

/** Issue 17: authenticator-app secrets are stored sealed (AES-256-GCM), never in clear. */
describe('authenticator-app secrets at rest', () => {
  const KEY = randomBytes(32).toString('hex');
  let first: TestApp;
  const secrets = async (t: TestApp) =>
    (await t.app.get(MikroORM).em.fork().execute<{ id: string; secret: string }[]>('select id, secret from totp_credential order by id')) as {
      id: string;
      secret: string;
    }[];
  const adminSignsIn = async (t: TestApp) => {
    const headers = await signIn(t, ADMIN);
    expect((await t.call('GET', '/api/admin', { headers: headers() })).status).toBe(200);
  };

  beforeAll(async () => {
    first = await startTestApp({ SEED_DEMO: 'true', TOTP_ENCRYPTION_KEY: KEY });
  });
  afterAll(() => first.close());

  it("never holds the clear secret: the demo admin's, seeded in clear, is sealed at start-up with the key's id, and signs in with app codes", async () => {
    const stored = await secrets(first);
    expect(stored.length).toBeGreaterThan(0);
    for (const { secret } of stored) {
      expect(secret).not.toContain(DEMO_ADMIN_TOTP_SECRET);
      expect(secret).toMatch(new RegExp(`^v1\\.${first.app.get(TotpSecretCipher).keyId}\\.[A-Za-z0-9_-]+$`));
    }
    await adminSignsIn(first);
  });

  it("seals a new setup's secret (the reply shows it once; the column never holds it)", async () => {
    const headers = await signIn(first, { username: 'priya.raman@example.com', password: 'Harbor-Guest-42' });
    const setup = await first.call('POST', '/api/profile/security/totp', { headers: headers() });
    expect(setup.status).toBe(200);
    const stored = (await secrets(first)).map((s) => s.secret);
    expect(stored.some((s) => s.includes(setup.body.result.secret))).toBe(false);
    expect(stored.map((s) => first.app.get(TotpSecretCipher).open(s))).toContain(setup.body.result.secret);
  });

  it('re-encrypts clear secrets an earlier version stored at the next start, once, with two instances starting together; sign-in still works', async () => {
    const em = first.app.get(MikroORM).em.fork();
    await em.execute(`update totp_credential set secret = ? where user_id = (select id from user_account where email = ?)`, [
      DEMO_ADMIN_TOTP_SECRET,
      ADMIN.username,
    ]);
    const [a, b] = await Promise.all([
      startTestApp({ TOTP_ENCRYPTION_KEY: KEY }, { databaseUrl: first.databaseUrl }),
      startTestApp({ TOTP_ENCRYPTION_KEY: KEY }, { databaseUrl: first.databaseUrl }),
    ]);
    try {
      const stored = await secrets(a);
      expect(stored.every((s) => TotpSecretCipher.isSealed(s.secret) && !s.secret.includes(DEMO_ADMIN_TOTP_SECRET))).toBe(true);
      // Sealed once: both instances open every secret, and the admin's is the demo secret.
      expect(stored.map((s) => b.app.get(TotpSecretCipher).open(s.secret))).toContain(DEMO_ADMIN_TOTP_SECRET);
      await adminSignsIn(b);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    // Idempotent: another start leaves the sealed values as they are.
    const before = await secrets(first);
    const again = await startTestApp({ TOTP_ENCRYPTION_KEY: KEY }, { databaseUrl: first.databaseUrl });
    try {
      expect(await secrets(again)).toEqual(before);
    } finally {
      await again.close();
    }
  });

  it('refuses to start with another key, saying which key the secrets need', async () => {
    const other = randomBytes(32).toString('hex');
    const expectedId = first.app.get(TotpSecretCipher).keyId;
    await expect(startTestApp({ TOTP_ENCRYPTION_KEY: other }, { databaseUrl: first.databaseUrl })).rejects.toThrow(
      new RegExp(`encrypted with key ${expectedId}, but TOTP_ENCRYPTION_KEY .* is key [0-9a-f]{8}`),
    );
  });
});
