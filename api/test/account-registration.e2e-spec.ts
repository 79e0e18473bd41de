import { MikroORM } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { StaffVerificationRequest } from '../src/account/entities/staff-verification-request.entity';
import { VerificationAttempt } from '../src/account/entities/verification-attempt.entity';
import { VerifiedRegistration } from '../src/account/entities/verified-registration.entity';
import { DEMO_REGISTRATION as MARCUS } from '../src/seed/demo-plan';
import { UserPolicy } from '../src/users/user-policy.entity';
import { User } from '../src/users/user.entity';
import { linkIn, mailsTo, waitForMail } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

const NOT_FOUND_POLICY = MARCUS.failingPolicyNumber;

// Seeding the demo book on PGlite takes a few seconds (the per-project testTimeout is not applied to hooks).
jest.setTimeout(60_000);

describe('registration and policy verification', () => {
  let t: TestApp;
  let ip = 0;
  /** Each test speaks from addresses of its own, so failure counts per address do not mix. */
  const newAddress = () => `203.0.113.${++ip}`;
  const post = (path: string, body: unknown, address: string) => t.call('POST', `/api/account/${path}`, { body, headers: { 'X-Forwarded-For': address } });
  const orm = () => t.app.get(MikroORM).em.fork();

  const marcusAuto = { policyNumber: MARCUS.autoPolicyNumber, policyHolder: MARCUS.policyHolder };
  const marcusAutoFull = { ...marcusAuto, driversLicenseNumber: MARCUS.driversLicenseNumber, zip: MARCUS.zip };
  const marcusHomeFull = { policyNumber: MARCUS.homePolicyNumber, policyHolder: MARCUS.policyHolder, dateOfBirth: MARCUS.dateOfBirth, zip: MARCUS.zip };

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', DEV_MAILBOX: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' });
  });
  afterAll(() => t.close());

  describe('the whole journey', () => {
    it('verifies part 1 and part 2, creates the account, mails the confirmation, confirms it, then signs in', async () => {
      const address = newAddress();
      const email = 'marcus.bell@example.net';

      const part1 = await post('verifypolicy', { ...marcusAuto, policyHolder: '  marcus   BELL ' }, address);
      expect(part1.status).toBe(200);
      expect(part1.body.result).toEqual({
        isValid: true,
        verifiedPart1: true,
        verifiedPart2: false,
        requiresStaffVerification: false,
        registrationFailureCount: 0,
        requiredFields: ['driversLicenseNumber', 'zip'],
        verificationToken: null,
      });

      const part2 = await post('verifyfullpolicy', { ...marcusAutoFull, driversLicenseNumber: '6207418853' }, address);
      expect(part2.body.result).toMatchObject({
        isValid: true,
        verifiedPart1: true,
        verifiedPart2: true,
        requiresStaffVerification: false,
        registrationFailureCount: 0,
      });
      const token = part2.body.result.verificationToken as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const ticket = await orm().findOneOrFail(VerifiedRegistration, { policyNumber: MARCUS.autoPolicyNumber });
      expect(ticket.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(ticket.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
      expect(ticket.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);

      expect((await post('exists', { policyNumbers: [MARCUS.autoPolicyNumber], verificationToken: token }, address)).body.result).toEqual({
        exists: false,
        registeredPolicyNumbers: [],
      });

      const created = await post(
        'register',
        {
          username: 'Marcus.Bell@Example.NET',
          password: 'Bell-Family-2024',
          confirmPassword: 'Bell-Family-2024',
          agreeTerms: true,
          ...marcusAuto,
          verificationToken: token,
        },
        address,
      );
      expect(created.status).toBe(200);
      expect(created.body.result).toEqual({ userId: expect.any(String), email });
      const userId = created.body.result.userId as string;

      const user = await orm().findOneOrFail(User, { id: userId }, { populate: ['policies'] });
      expect(user).toMatchObject({ email, username: email, emailConfirmed: false, firstName: 'Marcus', lastName: 'Bell', displayName: 'Marcus Bell' });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.policies.getItems().map((p) => p.policyNumber)).toEqual([MARCUS.autoPolicyNumber]);
      // The account check answers for the policy this registration proved, and for no other
      // (PPA1000101 has an account too, but the caller has not proven it).
      expect(
        (await post('exists', { policyNumbers: [MARCUS.autoPolicyNumber.toLowerCase(), 'PPA1000101', NOT_FOUND_POLICY], verificationToken: token }, address))
          .body.result,
      ).toEqual({ exists: true, registeredPolicyNumbers: [MARCUS.autoPolicyNumber] });

      const login = () =>
        t.call('POST', '/api/account/login', {
          body: { username: email, password: 'Bell-Family-2024', rememberMe: false },
          headers: { 'X-Forwarded-For': address },
        });
      const early = await login();
      expect(early.status).toBe(403);
      expect(early.body.errors).toEqual(['Requires Email Confirmation']);

      const mail = await waitForMail(t, email, 'Confirm your email address');
      const link = linkIn(mail, '/confirmemail');
      expect(link.url.origin).toBe(t.config.publicUrl);
      expect(link.userId).toBe(userId);
      const confirmed = await t.call('GET', `/api/account/confirmemail?code=${link.code}&userId=${link.userId}`);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ success: true, result: null, errors: [] });

      const signedIn = await login();
      expect(signedIn.status).toBe(200);
      const claims = JSON.parse(Buffer.from(signedIn.body.result.token.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ sub: userId, policies: MARCUS.autoPolicyNumber, given_name: 'Marcus', family_name: 'Bell' });

      // Single use: the verification token and the confirmation code work once.
      const again = await post(
        'register',
        {
          username: 'other@example.net',
          password: 'Bell-Family-2024',
          confirmPassword: 'Bell-Family-2024',
          agreeTerms: true,
          ...marcusAuto,
          verificationToken: token,
        },
        address,
      );
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual(['Your policy verification has expired or was already used. Please verify your policy again.']);
      const reused = await t.call('GET', `/api/account/confirmemail?code=${link.code}&userId=${link.userId}`);
      expect(reused.status).toBe(422);
      expect(reused.body.errors[0]).toContain('Request a new confirmation email.');
    });
  });

  describe('POST /api/account/register', () => {
    const account = { username: 'new.member@example.net', password: 'Bell-Family-2024', confirmPassword: 'Bell-Family-2024', agreeTerms: true };

    it('refuses to create an account without a verification token from a full verification', async () => {
      const res = await post('register', { ...account, ...marcusAuto, verificationToken: 'q3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5sGdFhUoXiRyB0' }, newAddress());
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('ACCOUNT_VERIFICATION_TOKEN_INVALID');
      const missing = await post('register', { ...account, ...marcusAuto }, newAddress());
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.fieldErrors)).toEqual(['verificationToken']);
    });

    it('refuses a token issued for another policy or policyholder', async () => {
      const address = newAddress();
      const token = (await post('verifyfullpolicy', marcusHomeFull, address)).body.result.verificationToken;
      expect(token).toEqual(expect.any(String));
      const otherPolicy = await post('register', { ...account, ...marcusAuto, verificationToken: token }, address);
      expect(otherPolicy.status).toBe(422);
      const otherHolder = await post(
        'register',
        { ...account, policyNumber: MARCUS.homePolicyNumber, policyHolder: 'Tanya Bell', verificationToken: token },
        address,
      );
      expect(otherHolder.status).toBe(422);
    });

    it('answers 409 when the policy already has a portal account, and the token is spent', async () => {
      const address = newAddress();
      const emily = { policyNumber: 'PPA1000102', policyHolder: 'Emily Carter' };
      const verified = await post('verifyfullpolicy', { ...emily, driversLicenseNumber: '4821079316', zip: '46032' }, address);
      expect(verified.body.result.isValid).toBe(true);
      const token = verified.body.result.verificationToken as string;
      const res = await post('register', { ...account, ...emily, verificationToken: token }, address);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('ACCOUNT_POLICY_ALREADY_REGISTERED');
      expect(res.body.errors).toEqual(['This policy already has a portal account. Log in, or use Forgot Password if you do not know the password.']);
      expect((await post('register', { ...account, ...emily, verificationToken: token }, address)).status).toBe(422);
    });

    it('answers a taken address exactly as a new one, tells its owner by email instead, and spends the token', async () => {
      const verify = async () => (await post('verifyfullpolicy', marcusHomeFull, newAddress())).body.result.verificationToken as string;
      const home = { policyNumber: MARCUS.homePolicyNumber, policyHolder: MARCUS.policyHolder };
      const before = new Date();

      const token = await verify();
      const taken = await post('register', { ...account, username: 'DEMO@example.com', ...home, verificationToken: token }, newAddress());
      expect(taken.status).toBe(200);
      expect(taken.body).toEqual({ success: true, result: { userId: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'demo@example.com' }, errors: [] });
      expect(await orm().count(User, { id: taken.body.result.userId })).toBe(0);
      expect(await orm().count(UserPolicy, { policyNumber: MARCUS.homePolicyNumber })).toBe(0);
      const notice = await waitForMail(t, 'demo@example.com', 'Someone tried to register', before);
      expect(notice.text).toContain('no new account was created');
      expect((await mailsTo(t, 'demo@example.com')).filter((m) => m.subject.includes('Confirm your email address'))).toEqual([]);
      // The token is spent: it cannot be replayed to try another address.
      const replay = await post('register', { ...account, username: 'someone.new@example.net', ...home, verificationToken: token }, newAddress());
      expect(replay.status).toBe(422);

      // An old-style account whose email is the address: its owner is told too.
      const legacy = await post('register', { ...account, username: 'Janet.Albright@Example.com', ...home, verificationToken: await verify() }, newAddress());
      expect([legacy.status, Object.keys(legacy.body.result)]).toEqual([200, ['userId', 'email']]);
      await waitForMail(t, 'janet.albright@example.com', 'Someone tried to register', before);

      const created = await post(
        'register',
        { ...account, username: 'bell.home@example.net', ...home, policyHolder: 'MARCUS A. BELL', verificationToken: await verify() },
        newAddress(),
      );
      expect(created.status).toBe(200);
      expect(Object.keys(created.body.result)).toEqual(Object.keys(taken.body.result));
      expect(await orm().count(User, { id: created.body.result.userId })).toBe(1);
    });

    it('needs agreement to the terms, matching passwords and a password that is not common', async () => {
      const body = { ...account, ...marcusAuto, verificationToken: 'q3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5sGdFhUoXiRyB0' };
      const terms = await post('register', { ...body, agreeTerms: false }, newAddress());
      expect(terms.status).toBe(400);
      expect(terms.body.fieldErrors).toEqual({ agreeTerms: 'Agree to the terms of use to create an account.' });
      const mismatch = await post('register', { ...body, confirmPassword: 'Bell-Family-2025' }, newAddress());
      expect(mismatch.body.fieldErrors).toEqual({ confirmPassword: 'The password and its confirmation do not match.' });
      const common = await post('register', { ...body, password: 'Password1', confirmPassword: 'Password1' }, newAddress());
      expect(common.status).toBe(400);
      expect(common.body.fieldErrors).toEqual({ password: 'This password is too common. Choose a less predictable one.' });
      const weak = await post('register', { ...body, password: 'lanternlight', confirmPassword: 'lanternlight' }, newAddress());
      expect(weak.body.fieldErrors.password).toBe('Password needs at least one digit, one upper case and one lower case letter.');
    });
  });

  describe('verification rules', () => {
    it('refuses a policyholder name that is not on the policy, and an unknown policy number', async () => {
      const address = newAddress();
      const wrongName = await post('verifypolicy', { ...marcusAuto, policyHolder: 'Tanya Bell' }, address);
      expect(wrongName.body.result).toMatchObject({ isValid: false, verifiedPart1: false, registrationFailureCount: 1, requiresStaffVerification: false });
      const unknown = await post('verifypolicy', { policyNumber: NOT_FOUND_POLICY, policyHolder: MARCUS.policyHolder }, newAddress());
      expect(unknown.body.result).toMatchObject({ isValid: false, registrationFailureCount: 1 });
    });

    it('accepts a secondary insured and a business name without its punctuation', async () => {
      expect((await post('verifypolicy', { policyNumber: 'HOM2000101', policyHolder: 'Michael J Carter' }, newAddress())).body.result.isValid).toBe(true);
      expect((await post('verifypolicy', { policyNumber: 'CGL7300201', policyHolder: 'cedar valley builders inc' }, newAddress())).body.result).toMatchObject({
        isValid: true,
        requiredFields: ['zip'],
      });
    });

    it('checks a PPA licence number on the policy, without dashes and in any case', async () => {
      const ok = await post('verifyfullpolicy', { ...marcusAutoFull, driversLicenseNumber: '4418302967' }, newAddress());
      expect(ok.body.result.isValid).toBe(true);
      const wrong = await post('verifyfullpolicy', { ...marcusAutoFull, driversLicenseNumber: '4821079316' }, newAddress());
      expect(wrong.body.result).toMatchObject({ isValid: false, verifiedPart1: true, verifiedPart2: false, verificationToken: null });
      const dashed = await post('verifyfullpolicy', { ...marcusAutoFull, driversLicenseNumber: '6207-41-8853' }, newAddress());
      expect(dashed.status).toBe(400);
      const missing = await post('verifyfullpolicy', { ...marcusAuto, zip: MARCUS.zip }, newAddress());
      expect(missing.status).toBe(400);
      expect(missing.body.fieldErrors).toEqual({ driversLicenseNumber: "Enter the driver's license number of a driver on the policy." });
    });

    it('checks a HOM or PUP date of birth, strictly valid, and the billing zip of every type', async () => {
      expect((await post('verifyfullpolicy', { ...marcusHomeFull, dateOfBirth: '10/03/1986' }, newAddress())).body.result.isValid).toBe(false);
      expect((await post('verifyfullpolicy', { ...marcusHomeFull, zip: '46032' }, newAddress())).body.result.isValid).toBe(false);
      const invalid = await post('verifyfullpolicy', { ...marcusHomeFull, dateOfBirth: '02/30/1986' }, newAddress());
      expect(invalid.status).toBe(400);
      expect(invalid.body.fieldErrors).toEqual({ dateOfBirth: 'Enter a real date as MM/DD/YYYY.' });
      expect(
        (await post('verifyfullpolicy', { policyNumber: 'PUP3000101', policyHolder: 'Emily Carter', dateOfBirth: '03/14/1984', zip: '46032' }, newAddress()))
          .body.result.isValid,
      ).toBe(true);
      expect(
        (await post('verifyfullpolicy', { policyNumber: 'FAR4000101', policyHolder: 'Luis Alvarez', zip: '46041' }, newAddress())).body.result.isValid,
      ).toBe(true);
    });
  });

  describe('failure counting on the server', () => {
    it('switches to staff verification after three failures, and the count survives a new client from the same address', async () => {
      const address = newAddress();
      const counts: number[] = [];
      for (const policyNumber of ['PPA1009991', 'PPA1009992', 'PPA1009993']) {
        const res = await post('verifypolicy', { policyNumber, policyHolder: MARCUS.policyHolder }, address);
        counts.push(res.body.result.registrationFailureCount);
        expect(res.body.result.requiresStaffVerification).toBe(res.body.result.registrationFailureCount >= 3);
      }
      expect(counts).toEqual([1, 2, 3]);

      // A fresh client (no cookies, nothing kept by the browser) from that address: still 3, and even
      // the right details are not checked any more.
      const fresh = await post('verifyfullpolicy', marcusAutoFull, address);
      expect(fresh.body.result).toMatchObject({ isValid: false, requiresStaffVerification: true, registrationFailureCount: 3, verificationToken: null });
      const attempts = await orm().count(VerificationAttempt, { ip: address });
      expect(attempts).toBe(3);
    });

    it('stops counting failures older than 24 hours, so a lock-out ends by itself', async () => {
      const address = newAddress();
      const policyNumber = 'PPA1009996';
      for (let i = 0; i < 3; i++) await post('verifypolicy', { policyNumber, policyHolder: 'Someone Else' }, address);
      const locked = await post('verifypolicy', { policyNumber, policyHolder: 'Someone Else' }, address);
      expect(locked.body.result).toMatchObject({ requiresStaffVerification: true, registrationFailureCount: 3 });

      // Just inside the window the failures still count...
      const backdate = (interval: string) =>
        orm().getConnection().execute(`update "verification_attempt" set "created_at" = now() - interval '${interval}' where "ip" = ?`, [address]);
      await backdate('23 hours 59 minutes');
      const stillLocked = await post('verifypolicy', { policyNumber, policyHolder: 'Someone Else' }, address);
      expect(stillLocked.body.result).toMatchObject({ requiresStaffVerification: true, registrationFailureCount: 3 });

      // ...and once they are older than 24 hours they no longer do.
      await backdate('24 hours 1 minute');
      const fresh = await post('verifypolicy', { policyNumber, policyHolder: 'Someone Else' }, address);
      expect(fresh.body.result).toMatchObject({ isValid: false, requiresStaffVerification: false, registrationFailureCount: 1 });
      const marcus = await post('verifyfullpolicy', marcusAutoFull, address);
      expect(marcus.body.result).toMatchObject({ isValid: true, requiresStaffVerification: false });
    });

    it('locks a policy number after three failures from any addresses, whoever typed them', async () => {
      const names = ['Someone Else', 'Another Person', 'A Third Name'];
      for (const policyHolder of names) await post('verifypolicy', { policyNumber: 'PPA1009995', policyHolder }, newAddress());
      const res = await post('verifypolicy', { policyNumber: 'PPA1009995', policyHolder: 'A Fourth Name' }, newAddress());
      expect(res.body.result).toMatchObject({ isValid: false, requiresStaffVerification: true, registrationFailureCount: 3 });
      // Marcus's own policy from one of those addresses is not affected.
      const other = await post('verifypolicy', marcusAuto, `203.0.113.${ip}`);
      expect(other.body.result).toMatchObject({ isValid: true, requiresStaffVerification: false, registrationFailureCount: 0 });
    });

    it('gives two people behind one office address three attempts each', async () => {
      const office = newAddress();
      // The first person mistypes three policy numbers and is locked.
      for (const policyNumber of ['PPA1009981', 'PPA1009982', 'PPA1009983'])
        await post('verifypolicy', { policyNumber, policyHolder: 'Dana Whitfield' }, office);
      const first = await post('verifypolicy', { policyNumber: 'PPA1009984', policyHolder: 'Dana Whitfield' }, office);
      expect(first.body.result).toMatchObject({ requiresStaffVerification: true, registrationFailureCount: 3 });

      // The colleague at the next desk still has all three of theirs: two failures, then a success.
      const colleague = MARCUS.policyHolder;
      const c1 = await post('verifypolicy', { policyNumber: 'PPA1009985', policyHolder: colleague }, office);
      const c2 = await post('verifypolicy', { policyNumber: 'PPA1009986', policyHolder: colleague }, office);
      expect([c1.body.result.registrationFailureCount, c2.body.result.registrationFailureCount]).toEqual([1, 2]);
      expect(c2.body.result.requiresStaffVerification).toBe(false);
      const full = await post('verifyfullpolicy', marcusAutoFull, office);
      expect(full.body.result).toMatchObject({ isValid: true, verifiedPart2: true, requiresStaffVerification: false });
      expect(full.body.result.verificationToken).toEqual(expect.any(String));
    });

    it('locks a client address only after 30 failures, whoever typed them', async () => {
      const office = newAddress();
      // Ten people, three failures each, on policies nobody holds: 30 failures from one address.
      for (let person = 0; person < 10; person++) {
        for (let i = 0; i < 3; i++) {
          const res = await post(
            'verifypolicy',
            { policyNumber: `PPA19${String(person).padStart(2, '0')}00${i}`, policyHolder: `Person Number ${'x'.repeat(person + 1)}` },
            office,
          );
          expect(res.body.result.requiresStaffVerification).toBe(i === 2 || person * 3 + i + 1 >= 30);
        }
      }
      // The eleventh person, with the right details, is refused too: the address has had its 30.
      const eleventh = await post('verifypolicy', marcusAuto, office);
      expect(eleventh.body.result).toMatchObject({ isValid: false, requiresStaffVerification: true, registrationFailureCount: 3 });
      // From another address the same person is checked as usual.
      const elsewhere = await post('verifypolicy', marcusAuto, newAddress());
      expect(elsewhere.body.result).toMatchObject({ isValid: true, requiresStaffVerification: false });
    });

    it('resets the count after a part-1 success, and after a full success', async () => {
      const address = newAddress();
      const luis = { policyNumber: 'FUP4100101', policyHolder: 'Luis Alvarez' };
      await post('verifyfullpolicy', { ...luis, zip: '46000' }, address);
      const second = await post('verifyfullpolicy', { ...luis, zip: '46001' }, address);
      expect(second.body.result.registrationFailureCount).toBe(2);
      const part1 = await post('verifypolicy', luis, address);
      expect(part1.body.result).toMatchObject({ isValid: true, registrationFailureCount: 0, requiresStaffVerification: false });
      // Counting starts again from the success: two more failures are not a lock-out.
      await post('verifyfullpolicy', { ...luis, zip: '46002' }, address);
      const fourth = await post('verifyfullpolicy', { ...luis, zip: '46003' }, address);
      expect(fourth.body.result).toMatchObject({ isValid: false, registrationFailureCount: 2, requiresStaffVerification: false });
      const full = await post('verifyfullpolicy', { ...luis, zip: '46041' }, address);
      expect(full.body.result).toMatchObject({ isValid: true, registrationFailureCount: 0, requiresStaffVerification: false });
      const later = await post('verifyfullpolicy', { ...luis, zip: '46000' }, address);
      expect(later.body.result.registrationFailureCount).toBe(1);
    });

    it('caps failed full verifications of one policy at 10 a day, however often part 1 succeeds between them', async () => {
      const ivy = { policyNumber: MARCUS.homePolicyNumber, policyHolder: MARCUS.policyHolder };
      const ageAttempts = () =>
        orm()
          .getConnection()
          .execute(`update "verification_attempt" set "created_at" = now() - interval '24 hours 1 minute' where "policy_number" = ?`, [
            MARCUS.homePolicyNumber,
          ]);
      await ageAttempts(); // start from a clean day for this policy, whatever earlier tests did
      const wrongZip = (n: number) => ({ ...ivy, dateOfBirth: MARCUS.dateOfBirth, zip: `4600${n % 10}` });
      for (let round = 0; round < 5; round++) {
        const address = newAddress();
        expect((await post('verifypolicy', ivy, address)).body.result).toMatchObject({ isValid: true, registrationFailureCount: 0 });
        for (let i = 0; i < 2; i++) await post('verifyfullpolicy', wrongZip(round * 2 + i), address);
      }
      // Ten wrong zips in five rounds of two: part 1 still matches, but the right details are no longer checked.
      const address = newAddress();
      const part1 = await post('verifypolicy', ivy, address);
      expect(part1.body.result).toMatchObject({ isValid: false, requiresStaffVerification: true, registrationFailureCount: 3 });
      const right = await post('verifyfullpolicy', marcusHomeFull, address);
      expect(right.body.result).toMatchObject({ isValid: false, requiresStaffVerification: true, verificationToken: null });
      // A day later the cap is lifted.
      await ageAttempts();
      const dayLater = await post('verifyfullpolicy', marcusHomeFull, newAddress());
      expect(dayLater.body.result).toMatchObject({ isValid: true, requiresStaffVerification: false });
    });

    it('keeps the name typed out of the attempt table (only a hash of it with the address)', async () => {
      const address = newAddress();
      await post('verifypolicy', { policyNumber: 'PPA1009971', policyHolder: 'Quentin Marlowe' }, address);
      const rows = await orm().getConnection().execute<Record<string, unknown>[]>(`select * from "verification_attempt" where "ip" = ?`, [address]);
      expect(rows).toHaveLength(1);
      expect(rows[0].person_key).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows[0]).toLowerCase()).not.toContain('quentin');
    });
  });

  describe('POST /api/account/verifybystaff', () => {
    const request = {
      policyNumber: MARCUS.autoPolicyNumber,
      policyHolder: MARCUS.policyHolder,
      driversLicenseNumber: MARCUS.driversLicenseNumber,
      zip: MARCUS.zip,
      employeeIdentificationNumber: MARCUS.ssnLast4,
      staffVerificationPhoneNumber: '317-555-0187',
      staffVerificationEmail: 'Marcus.Staff@example.net',
      staffVerificationEmailConfirmation: 'marcus.staff@example.net',
      staffVerificationPassword: 'Bell-Family-2024',
      staffVerificationPasswordConfirmation: 'Bell-Family-2024',
    };

    it('stores the request when the last 4 of the SSN match, without the full licence or the password, and mails the requester', async () => {
      const res = await post('verifybystaff', request, newAddress());
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({ staffVerificationRequestCompleted: true });
      const stored = await orm().findOneOrFail(StaffVerificationRequest, { staffVerificationEmail: 'marcus.staff@example.net' });
      expect(stored).toMatchObject({
        policyNumber: MARCUS.autoPolicyNumber,
        policyHolder: MARCUS.policyHolder,
        driversLicenseLast4: '8853',
        zip: MARCUS.zip,
        employeeIdentificationNumberLast4: MARCUS.ssnLast4,
        staffVerificationPhoneNumber: '3175550187',
        accepted: null,
      });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(stored)).not.toContain(MARCUS.driversLicenseNumber);
      const mail = await waitForMail(t, 'marcus.staff@example.net', 'registration request');
      expect(mail.text).toContain('end of the next business day');
    });

    it('stores nothing and says not completed when the SSN digits or the policy do not match', async () => {
      const before = await orm().count(StaffVerificationRequest, {});
      const wrongSsn = await post('verifybystaff', { ...request, employeeIdentificationNumber: '0000' }, newAddress());
      expect(wrongSsn.body.result).toEqual({ staffVerificationRequestCompleted: false });
      const unknown = await post('verifybystaff', { ...request, policyNumber: NOT_FOUND_POLICY }, newAddress());
      expect(unknown.body.result).toEqual({ staffVerificationRequestCompleted: false });
      expect(await orm().count(StaffVerificationRequest, {})).toBe(before);
    });

    it('needs the email and password confirmed', async () => {
      const res = await post('verifybystaff', { ...request, staffVerificationPasswordConfirmation: 'Bell-Family-2025' }, newAddress());
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ staffVerificationPasswordConfirmation: 'The password and its confirmation do not match.' });
    });
  });

  describe('person names', () => {
    it('refuses a policyholder name with < or > on every registration and verification call', async () => {
      const MESSAGE = { policyHolder: 'Enter the policyholder name (without < or >).' };
      const bodies: Record<string, (policyHolder: string) => unknown> = {
        verifypolicy: (policyHolder) => ({ ...marcusAuto, policyHolder }),
        verifyfullpolicy: (policyHolder) => ({ ...marcusAutoFull, policyHolder }),
        register: (policyHolder) => ({
          username: 'new.member@example.net',
          password: 'Bell-Family-2024',
          confirmPassword: 'Bell-Family-2024',
          agreeTerms: true,
          ...marcusAuto,
          policyHolder,
          verificationToken: 'q3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5sGdFhUoXiRyB0',
        }),
        verifybystaff: (policyHolder) => ({
          ...marcusAutoFull,
          policyHolder,
          employeeIdentificationNumber: MARCUS.ssnLast4,
          staffVerificationPhoneNumber: '317-555-0187',
          staffVerificationEmail: 'marcus.x@example.net',
          staffVerificationEmailConfirmation: 'marcus.x@example.net',
          staffVerificationPassword: 'Bell-Family-2024',
          staffVerificationPasswordConfirmation: 'Bell-Family-2024',
        }),
        verifyonetime: (policyHolder) => ({ policyNumber: MARCUS.autoPolicyNumber, policyHolder, zip: MARCUS.zip }),
        verifyaccountnumber: (policyHolder) => ({ accountNumber: '7700412835', policyHolder, zip: '46032' }),
      };
      for (const [path, body] of Object.entries(bodies)) {
        for (const name of ['Marcus <b>Bell</b>', 'Marcus > Bell', '<']) {
          const res = await post(path, body(name), newAddress());
          expect([path, name, res.status, res.body.fieldErrors]).toEqual([path, name, 400, MESSAGE]);
        }
      }
    });
  });

  describe('one-time payment checks', () => {
    it('verifies the payment number printed on the bills of a policy', async () => {
      expect((await post('verifypaymentnumber', { policyNumber: 'PPA1000101', paymentNumber: '5100010171' }, newAddress())).body.result).toEqual({
        isValid: true,
      });
      expect((await post('verifypaymentnumber', { policyNumber: 'ppa1000101', paymentNumber: '5100010171' }, newAddress())).body.result).toEqual({
        isValid: true,
      });
      expect((await post('verifypaymentnumber', { policyNumber: 'PPA1000101', paymentNumber: '5200010160' }, newAddress())).body.result).toEqual({
        isValid: false,
      });
    });

    it('verifies an account bill number with its policyholder and billing zip', async () => {
      expect(
        (await post('verifyaccountnumber', { accountNumber: '7700412835', policyHolder: 'Emily Carter', zip: '46032' }, newAddress())).body.result,
      ).toEqual({ isValid: true });
      expect(
        (await post('verifyaccountnumber', { accountNumber: '7700412835', policyHolder: 'Emily Carter', zip: '46250' }, newAddress())).body.result,
      ).toEqual({ isValid: false });
      expect(
        (await post('verifyaccountnumber', { accountNumber: '7700412836', policyHolder: 'Emily Carter', zip: '46032' }, newAddress())).body.result,
      ).toEqual({ isValid: false });
    });

    it('verifies a policy number with its policyholder and billing zip', async () => {
      expect(
        (await post('verifyonetime', { policyNumber: MARCUS.autoPolicyNumber, policyHolder: 'marcus a. bell', zip: MARCUS.zip }, newAddress())).body.result,
      ).toEqual({ isValid: true });
      expect((await post('verifyonetime', { policyNumber: 'HOM2000101', policyHolder: 'Michael Carter', zip: '46032' }, newAddress())).body.result).toEqual({
        isValid: true,
      });
      expect((await post('verifyonetime', { policyNumber: 'PPA1000101', policyHolder: 'Luis Alvarez', zip: '46032' }, newAddress())).body.result).toEqual({
        isValid: false,
      });
    });
  });

  describe('POST /api/account/exists', () => {
    it('needs one to twenty well-formed policy numbers', async () => {
      expect((await post('exists', { policyNumbers: [] }, newAddress())).status).toBe(400);
      expect((await post('exists', { policyNumbers: ['PPA100010'] }, newAddress())).status).toBe(400);
    });

    it('reveals nothing without a verification token, so it cannot list which of 20 policy numbers have accounts', async () => {
      // PPA1000101 and PPA1000102 have accounts; the rest do not.
      const numbers = ['PPA1000101', 'PPA1000102', ...Array.from({ length: 18 }, (_, i) => `PPA10099${String(i).padStart(2, '0')}`)];
      const nothing = { exists: false, registeredPolicyNumbers: [] };
      expect((await post('exists', { policyNumbers: numbers }, newAddress())).body.result).toEqual(nothing);
      expect(
        (await post('exists', { policyNumbers: numbers, verificationToken: 'q3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5sGdFhUoXiRyB0' }, newAddress())).body.result,
      ).toEqual(nothing);
    });

    it("answers only for the token's own policy, not for others listed beside it", async () => {
      const address = newAddress();
      const emily = await post(
        'verifyfullpolicy',
        { policyNumber: 'PPA1000102', policyHolder: 'Emily Carter', driversLicenseNumber: '4821079316', zip: '46032' },
        address,
      );
      const verificationToken = emily.body.result.verificationToken as string;
      expect((await post('exists', { policyNumbers: ['PPA1000101', 'PPA1000102'], verificationToken }, address)).body.result).toEqual({
        exists: true,
        registeredPolicyNumbers: ['PPA1000102'],
      });
      expect((await post('exists', { policyNumbers: ['PPA1000101'], verificationToken }, address)).body.result).toEqual({
        exists: false,
        registeredPolicyNumbers: [],
      });
    });
  });

  it('links the new account to its policy only', async () => {
    const links = await orm().find(UserPolicy, { policyNumber: { $in: [MARCUS.autoPolicyNumber, MARCUS.homePolicyNumber] } }, { populate: ['user'] });
    expect(links.map((l) => [l.policyNumber, l.user.email]).sort()).toEqual(
      [
        [MARCUS.homePolicyNumber, 'bell.home@example.net'],
        [MARCUS.autoPolicyNumber, 'marcus.bell@example.net'],
      ].sort(),
    );
  });
});
