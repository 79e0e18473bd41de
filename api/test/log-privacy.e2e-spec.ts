import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { ProfileService } from '../src/profile/profile.service';
import { DEMO_REGISTRATION as MARCUS } from '../src/seed/demo-plan';
import { User } from '../src/users/user.entity';
import { linkIn, waitForMail } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/**
 * Logs are read by more people than the data is meant for: no password, token, code, email
 * address, phone number, name or licence number may reach them, nor the SQL text and row
 * contents a database error carries. The whole account journey runs with LOG_LEVEL=trace and
 * its log is then searched for every such value it used.
 */
describe('logs: secrets and personal data never reach a log line', () => {
  let t: TestApp;
  const log: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      log.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  /** Every secret or personal value the journey sent or received. */
  const used = new Set<string>();
  const use = <T extends string | null | undefined>(value: T): T => {
    if (value) used.add(value);
    return value;
  };
  const address = { 'X-Forwarded-For': '192.0.2.44' };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.call('POST', path, { body, headers: { ...address, ...headers } });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  const firstEmail = use('marcus.private@example.net');
  const secondEmail = use('m.bell.home@example.org');
  const firstPassword = use('Quiet-Meadow-7391');
  const resetPassword = use('Amber-Lantern-5528');
  const changedPassword = use('Copper-Kettle-8814');
  const wrongPassword = use('Wrong-Guess-4402');
  const phone = use('317-555-0199');
  const newName = use('Marcus Quentin Bellweather');
  const extraEmail = use('bell.family.mail@example.com');
  const extraPhone = use('(765) 555-0143');

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', LOG_LEVEL: 'trace', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' }, { logDestination: destination as never });
    for (const value of [MARCUS.policyHolder, 'Marcus', 'Bell', MARCUS.driversLicenseNumber, '3175550199', '7655550143', 'demo@example.com']) use(value);
  });
  afterAll(() => t.close());

  it('runs register, confirm, sign-in, refresh, remember-me, forgot, reset, change password and email, and profile changes', async () => {
    // Registration: verify the policy in two parts, create the account, confirm the address.
    const part1 = await post('/api/account/verifypolicy', { policyNumber: MARCUS.autoPolicyNumber, policyHolder: MARCUS.policyHolder });
    expect(part1.status).toBe(200);
    const part2 = await post('/api/account/verifyfullpolicy', {
      policyNumber: MARCUS.autoPolicyNumber,
      policyHolder: MARCUS.policyHolder,
      driversLicenseNumber: MARCUS.driversLicenseNumber,
      zip: MARCUS.zip,
    });
    expect(part2.status).toBe(200);
    const verificationToken = use(part2.body.result.verificationToken as string);
    const registered = await post('/api/account/register', {
      username: firstEmail,
      password: firstPassword,
      confirmPassword: firstPassword,
      agreeTerms: true,
      policyNumber: MARCUS.autoPolicyNumber,
      policyHolder: MARCUS.policyHolder,
      verificationToken,
    });
    expect(registered.status).toBe(200);
    const userId = registered.body.result.userId as string;
    expect((await post('/api/account/register/resend', { username: firstEmail, password: firstPassword })).status).toBe(200);
    const confirm = linkIn(await waitForMail(t, firstEmail, 'Confirm your email address'), '/confirmemail');
    use(confirm.code);
    expect((await t.call('GET', `/api/account/confirmemail?code=${confirm.code}&userId=${userId}`, { headers: address })).status).toBe(200);
    // Used twice: refused, and the refusal is logged (by path, without the code in the query).
    expect((await t.call('GET', `/api/account/confirmemail?code=${confirm.code}&userId=${userId}`, { headers: address })).status).toBe(422);

    // Sign-in with remember-me, then a refresh and a remember-me sign-in; one wrong password.
    expect((await post('/api/account/login', { username: firstEmail, password: wrongPassword, rememberMe: false })).status).toBe(401);
    const session = await post('/api/account/login', { username: firstEmail, password: firstPassword, rememberMe: true });
    expect(session.status).toBe(200);
    const { token, refreshToken, rememberMe } = session.body.result as { token: string; refreshToken: string; rememberMe: string };
    [token, refreshToken, rememberMe].forEach(use);
    expect((await t.call('GET', '/api/profile', { headers: bearer(token) })).status).toBe(200);
    const refreshed = await t.call('POST', '/api/jwt/refresh', { headers: bearer(refreshToken) });
    expect(refreshed.status).toBe(200);
    [refreshed.body.result.token, refreshed.body.result.refreshToken].forEach(use);
    const remembered = await t.call('POST', '/api/jwt/remember', { headers: { ...address, 'X-Remember-Me': rememberMe } });
    expect(remembered.status).toBe(200);
    [remembered.body.result.token, remembered.body.result.refreshToken, remembered.body.result.rememberMe].forEach(use);

    // Forgotten password: the reset link's code sets a new password.
    expect((await post('/api/account/forgotpassword', { email: firstEmail })).status).toBe(200);
    const reset = linkIn(await waitForMail(t, firstEmail, 'Reset your'), '/resetpassword');
    use(reset.code);
    expect((await post('/api/account/resetpassword', { code: reset.code, userId, password: resetPassword, confirmPassword: resetPassword })).status).toBe(200);

    // Signed in again: change the password, then the email address through its link.
    let signedIn = await post('/api/account/login', { username: firstEmail, password: resetPassword, rememberMe: false });
    expect(signedIn.status).toBe(200);
    use(signedIn.body.result.token);
    const changed = await post('/api/account/changepassword', { oldPassword: resetPassword, password: changedPassword }, bearer(signedIn.body.result.token));
    expect(changed.status).toBe(200);
    signedIn = await post('/api/account/login', { username: firstEmail, password: changedPassword, rememberMe: false });
    use(signedIn.body.result.token);
    expect((await post('/api/account/sendemailchange', { newEmail: secondEmail }, bearer(signedIn.body.result.token))).status).toBe(200);
    const change = linkIn(await waitForMail(t, secondEmail, 'Confirm your new email address'), '/changeemail');
    use(change.code);
    expect((await post('/api/account/changeemail', { code: change.code, userId, email: secondEmail })).status).toBe(200);

    // Profile: phone, name and e-delivery with extra recipients.
    signedIn = await post('/api/account/login', { username: secondEmail, password: changedPassword, rememberMe: false });
    expect(signedIn.status).toBe(200);
    const me = bearer(use(signedIn.body.result.token as string));
    expect((await post('/api/profile/phone', { phoneNumber: phone }, me)).status).toBe(200);
    expect((await post('/api/profile/name', { name: newName }, me)).status).toBe(200);
    const delivery = await post(
      '/api/profile/delivery',
      {
        isDelivery: true,
        isDeliveryViaEmail: true,
        isDeliveryViaText: true,
        isClaimDeliveryViaEmail: true,
        isClaimDeliveryViaText: true,
        additionalEDeliveryEmailRecipients: [extraEmail],
        additionalEDeliverySMSRecipients: [extraPhone],
      },
      me,
    );
    expect(delivery.status).toBe(200);
    expect((await t.call('GET', '/api/profile/home', { headers: me })).status).toBe(200);

    // Two database constraint errors while a call runs: a taken address and a row missing columns.
    const profiles = t.app.get(ProfileService);
    const em = () => t.app.get(MikroORM).em.fork();
    jest
      .spyOn(profiles, 'saveName')
      .mockImplementationOnce(async () => {
        await em().nativeUpdate(User, { id: userId }, { email: 'demo@example.com' });
        throw new Error('the update above must fail');
      })
      .mockImplementationOnce(async () => {
        await em().insert(User, { id: randomUUID(), email: extraEmail, phoneNumber: '3175550199', firstName: 'Marcus' } as never);
        throw new Error('the insert above must fail');
      });
    // The taken address is a unique violation: a race the filter answers 409; the missing
    // columns are a 500.
    expect((await post('/api/profile/name', { name: newName }, me)).status).toBe(409);
    expect((await post('/api/profile/name', { name: newName }, me)).status).toBe(500);
    expect((await post('/api/account/logout', {}, me)).status).toBe(200);
  });

  it('logged the journey: every call, and both database errors with their constraint but not their data', () => {
    const entries = log.map((line) => JSON.parse(line) as Record<string, any>);
    // 26 calls: 25 answered below 500 (the unique violation among them, as a 409), and one failed.
    expect(entries.filter((e) => e.msg === 'request completed').length).toBe(25);
    expect(entries.filter((e) => e.msg === 'request errored').length).toBe(1);
    const failures = entries.filter((e) => e.msg === 'request failed' || e.msg === 'request conflicted');
    expect(failures.map((e) => e.err?.sqlState).sort()).toEqual(['23502', '23505']);
    expect(failures.find((e) => e.err.sqlState === '23505')?.err).toMatchObject({
      type: 'UniqueConstraintViolationException',
      table: 'user_account',
      constraint: 'user_account_email_unique',
    });
    expect(failures.find((e) => e.err.sqlState === '23502')?.err).toMatchObject({ type: 'NotNullConstraintViolationException', table: 'user_account' });
    for (const failure of failures) {
      expect(failure.err.stack).toMatch(/^\s+at /);
      expect(failure.err.message).toBeUndefined();
    }
  });

  it('wrote none of the passwords, tokens, codes, addresses, phone numbers, names or the licence number', () => {
    const text = log.join('\n').toLowerCase();
    expect(used.size).toBeGreaterThan(25);
    const found = [...used].filter((value) => text.includes(value.toLowerCase()));
    expect(found).toEqual([]);
  });

  it('wrote no SQL, row contents, password hashes or query strings', () => {
    const text = log.join('\n');
    for (const leak of [
      /Failing row contains/i,
      /already exists/i,
      /\binsert into\b/i,
      /\bupdate "/i,
      /\bselect\b.*\bfrom\b/i,
      /\$argon2/,
      /\?code=/,
      /[?&]key=/,
      /userId=/,
    ]) {
      expect({ leak: String(leak), found: text.match(leak)?.[0] }).toEqual({ leak: String(leak), found: undefined });
    }
    // Request URLs are logged as paths alone.
    const urls = log
      .map((line) => JSON.parse(line) as Record<string, any>)
      .flatMap((e) => [e.req?.url, e.url])
      .filter(Boolean);
    expect(urls).toContain('/api/account/confirmemail');
    expect(log.some((line) => line.includes('"request refused"') && line.includes('"url":"/api/account/confirmemail"'))).toBe(true);
    expect(urls.filter((u: string) => u.includes('?'))).toEqual([]);
  });
});
