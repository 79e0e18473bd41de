import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'supertest';
import { VerifiedRegistration } from '../src/account/entities/verified-registration.entity';
import { DEMO_REGISTRATION as MARCUS } from '../src/seed/demo-plan';
import { UserPolicy } from '../src/users/user-policy.entity';
import { User } from '../src/users/user.entity';
import { linkIn, waitForMail } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Many requests at once never break a rule (issue 7 part 3). Each case fires PARALLEL requests
 * at one record, then reads the committed state from the database and checks every rule on it.
 * Every reply must be an answer the spec lists (t.call checks it): 200, 409 for the loser of a
 * race, 422 for a rule refused on the committed state (404 for removing a policy already
 * removed); never a 500. See api/README.md, "Concurrency: versions, locks and 409".
 */
jest.setTimeout(120_000);

const GUEST_PASSWORD = 'Harbor-Guest-42';
const PARALLEL = 20;
/** Rounds of the settings races, each from the same starting state: a race that slips through once is caught by another. */
const ROUNDS = 3;
const SIGN_INS = 10;
const CHANGED_ELSEWHERE = 'Your settings were changed in another window. Reload and try again.';
const POLICY_CONFLICTS = [
  'This policy is already on your account.',
  'This policy is already on another portal account.',
  'Your policies were changed in another window. Reload and try again.',
];
const ALREADY_REGISTERED = 'This policy already has a portal account. Log in, or use Forgot Password if you do not know the password.';

type Delivery = {
  isDelivery: boolean;
  isDeliveryViaEmail: boolean;
  isDeliveryViaText: boolean;
  isClaimDeliveryViaEmail: boolean;
  isClaimDeliveryViaText: boolean;
  additionalEDeliveryEmailRecipients: string[];
  additionalEDeliverySMSRecipients: string[];
};

const delivery = (isDelivery: boolean, email: boolean, text: boolean, more: Partial<Delivery> = {}): Delivery => ({
  isDelivery,
  isDeliveryViaEmail: email,
  isDeliveryViaText: text,
  isClaimDeliveryViaEmail: email,
  isClaimDeliveryViaText: text,
  additionalEDeliveryEmailRecipients: [],
  additionalEDeliverySMSRecipients: [],
  ...more,
});

/** Every e-delivery rule of doc 1 §4/§5, checked on a stored account; returns what is broken. */
function brokenDeliveryRules(u: User): string[] {
  const broken: string[] = [];
  if (u.isDelivery && !u.isDeliveryViaEmail && !u.isDeliveryViaText) broken.push('delivery on with no channel');
  if (!u.isDelivery && (u.isDeliveryViaEmail || u.isDeliveryViaText || u.isClaimDeliveryViaEmail || u.isClaimDeliveryViaText))
    broken.push('delivery off with a channel on');
  if (u.isClaimDeliveryViaEmail !== u.isDeliveryViaEmail || u.isClaimDeliveryViaText !== u.isDeliveryViaText)
    broken.push('claim alerts differ from document alerts');
  if ((u.isDeliveryViaText || u.isClaimDeliveryViaText) && !u.phoneNumber) broken.push('text alerts on with no phone');
  if (!u.phoneNumber && u.additionalEDeliverySMSRecipients.length) broken.push('text recipients with no phone');
  if (u.phoneNumber && u.additionalEDeliverySMSRecipients.includes(u.phoneNumber)) broken.push('text recipient repeats the phone');
  if (u.additionalEDeliveryEmailRecipients.includes(u.email)) broken.push('email recipient repeats the email');
  return broken;
}

const settingsOf = (p: Delivery & { phoneNumber?: string | null }) => ({
  phoneNumber: p.phoneNumber ?? null,
  isDelivery: p.isDelivery,
  isDeliveryViaEmail: p.isDeliveryViaEmail,
  isDeliveryViaText: p.isDeliveryViaText,
  isClaimDeliveryViaEmail: p.isClaimDeliveryViaEmail,
  isClaimDeliveryViaText: p.isClaimDeliveryViaText,
  additionalEDeliveryEmailRecipients: [...p.additionalEDeliveryEmailRecipients],
  additionalEDeliverySMSRecipients: [...p.additionalEDeliverySMSRecipients],
});

const statuses = (replies: Response[]) => replies.map((r) => r.status);

describe('concurrent requests never break a rule', () => {
  let t: TestApp;
  let ip = 0;
  const address = () => `198.18.${Math.floor(++ip / 250)}.${ip % 250}`;
  const orm = () => t.app.get(MikroORM).em.fork();
  const tokens = new Map<string, string>();

  const login = async (username: string): Promise<string> => {
    const cached = tokens.get(username);
    if (cached) return cached;
    const res = await t.call('POST', '/api/account/login', {
      body: { username, password: GUEST_PASSWORD, rememberMe: false },
      headers: { 'X-Forwarded-For': address() },
    });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    tokens.set(username, res.body.result.token);
    return res.body.result.token as string;
  };
  const as = async (username: string) => ({ 'X-Forwarded-For': address(), Authorization: `Bearer ${await login(username)}` });
  const post = async (path: string, username: string, body: unknown) => t.call('POST', path, { body, headers: await as(username) });
  const account = (email: string) => orm().findOneOrFail(User, { email });
  const ownersOf = async (policyNumber: string) => (await orm().find(UserPolicy, { policyNumber }, { populate: ['user'] })).map((l) => l.user.email);

  /** Fires the requests at once (all sent before any is awaited). */
  const inParallel = (requests: Array<() => Promise<Response>>) => Promise.all(requests.map((send) => send()));

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', DEV_MAILBOX: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  describe('the database keeps a policy on one account', () => {
    it('refuses a second account linking a policy even when the code above it did not check (unique policy number)', async () => {
      const em = orm();
      const [owner, other] = await Promise.all([account('demo@example.com'), account('luis.alvarez@example.com')]);
      expect(await ownersOf('PPA1000101')).toEqual([owner.email]);
      em.persist(Object.assign(new UserPolicy(), { user: em.getReference(User, other.id), policyNumber: 'PPA1000101', nickname: null, addedOn: new Date() }));
      await expect(em.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
      expect(await ownersOf('PPA1000101')).toEqual([owner.email]);
    });
  });

  describe('e-delivery settings (POST /api/profile/delivery)', () => {
    it(`${PARALLEL} parallel saves of different channels end in one save's settings, never delivery on with no channel (${ROUNDS} rounds)`, async () => {
      const user = 'priya.raman@example.com';
      const variants = [
        delivery(true, true, false),
        delivery(true, false, true),
        delivery(true, true, true, { additionalEDeliveryEmailRecipients: ['raman.family@example.net'] }),
        delivery(false, false, false),
        delivery(true, false, true, { additionalEDeliverySMSRecipients: ['3175550177'] }),
      ];
      for (let round = 0; round < ROUNDS; round++) {
        expect((await post('/api/profile/delivery', user, delivery(true, true, true))).status).toBe(200);
        const replies = await inParallel(
          Array.from({ length: PARALLEL }, (_, i) => () => post('/api/profile/delivery', user, variants[(i + round) % variants.length])),
        );

        expect(statuses(replies).filter((s) => ![200, 409, 422].includes(s))).toEqual([]);
        expect(replies.some((r) => r.status === 200)).toBe(true);
        for (const lost of replies.filter((r) => r.status === 409))
          expect([lost.body.errors, lost.body.code]).toEqual([[CHANGED_ELSEWHERE], 'PROFILE_CHANGED_ELSEWHERE']);

        const stored = await account(user);
        expect(brokenDeliveryRules(stored)).toEqual([]);
        // A losing writer changes nothing: what is stored is exactly what one successful save answered.
        const saved = replies.filter((r) => r.status === 200).map((r) => settingsOf(r.body.result));
        expect(saved).toContainEqual(settingsOf(stored));
      }
    });
  });

  describe('phone and text alerts (POST /api/profile/phone with POST /api/profile/delivery)', () => {
    it(`a phone removal among ${PARALLEL - 1} parallel text-alert saves never leaves text alerts on without a phone (${ROUNDS} rounds)`, async () => {
      const user = 'priya.raman@example.com';
      for (let round = 0; round < ROUNDS; round++) {
        expect((await post('/api/profile/phone', user, { phoneNumber: '3175550122' })).status).toBe(200);
        expect((await post('/api/profile/delivery', user, delivery(true, true, false))).status).toBe(200);

        const replies = await inParallel(
          Array.from(
            { length: PARALLEL },
            (_, i) => () =>
              i === 0
                ? post('/api/profile/phone', user, { phoneNumber: '' })
                : post('/api/profile/delivery', user, delivery(true, true, true, { additionalEDeliverySMSRecipients: ['3175550188'] })),
          ),
        );

        expect(statuses(replies).filter((s) => ![200, 409, 422].includes(s))).toEqual([]);
        for (const lost of replies.filter((r) => r.status === 409))
          expect([lost.body.errors, lost.body.code]).toEqual([[CHANGED_ELSEWHERE], 'PROFILE_CHANGED_ELSEWHERE']);
        const stored = await account(user);
        expect(brokenDeliveryRules(stored)).toEqual([]);
        const saved = replies.filter((r) => r.status === 200).map((r) => settingsOf(r.body.result));
        expect(saved).toContainEqual(settingsOf(stored));
      }
    });

    it(`${PARALLEL} parallel phone saves, removals and text-alert saves end in one save's settings (${ROUNDS} rounds)`, async () => {
      const user = 'priya.raman@example.com';
      const requests = Array.from({ length: PARALLEL }, (_, i) => () => {
        switch (i % 4) {
          case 0:
            return post('/api/profile/phone', user, { phoneNumber: '' });
          case 1:
            return post('/api/profile/delivery', user, delivery(true, false, true, { additionalEDeliverySMSRecipients: ['3175550188'] }));
          case 2:
            return post('/api/profile/phone', user, { phoneNumber: '(317) 555-0122' });
          default:
            return post('/api/profile/delivery', user, delivery(true, true, true));
        }
      });
      for (let round = 0; round < ROUNDS; round++) {
        expect((await post('/api/profile/phone', user, { phoneNumber: '3175550122' })).status).toBe(200);
        expect((await post('/api/profile/delivery', user, delivery(true, true, true, { additionalEDeliverySMSRecipients: ['3175550188'] }))).status).toBe(200);
        const replies = await inParallel(requests);

        expect(statuses(replies).filter((s) => ![200, 409, 422].includes(s))).toEqual([]);
        for (const lost of replies.filter((r) => r.status === 409))
          expect([lost.body.errors, lost.body.code]).toEqual([[CHANGED_ELSEWHERE], 'PROFILE_CHANGED_ELSEWHERE']);
        const stored = await account(user);
        expect(brokenDeliveryRules(stored)).toEqual([]);
        const saved = replies.filter((r) => r.status === 200).map((r) => settingsOf(r.body.result));
        expect(saved).toContainEqual(settingsOf(stored));
      }
    });

    it('moves the optimistic lock on an email change, whose address the delivery rules read (a save checked on the old one cannot commit)', async () => {
      const user = 'northfield.auto@example.com';
      const headers = await as(user);
      const before = (await account(user)).version;
      expect((await t.call('POST', '/api/account/sendemailchange', { body: { newEmail: 'parts@northfield.example.net' }, headers })).status).toBe(200);
      const link = linkIn(await waitForMail(t, 'parts@northfield.example.net', 'Confirm your new email address'), '/changeemail');
      const changed = await t.call('POST', '/api/account/changeemail', {
        body: { code: link.code, userId: link.userId, email: link.email },
        headers: { 'X-Forwarded-For': address() },
      });
      expect(changed.status).toBe(200);
      expect((await account('parts@northfield.example.net')).version).toBe(before + 1);
    });

    it('lets parallel sign-ins of one account all succeed, during a save too (the sign-in time does not move the lock)', async () => {
      const user = 'grace.holloway@example.com';
      const signIn = () => () =>
        t.call('POST', '/api/account/login', {
          body: { username: user, password: GUEST_PASSWORD, rememberMe: false },
          headers: { 'X-Forwarded-For': address() },
        });
      const before = await account(user);
      // Sign-ins hash a password each (argon2id), so fewer of them: SIGN_INS at once.
      expect(statuses(await inParallel(Array.from({ length: SIGN_INS }, signIn)))).toEqual(Array(SIGN_INS).fill(200));
      const after = await account(user);
      expect(after.version).toBe(before.version);
      expect(after.lastLogin!.getTime()).toBeGreaterThan(before.lastLogin?.getTime() ?? 0);

      const token = await login(user);
      const replies = await inParallel([
        ...Array.from({ length: SIGN_INS / 2 }, signIn),
        ...Array.from(
          { length: PARALLEL - SIGN_INS / 2 },
          (_, i) => () =>
            t.call('POST', '/api/profile/name', {
              body: { name: `Grace Holloway ${i}` },
              headers: { 'X-Forwarded-For': address(), Authorization: `Bearer ${token}` },
            }),
        ),
      ]);
      expect(statuses(replies.slice(0, SIGN_INS / 2))).toEqual(Array(SIGN_INS / 2).fill(200));
      expect(statuses(replies.slice(SIGN_INS / 2)).filter((s) => ![200, 409].includes(s))).toEqual([]);
    });
  });

  describe('one policy, several customers (POST /api/policy/add)', () => {
    it(`${PARALLEL} parallel adds of one policy by five customers put it on exactly one account`, async () => {
      const customers = [
        'priya.raman@example.com',
        'samuel.whitfield@example.com',
        'harold.jensen@example.com',
        'luis.alvarez@example.com',
        'grace.holloway@example.com',
      ];
      await Promise.all(customers.map(login));
      const details = {
        policyNumber: MARCUS.autoPolicyNumber,
        policyHolder: MARCUS.policyHolder,
        driversLicenseNumber: MARCUS.driversLicenseNumber,
        zip: MARCUS.zip,
      };
      const replies = await inParallel(Array.from({ length: PARALLEL }, (_, i) => () => post('/api/policy/add', customers[i % customers.length], details)));

      expect(statuses(replies).filter((s) => ![200, 409].includes(s))).toEqual([]);
      const winners = replies.flatMap((r, i) => (r.status === 200 ? [customers[i % customers.length]] : []));
      expect(winners).toHaveLength(1);
      for (const lost of replies.filter((r) => r.status === 409)) expect(POLICY_CONFLICTS).toContain(lost.body.errors[0]);
      expect(await ownersOf(MARCUS.autoPolicyNumber)).toEqual(winners);

      // Only the owner can read it; every other customer gets 404.
      for (const customer of customers) {
        const listed = await post('/api/policy', customer, { policies: [MARCUS.autoPolicyNumber] });
        expect(listed.status).toBe(customer === winners[0] ? 200 : 404);
      }
    });
  });

  describe('one policy, one customer adding and removing it (POST /api/policy/add with DELETE /api/policy)', () => {
    it(`${PARALLEL} parallel adds and removals leave at most one link and never answer 500`, async () => {
      const user = 'harold.jensen@example.com';
      const details = { policyNumber: 'ACC8000401', policyHolder: 'Harold Jensen', zip: '47804' };
      await login(user);
      const replies = await inParallel(
        Array.from(
          { length: PARALLEL },
          (_, i) => async () =>
            i % 2 === 0
              ? post('/api/policy/add', user, details)
              : t.call('DELETE', '/api/policy', { body: { policyNumber: 'ACC8000401' }, headers: await as(user) }),
        ),
      );
      const adds = replies.filter((_, i) => i % 2 === 0);
      const removes = replies.filter((_, i) => i % 2 === 1);
      expect(statuses(adds).filter((s) => ![200, 409].includes(s))).toEqual([]);
      expect(statuses(removes).filter((s) => ![200, 404].includes(s))).toEqual([]);

      const owners = await ownersOf('ACC8000401');
      expect(owners.length).toBeLessThanOrEqual(1);
      expect(owners.every((o) => o === user)).toBe(true);
      const listed = await post('/api/policy', user, {});
      expect(listed.status).toBe(200);
      expect(listed.body.result.some((p: { policyNumber: string }) => p.policyNumber === 'ACC8000401')).toBe(owners.length === 1);
      // The add counter was not touched by conflicts: the customer can still add it.
      if (!owners.length) expect((await post('/api/policy/add', user, details)).status).toBe(200);
    });
  });

  describe('registration and add policy racing for one policy (POST /api/account/register with POST /api/policy/add)', () => {
    it(`${PARALLEL} parallel registrations and adds link the policy once; a losing registration creates nothing`, async () => {
      const full = { policyNumber: MARCUS.homePolicyNumber, policyHolder: MARCUS.policyHolder, dateOfBirth: MARCUS.dateOfBirth, zip: MARCUS.zip };
      const verifications = await Promise.all(
        Array.from({ length: PARALLEL / 2 }, () => t.call('POST', '/api/account/verifyfullpolicy', { body: full, headers: { 'X-Forwarded-For': address() } })),
      );
      const verificationTokens = verifications.map((v) => v.body.result.verificationToken as string);
      expect(verificationTokens.every((tok) => typeof tok === 'string')).toBe(true);
      const customers = [
        'priya.raman@example.com',
        'samuel.whitfield@example.com',
        'luis.alvarez@example.com',
        'grace.holloway@example.com',
        'danielle.brooks@example.com',
      ];
      await Promise.all(customers.map(login));
      const emails = verificationTokens.map((_, i) => `bell.racer${i}@example.net`);

      const replies = await inParallel(
        Array.from(
          { length: PARALLEL },
          (_, i) => () =>
            i % 2 === 0
              ? t.call('POST', '/api/account/register', {
                  body: {
                    username: emails[i / 2],
                    password: 'Bell-Family-2024',
                    confirmPassword: 'Bell-Family-2024',
                    agreeTerms: true,
                    policyNumber: full.policyNumber,
                    policyHolder: full.policyHolder,
                    verificationToken: verificationTokens[i / 2],
                  },
                  headers: { 'X-Forwarded-For': address() },
                })
              : post('/api/policy/add', customers[((i - 1) / 2) % customers.length], full),
        ),
      );
      expect(statuses(replies).filter((s) => ![200, 409, 422].includes(s))).toEqual([]);
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      const registrations = replies.filter((_, i) => i % 2 === 0);
      for (const lost of registrations.filter((r) => r.status === 409)) expect(lost.body.errors).toEqual([ALREADY_REGISTERED]);

      const owners = await ownersOf(full.policyNumber);
      expect(owners).toHaveLength(1);
      const created = await orm().find(User, { email: { $in: emails } });
      const registered = registrations.filter((r) => r.status === 200).map((r) => r.body.result.email as string);
      expect(created.map((u) => u.email)).toEqual(registered);
      if (registered.length) expect(owners).toEqual(registered);
      // Every registration that was answered spent its verification, the losers' too: a token
      // cannot be replayed to probe other addresses (issue 7, part 5).
      const used = await orm().count(VerifiedRegistration, { policyNumber: full.policyNumber, usedAt: { $ne: null } });
      expect(used).toBe(registrations.filter((r) => r.status === 200 || r.status === 409).length);
    });
  });
});
