import { MikroORM } from '@mikro-orm/postgresql';
import { EmailCode, EmailCodePurpose } from '../src/account/entities/email-code.entity';
import { hashPassword } from '../src/users/password-hash';
import { User } from '../src/users/user.entity';
import { linkIn, mailsTo, waitForMail } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

const GUEST_PASSWORD = 'Harbor-Guest-42';
const NOT_SIGNED_IN = { success: false, result: null, errors: ['User must be logged in.'], code: 'AUTH_TOKEN_MISSING' };
const OK_EMPTY = { success: true, result: null, errors: [] };

describe('account: passwords, email address and username', () => {
  let t: TestApp;
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `198.18.0.${++ip}` });
  const orm = () => t.app.get(MikroORM).em.fork();

  const post = (path: string, body: unknown, token?: string) =>
    t.call('POST', `/api/account/${path}`, { body, headers: { ...from(), ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  const login = async (username: string, password = GUEST_PASSWORD): Promise<string> => {
    const res = await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: from() });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.result.token as string;
  };
  const loginStatus = async (username: string, password: string) =>
    (await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: from() })).status;
  const profileStatus = async (token: string) => (await t.call('GET', '/api/profile', { headers: { Authorization: `Bearer ${token}` } })).status;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', DEV_MAILBOX: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' });
  });
  afterAll(() => t.close());

  describe('forgot and reset password', () => {
    it('answers the same whether or not an account has the address, and mails a reset link only when one does', async () => {
      const known = await post('forgotpassword', { email: 'Priya.Raman@example.com' });
      const unknown = await post('forgotpassword', { email: 'nobody.here@example.com' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(OK_EMPTY);
      expect(unknown.body).toEqual(known.body);
      const mail = await waitForMail(t, 'priya.raman@example.com', 'Reset your');
      expect(linkIn(mail, '/resetpassword').url.origin).toBe(t.config.publicUrl);
      await new Promise((r) => setTimeout(r, 200));
      expect(await mailsTo(t, 'nobody.here@example.com')).toEqual([]);
    });

    it('sets the new password with the code once, ends every session and confirms the address', async () => {
      const email = 'samuel.whitfield@example.com';
      const session = await login(email);
      await orm().nativeUpdate(User, { email }, { emailConfirmed: false });
      const started = new Date();
      await post('forgotpassword', { email });
      const { code, userId } = linkIn(await waitForMail(t, email, 'Reset your', started), '/resetpassword');
      const stored = await orm().findOneOrFail(EmailCode, { user: userId, purpose: EmailCodePurpose.ResetPassword, usedAt: null });
      expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.codeHash).not.toBe(code);
      expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(t.config.emailCodeTtlMinutes * 60_000);

      const reset = await post('resetpassword', { code, userId, password: 'New-Tide-Pool-7', confirmPassword: 'New-Tide-Pool-7' });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual(OK_EMPTY);
      expect(await profileStatus(session)).toBe(401);
      expect((await orm().findOneOrFail(User, { email })).emailConfirmed).toBe(true);
      expect(await loginStatus(email, GUEST_PASSWORD)).toBe(401);
      expect(await loginStatus(email, 'New-Tide-Pool-7')).toBe(200);

      const again = await post('resetpassword', { code, userId, password: 'Other-Tide-Pool-8', confirmPassword: 'Other-Tide-Pool-8' });
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual(['This password reset link is not valid, was already used or has expired. Request a new password reset email.']);
    });

    it('refuses a wrong, expired or another user’s code with 422', async () => {
      const email = 'harold.jensen@example.com';
      const started = new Date();
      await post('forgotpassword', { email });
      const { code, userId } = linkIn(await waitForMail(t, email, 'Reset your', started), '/resetpassword');
      const body = { password: 'New-Tide-Pool-7', confirmPassword: 'New-Tide-Pool-7' };
      expect((await post('resetpassword', { ...body, code: code.slice(0, -2) + 'xx', userId })).status).toBe(422);
      const other = await orm().findOneOrFail(User, { email: 'priya.raman@example.com' });
      expect((await post('resetpassword', { ...body, code, userId: other.id })).status).toBe(422);
      await orm().nativeUpdate(EmailCode, { user: userId, purpose: EmailCodePurpose.ResetPassword, usedAt: null }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await post('resetpassword', { ...body, code, userId })).status).toBe(422);
      expect(await loginStatus(email, GUEST_PASSWORD)).toBe(200);
    });

    it('checks the new password: the rule and the confirmation', async () => {
      const userId = (await orm().findOneOrFail(User, { email: 'priya.raman@example.com' })).id;
      const base = { code: 'q3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5sGdFhUoXiRyB0', userId };
      expect((await post('resetpassword', { ...base, password: 'Password1', confirmPassword: 'Password1' })).body.fieldErrors).toEqual({
        password: 'This password is too common. Choose a less predictable one.',
      });
      expect((await post('resetpassword', { ...base, password: 'New-Tide-Pool-7', confirmPassword: 'New-Tide-Pool-8' })).body.fieldErrors).toEqual({
        confirmPassword: 'The password and its confirmation do not match.',
      });
    });
  });

  describe('a new password equal to the account email', () => {
    const email = 'tide7pool@example.net';
    const ownAddress = 'Tide7pool@example.net';
    const SAME_AS_USERNAME = { password: 'The password must not be your email address or username.' };

    beforeAll(async () => {
      const em = orm();
      em.persist(
        Object.assign(new User(), {
          email,
          username: email,
          passwordHash: await hashPassword(GUEST_PASSWORD),
          displayName: 'Tide Pool',
          firstName: 'Tide',
          lastName: 'Pool',
          emailConfirmed: true,
        }),
      );
      await em.flush();
    });

    it('is refused by reset password', async () => {
      const userId = (await orm().findOneOrFail(User, { email })).id;
      const res = await post('resetpassword', {
        code: 'q3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5sGdFhUoXiRyB0',
        userId,
        password: ownAddress,
        confirmPassword: ownAddress,
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual(SAME_AS_USERNAME);
    });

    it('is refused by change password', async () => {
      const token = await login(email);
      const res = await post('changepassword', { oldPassword: GUEST_PASSWORD, password: ownAddress }, token);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual(SAME_AS_USERNAME);
    });
  });

  describe('POST /api/account/changepassword', () => {
    it('refuses a wrong current password with 422', async () => {
      const token = await login('danielle.brooks@example.com');
      const res = await post('changepassword', { oldPassword: 'Not-The-One-1', password: 'New-Tide-Pool-7' }, token);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('ACCOUNT_WRONG_CURRENT_PASSWORD');
      expect(res.body.errors).toEqual(['The current password is not correct.']);
    });

    it('changes the password from the spec body {oldPassword, password}, keeps the caller signed in and ends the other sessions', async () => {
      const email = 'luis.alvarez@example.com';
      const mine = await login(email);
      const other = await login(email);
      const res = await post('changepassword', { oldPassword: GUEST_PASSWORD, password: 'Farm-Road-2024' }, mine);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(OK_EMPTY);
      expect(await profileStatus(mine)).toBe(200);
      expect(await profileStatus(other)).toBe(401);
      expect(await loginStatus(email, GUEST_PASSWORD)).toBe(401);
      expect(await loginStatus(email, 'Farm-Road-2024')).toBe(200);
    });

    it('refuses a new password equal to the current one', async () => {
      // The demo password contains the brand name, which a new password may not: start from one that is allowed.
      const current = 'Lantern-Tide-47';
      await orm().nativeUpdate(User, { email: 'danielle.brooks@example.com' }, { passwordHash: await hashPassword(current) });
      const token = await login('danielle.brooks@example.com', current);
      expect((await post('changepassword', { oldPassword: current, password: current }, token)).body.fieldErrors).toEqual({
        password: 'The new password must differ from the current one.',
      });
    });

    it("refuses a new password containing the name part of the user's email address, on reset and on change", async () => {
      const email = 'lakejames.marine@example.com';
      const token = await login(email);
      const changed = await post('changepassword', { oldPassword: GUEST_PASSWORD, password: 'LakeJames.Marine-7' }, token);
      expect([changed.status, changed.body.fieldErrors]).toEqual([400, { password: 'The password must not contain the name part of your email address.' }]);
      const started = new Date();
      await post('forgotpassword', { email });
      const { code, userId } = linkIn(await waitForMail(t, email, 'Reset your', started), '/resetpassword');
      const reset = await post('resetpassword', { userId, code, password: 'My-lakejames.marine-7', confirmPassword: 'My-lakejames.marine-7' });
      expect([reset.status, reset.body.fieldErrors]).toEqual([400, { password: 'The password must not contain the name part of your email address.' }]);
      // The refused reset did not spend the code.
      expect((await post('resetpassword', { userId, code, password: 'Lantern-Tide-47', confirmPassword: 'Lantern-Tide-47' })).status).toBe(200);
      expect(await loginStatus(email, 'Lantern-Tide-47')).toBe(200);
    });
  });

  describe('email change', () => {
    it('mails a link to the new address, changes email and username when it is used, and ends every session', async () => {
      const oldEmail = 'grace.holloway@example.com';
      const newEmail = 'grace.h@example.net';
      const mine = await login(oldEmail);
      const other = await login(oldEmail);
      const sent = await post('sendemailchange', { newEmail: 'Grace.H@Example.NET' }, mine);
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual(OK_EMPTY);
      expect(await mailsTo(t, oldEmail)).toEqual([]);
      const link = linkIn(await waitForMail(t, newEmail, 'Confirm your new email address'), '/changeemail');
      expect(link.email).toBe(newEmail);

      // Another customer's id with this link's code changes nobody's address.
      const otherUser = await orm().findOneOrFail(User, { email: 'priya.raman@example.com' });
      const otherId = await post('changeemail', { code: link.code, userId: otherUser.id, email: link.email });
      expect(otherId.status).toBe(422);
      expect((await orm().findOneOrFail(User, { id: otherUser.id })).email).toBe('priya.raman@example.com');
      const wrongAddress = await post('changeemail', { code: link.code, userId: link.userId, email: 'someone.else@example.net' });
      expect(wrongAddress.status).toBe(422);
      const changed = await post('changeemail', { code: link.code, userId: link.userId, email: link.email });
      expect(changed.status).toBe(200);
      const user = await orm().findOneOrFail(User, { id: link.userId });
      expect(user).toMatchObject({ email: newEmail, username: newEmail, emailConfirmed: true });
      expect(await profileStatus(mine)).toBe(401);
      expect(await profileStatus(other)).toBe(401);
      expect(await loginStatus(oldEmail, GUEST_PASSWORD)).toBe(401);
      expect(await loginStatus(newEmail, GUEST_PASSWORD)).toBe(200);

      const reused = await post('changeemail', { code: link.code, userId: link.userId, email: link.email });
      expect(reused.status).toBe(422);
      expect(reused.body.errors).toEqual(['This email change link is not valid, was already used or has expired. Request a new email change.']);
    });

    it('answers an address another account uses exactly as a free one, sends it no link and tells its owner, and 400 for the current one', async () => {
      const token = await login('harold.jensen@example.com');
      const started = new Date();
      const taken = await post('sendemailchange', { newEmail: 'Demo@Example.com' }, token);
      const free = await post('sendemailchange', { newEmail: 'harold.j@example.net' }, token);
      expect([taken.status, taken.body]).toEqual([200, OK_EMPTY]);
      expect([free.status, free.body]).toEqual([taken.status, taken.body]);
      await waitForMail(t, 'harold.j@example.net', 'Confirm your new email address', started);
      const notice = await waitForMail(t, 'demo@example.com', 'Someone asked to use your email address', started);
      expect(notice.text).toContain('nothing was changed and no confirmation link was sent');
      expect(notice.text).not.toContain('/changeemail');
      expect(await orm().count(EmailCode, { newEmail: 'demo@example.com' })).toBe(0);
      const same = await post('sendemailchange', { newEmail: 'harold.jensen@example.com' }, token);
      expect(same.status).toBe(400);
      expect(same.body.fieldErrors).toEqual({ newEmail: 'The new email address is the same as the current one.' });
    });

    it('answers 409 when the address was taken between the link and its use', async () => {
      const token = await login('cedarvalley.builders@example.com');
      await post('sendemailchange', { newEmail: 'contested@example.net' }, token);
      const link = linkIn(await waitForMail(t, 'contested@example.net', 'Confirm your new email address'), '/changeemail');
      await orm().nativeUpdate(User, { email: 'northfield.auto@example.com' }, { email: 'contested@example.net' });
      const res = await post('changeemail', { code: link.code, userId: link.userId, email: link.email });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('ACCOUNT_EMAIL_TAKEN');
      await orm().nativeUpdate(User, { email: 'contested@example.net' }, { email: 'northfield.auto@example.com' });
    });
  });

  describe('POST /api/account/legacyuser', () => {
    it('replaces an old-style username with the account email', async () => {
      const token = await login('jalbright');
      const res = await post('legacyuser', { username: 'Janet.Albright@example.com' }, token);
      expect(res.status).toBe(200);
      expect(await orm().findOneOrFail(User, { email: 'janet.albright@example.com' })).toMatchObject({
        username: 'janet.albright@example.com',
        emailConfirmed: true,
      });
      expect(await loginStatus('janet.albright@example.com', GUEST_PASSWORD)).toBe(200);
      expect(await loginStatus('jalbright', GUEST_PASSWORD)).toBe(401);
    });

    it('with another address changes the email too, which must be confirmed from the mailed link', async () => {
      const passwordHash = await hashPassword(GUEST_PASSWORD);
      const em = orm();
      em.persist(
        Object.assign(new User(), {
          email: 'old.timer@example.com',
          username: 'oldtimer',
          passwordHash,
          displayName: 'Old Timer',
          firstName: 'Old',
          lastName: 'Timer',
          emailConfirmed: true,
        }),
      );
      await em.flush();
      const token = await login('oldtimer');

      const taken = await post('legacyuser', { username: 'priya.raman@example.com' }, token);
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('ACCOUNT_EMAIL_TAKEN');
      const notEmail = await post('legacyuser', { username: 'timer2' }, token);
      expect(notEmail.status).toBe(400);

      const res = await post('legacyuser', { username: 'Old.Timer@Example.net' }, token);
      expect(res.status).toBe(200);
      expect(await orm().findOneOrFail(User, { username: 'old.timer@example.net' })).toMatchObject({ email: 'old.timer@example.net', emailConfirmed: false });
      const status = await t.call('POST', '/api/account/login', {
        body: { username: 'old.timer@example.net', password: GUEST_PASSWORD, rememberMe: false },
        headers: from(),
      });
      expect(status.status).toBe(403);
      const link = linkIn(await waitForMail(t, 'old.timer@example.net', 'Confirm your email address'), '/confirmemail');
      expect((await t.call('GET', `/api/account/confirmemail?code=${link.code}&userId=${link.userId}`)).status).toBe(200);
      expect(await loginStatus('old.timer@example.net', GUEST_PASSWORD)).toBe(200);

      const newToken = await login('old.timer@example.net');
      const twice = await post('legacyuser', { username: 'old.timer2@example.net' }, newToken);
      expect(twice.status).toBe(400);
    });
  });

  describe('POST /api/account/register/resend', () => {
    it('re-sends the confirmation only for the right credentials of an unconfirmed account, with the same reply either way', async () => {
      const passwordHash = await hashPassword('Waiting-Room-5');
      const em = orm();
      em.persist(
        Object.assign(new User(), {
          email: 'unconfirmed@example.net',
          username: 'unconfirmed@example.net',
          passwordHash,
          displayName: 'Una Confirmed',
          firstName: 'Una',
          lastName: 'Confirmed',
          emailConfirmed: false,
        }),
      );
      await em.flush();

      const wrong = await post('register/resend', { username: 'unconfirmed@example.net', password: 'Waiting-Room-6' });
      const unknown = await post('register/resend', { username: 'nobody@example.net', password: 'Waiting-Room-5' });
      const confirmed = await post('register/resend', { username: 'priya.raman@example.com', password: GUEST_PASSWORD });
      expect(await mailsTo(t, 'unconfirmed@example.net')).toEqual([]);
      expect(await mailsTo(t, 'priya.raman@example.com').then((m) => m.filter((x) => x.subject.includes('Confirm')))).toEqual([]);
      const right = await post('register/resend', { username: 'Unconfirmed@Example.net', password: 'Waiting-Room-5' });
      for (const res of [wrong, unknown, confirmed, right]) expect(res.body).toEqual(OK_EMPTY);
      const first = linkIn(await waitForMail(t, 'unconfirmed@example.net', 'Confirm your email address'), '/confirmemail');

      // Only the latest link works.
      await post('register/resend', { username: 'unconfirmed@example.net', password: 'Waiting-Room-5' });
      const mails = await mailsTo(t, 'unconfirmed@example.net');
      expect(mails).toHaveLength(2);
      const latest = linkIn(mails[0]!, '/confirmemail');
      expect((await t.call('GET', `/api/account/confirmemail?code=${first.code}&userId=${first.userId}`)).status).toBe(422);
      // The latest code with another customer's id confirms nobody.
      const priya = await orm().findOneOrFail(User, { email: 'priya.raman@example.com' });
      expect((await t.call('GET', `/api/account/confirmemail?code=${latest.code}&userId=${priya.id}`)).status).toBe(422);
      expect((await t.call('GET', `/api/account/confirmemail?code=${latest.code}&userId=${latest.userId}`)).status).toBe(200);
    });
  });

  describe('confirmemail', () => {
    it('answers 400 for a malformed link and 422 for an unknown code', async () => {
      expect((await t.call('GET', '/api/account/confirmemail?code=short&userId=nope')).status).toBe(400);
      const res = await t.call('GET', '/api/account/confirmemail?code=q3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5sGdFhUoXiRyB0&userId=3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60');
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('ACCOUNT_CONFIRMATION_CODE_INVALID');
      expect(res.body.errors).toEqual(['This confirmation link is not valid, was already used or has expired. Request a new confirmation email.']);
    });
  });

  describe('signed-in calls', () => {
    it('refuse callers without an access token with 401', async () => {
      for (const [path, body] of [
        ['changepassword', { oldPassword: GUEST_PASSWORD, password: 'New-Tide-Pool-7' }],
        ['sendemailchange', { newEmail: 'x@example.net' }],
        ['legacyuser', { username: 'x@example.net' }],
      ] as const) {
        const res = await post(path, body);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(NOT_SIGNED_IN);
      }
    });
  });
});
