import { MikroORM } from '@mikro-orm/postgresql';
import { SecondFactorService } from '../src/auth/second-factor.service';
import { totpCode } from '../src/auth/second-factor-rules';
import { TotpSecretCipher } from '../src/auth/totp-secret-cipher';
import { ADMIN, nextAddress, signIn } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

/** A customer no other test signs in with an app (issue 17). */
const MEMBER = { username: 'luis.alvarez@example.com', password: 'Harbor-Guest-42' };
const T0 = Date.UTC(2026, 10, 26, 9, 0, 0); // a 30-second step boundary

function claimsOf(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

describe('second factor: authenticator app (TOTP), recovery codes and staff enforcement', () => {
  let t: TestApp;
  let clock = T0;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const login = (who: { username: string; password: string }) =>
    t.call('POST', '/api/account/login', { body: { ...who, rememberMe: false }, headers: { 'X-Forwarded-For': nextAddress() } });
  const finish = (body: Record<string, string>) => t.call('POST', '/api/account/login/secondfactor', { body, headers: { 'X-Forwarded-For': nextAddress() } });
  const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': nextAddress() });
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '1000' });
    // The clock the second factor reads, controlled by the test.
    t.app.get(SecondFactorService).now = () => clock;
  });
  afterAll(() => t.close());

  it('sets up an app: a QR code and the secret as text, on only after a confirming code; ten recovery codes once, a session with amr pwd+otp', async () => {
    const first = (await login(MEMBER)).body.result;
    expect(claimsOf(first.token).amr).toEqual(['pwd']);
    const setup = await t.call('POST', '/api/profile/security/totp', { headers: auth(first.token) });
    expect(setup.status).toBe(200);
    secret = setup.body.result.secret;
    expect(setup.body.result.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.result.otpauthUri).toContain(`secret=${secret}`);
    // Not on yet: the password alone still signs in.
    expect((await login(MEMBER)).body.result.token).toBeDefined();
    const wrong = await t.call('POST', '/api/profile/security/totp/confirm', { body: { code: totpCode(secret, clock - 120_000) }, headers: auth(first.token) });
    expect([wrong.status, wrong.body.code]).toEqual([422, 'AUTH_TOTP_CODE_WRONG']);
    const ok = await t.call('POST', '/api/profile/security/totp/confirm', { body: { code: totpCode(secret, clock) }, headers: auth(first.token) });
    expect(ok.status).toBe(200);
    recoveryCodes = ok.body.result.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(claimsOf(ok.body.result.session.token).amr).toEqual(['pwd', 'otp']);
    // Only salted hashes are stored.
    const stored = await sql<{ code_hash: string }>('select code_hash from recovery_code rc join user_account u on u.id = rc.user_id where u.email = ?', [
      MEMBER.username,
    ]);
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.code_hash)).not.toEqual(expect.arrayContaining([recoveryCodes[0]]));
    // The old session (password only) was replaced.
    expect((await t.call('GET', '/api/profile', { headers: auth(first.token) })).status).toBe(401);
    const settings = await t.call('GET', '/api/profile/security', { headers: auth(ok.body.result.session.token) });
    expect(settings.body.result).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, secondFactorRequired: false, sessionHasSecondFactor: true });
  });

  it('asks for the code after a right password (no token yet), and the same 401 as before for a wrong password', async () => {
    const step = await login(MEMBER);
    expect(step.status).toBe(200);
    expect(step.body.result).toEqual({
      secondFactorRequired: true,
      challengeToken: expect.any(String),
      methods: ['totp', 'recovery'],
      expiresAt: expect.any(String),
    });
    expect(step.body.result.token).toBeUndefined();
    const wrong = await login({ ...MEMBER, password: 'Harbor-Guest-43' });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'AUTH_LOGIN_FAILED']);
  });

  it('finishes with a code of the controlled clock (amr pwd+otp), and refuses the same code again (replay) within its window', async () => {
    clock += 60_000;
    const code = totpCode(secret, clock);
    const a = (await login(MEMBER)).body.result.challengeToken;
    const res = await finish({ challengeToken: a, code });
    expect(res.status).toBe(200);
    expect(claimsOf(res.body.result.token).amr).toEqual(['pwd', 'otp']);
    const b = (await login(MEMBER)).body.result.challengeToken;
    clock += 5_000; // same step
    const replay = await finish({ challengeToken: b, code });
    expect([replay.status, replay.body.code]).toEqual([401, 'AUTH_SECOND_FACTOR_FAILED']);
    // The challenge is single use: after success it is spent.
    expect((await finish({ challengeToken: a, code: totpCode(secret, clock + 30_000) })).body.code).toBe('AUTH_SECOND_FACTOR_EXPIRED');
    // The next step's code works.
    clock += 30_000;
    expect((await finish({ challengeToken: b, code: totpCode(secret, clock) })).status).toBe(200);
  });

  it('spends a challenge after five wrong codes, and after five minutes', async () => {
    const c = (await login(MEMBER)).body.result.challengeToken;
    for (let i = 0; i < 5; i++) expect((await finish({ challengeToken: c, code: '000000' })).body.code).toBe('AUTH_SECOND_FACTOR_FAILED');
    clock += 30_000;
    expect((await finish({ challengeToken: c, code: totpCode(secret, clock) })).body.code).toBe('AUTH_SECOND_FACTOR_EXPIRED');
    const d = (await login(MEMBER)).body.result.challengeToken;
    clock += 5 * 60_000 + 1;
    expect((await finish({ challengeToken: d, code: totpCode(secret, clock) })).body.code).toBe('AUTH_SECOND_FACTOR_EXPIRED');
  });

  it('takes a recovery code once (amr pwd+kba), whatever its dashes and case', async () => {
    const c = (await login(MEMBER)).body.result.challengeToken;
    const res = await finish({ challengeToken: c, recoveryCode: recoveryCodes[0].toLowerCase() });
    expect(res.status).toBe(200);
    expect(claimsOf(res.body.result.token).amr).toEqual(['pwd', 'kba']);
    const again = await finish({ challengeToken: (await login(MEMBER)).body.result.challengeToken, recoveryCode: recoveryCodes[0] });
    expect([again.status, again.body.code]).toEqual([401, 'AUTH_SECOND_FACTOR_FAILED']);
    const settings = await t.call('GET', '/api/profile/security', { headers: auth(res.body.result.token) });
    expect(settings.body.result.recoveryCodesLeft).toBe(9);
  });

  it('takes exactly one of two sign-ins that send one recovery code at once', async () => {
    const [a, b] = await Promise.all([login(MEMBER), login(MEMBER)]);
    const code = recoveryCodes[9];
    const results = await Promise.all([
      finish({ challengeToken: a.body.result.challengeToken, recoveryCode: code }),
      finish({ challengeToken: b.body.result.challengeToken, recoveryCode: code }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    expect(results.find((r) => r.status === 401)!.body.code).toBe('AUTH_SECOND_FACTOR_FAILED');
    const used = await sql<{ n: string }>(
      'select count(*) as n from recovery_code rc join user_account u on u.id = rc.user_id where u.email = ? and rc.used_at is not null',
      [MEMBER.username],
    );
    expect(Number(used[0].n)).toBe(2);
  });

  it('keeps amr through a refresh', async () => {
    clock += 30_000;
    const c = (await login(MEMBER)).body.result.challengeToken;
    const session = (await finish({ challengeToken: c, code: totpCode(secret, clock) })).body.result;
    const renewed = await t.call('POST', '/api/jwt/refresh', { headers: { Authorization: `Bearer ${session.refreshToken}` } });
    expect(claimsOf(renewed.body.result.token).amr).toEqual(['pwd', 'otp']);
  });

  it('turns the app off only with the password again', async () => {
    const c = (await login(MEMBER)).body.result.challengeToken;
    const token = (await finish({ challengeToken: c, recoveryCode: recoveryCodes[1] })).body.result.token;
    const wrong = await t.call('POST', '/api/profile/security/totp/disable', { body: { password: 'nope' }, headers: auth(token) });
    expect([wrong.status, wrong.body.code]).toEqual([422, 'AUTH_PASSWORD_WRONG']);
    const ok = await t.call('POST', '/api/profile/security/totp/disable', { body: { password: MEMBER.password }, headers: auth(token) });
    expect(ok.status).toBe(200);
    expect((await login(MEMBER)).body.result.token).toBeDefined();
    expect(await sql('select 1 from recovery_code rc join user_account u on u.id = rc.user_id where u.email = ?', [MEMBER.username])).toHaveLength(0);
  });

  describe('staff', () => {
    it('refuses an admin session without a second factor on staff calls with 403 AUTH_SECOND_FACTOR_REQUIRED; the helper session (pwd+otp) is let in', async () => {
      const admin = await signIn(t, ADMIN);
      expect((await t.call('GET', '/api/admin', { headers: admin() })).status).toBe(200);
      await sql(`delete from totp_credential where user_id = (select id from user_account where email = ?)`, [ADMIN.username]);
      const pwdOnly = (await login(ADMIN)).body.result;
      expect(claimsOf(pwdOnly.token).amr).toEqual(['pwd']);
      const refused = await t.call('GET', '/api/admin', { headers: auth(pwdOnly.token) });
      expect([refused.status, refused.body.code]).toEqual([403, 'AUTH_SECOND_FACTOR_REQUIRED']);
      const settings = await t.call('GET', '/api/profile/security', { headers: auth(pwdOnly.token) });
      expect(settings.body.result).toMatchObject({ totpEnabled: false, secondFactorRequired: true, sessionHasSecondFactor: false });
      // Setting up an app answers a session that can open the back office.
      const setup = (await t.call('POST', '/api/profile/security/totp', { headers: auth(pwdOnly.token) })).body.result;
      const ok = await t.call('POST', '/api/profile/security/totp/confirm', { body: { code: totpCode(setup.secret, clock) }, headers: auth(pwdOnly.token) });
      expect((await t.call('GET', '/api/admin', { headers: auth(ok.body.result.session.token) })).status).toBe(200);
    });

    it("resets a member's app (audited; customers 403): the member signs in with the password alone", async () => {
      // The member sets an app up again.
      const s = (await login(MEMBER)).body.result.token;
      const setup = (await t.call('POST', '/api/profile/security/totp', { headers: auth(s) })).body.result;
      clock += 30_000;
      expect((await t.call('POST', '/api/profile/security/totp/confirm', { body: { code: totpCode(setup.secret, clock) }, headers: auth(s) })).status).toBe(
        200,
      );
      expect((await login(MEMBER)).body.result.secondFactorRequired).toBe(true);
      const memberId = (await sql<{ id: string }>('select id from user_account where email = ?', [MEMBER.username]))[0].id;
      const customer = await signIn(t, { username: 'demo@example.com', password: 'Harbor-Light-42' });
      expect((await t.call('POST', '/api/admin/resetSecondFactor', { body: { userId: memberId }, headers: customer() })).status).toBe(403);
      const admin = await signIn(t, ADMIN, {
        // Stored sealed: the app's own cipher opens it.
        totpSecret: t.app
          .get(TotpSecretCipher)
          .open(
            (
              await sql<{ secret: string }>(`select secret from totp_credential where user_id = (select id from user_account where email = ?)`, [
                ADMIN.username,
              ])
            )[0].secret,
          ),
      });
      const res = await t.call('POST', '/api/admin/resetSecondFactor', { body: { userId: memberId }, headers: admin() });
      expect(res.status).toBe(200);
      expect((await login(MEMBER)).body.result.token).toBeDefined();
      const audit = await sql<{ outcome: string }>(`select outcome from admin_audit_entry where action = 'resetSecondFactor'`);
      expect(audit.map((a) => a.outcome)).toContain('succeeded');
    });
  });
});
