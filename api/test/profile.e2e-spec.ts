import { MikroORM } from '@mikro-orm/postgresql';
import { Advertisement } from '../src/system/advertisement.entity';
import { CUSTOMER_SERVICE } from '../src/system/contact';
import { SystemToggles } from '../src/system/system-toggles.entity';
import { User } from '../src/users/user.entity';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

const GUEST_PASSWORD = 'Harbor-Guest-42';
const NOT_SIGNED_IN = { success: false, result: null, errors: ['User must be logged in.'], code: 'AUTH_TOKEN_MISSING' };
const CHANNEL_REQUIRED = 'To receive your documents and notifications electronically, either Email or Text must be selected.';

describe('profile: e-delivery, phone, name and home content', () => {
  let t: TestApp;
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `198.19.0.${++ip}` });
  const orm = () => t.app.get(MikroORM).em.fork();
  const tokens = new Map<string, string>();

  const login = async (username: string): Promise<string> => {
    const cached = tokens.get(username);
    if (cached) return cached;
    const res = await t.call('POST', '/api/account/login', { body: { username, password: GUEST_PASSWORD, rememberMe: false }, headers: from() });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    tokens.set(username, res.body.result.token);
    return res.body.result.token as string;
  };
  const as = async (username: string) => ({ ...from(), Authorization: `Bearer ${await login(username)}` });
  const post = async (path: string, username: string | null, body: unknown) =>
    t.call('POST', `/api/profile/${path}`, { body, headers: username ? await as(username) : from() });
  const home = async (username: string) => t.call('GET', '/api/profile/home', { headers: await as(username) });

  const deliveryOff = {
    isDelivery: false,
    isDeliveryViaEmail: false,
    isDeliveryViaText: false,
    isClaimDeliveryViaEmail: false,
    isClaimDeliveryViaText: false,
    additionalEDeliveryEmailRecipients: [] as string[],
    additionalEDeliverySMSRecipients: [] as string[],
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  describe('refusals common to every call', () => {
    it.each([
      ['GET', '/api/profile/home'],
      ['POST', '/api/profile/delivery'],
      ['POST', '/api/profile/phone'],
      ['POST', '/api/profile/name'],
      ['POST', '/api/profile/advertisement'],
      ['GET', '/api/admin/chatOptions'],
    ] as const)('%s %s refuses a caller without a token (401)', async (method, url) => {
      const res = await t.call(method, url, { headers: from(), ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(NOT_SIGNED_IN);
    });

    it('refuses a delivery save with missing and wrongly typed fields (400 with fieldErrors)', async () => {
      const res = await post('delivery', 'priya.raman@example.com', { isDelivery: 'yes', additionalEDeliveryEmailRecipients: ['not-an-email'] });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(
        expect.arrayContaining([
          'isDelivery',
          'isDeliveryViaEmail',
          'isDeliveryViaText',
          'additionalEDeliveryEmailRecipients',
          'additionalEDeliverySMSRecipients',
        ]),
      );
    });

    it('refuses unknown fields, a malformed phone, a blank name and a name with markup (400)', async () => {
      expect((await post('advertisement', 'priya.raman@example.com', { dontShowAds: true })).body.fieldErrors).toHaveProperty('dontShowAds');
      expect((await post('phone', 'priya.raman@example.com', { phoneNumber: 'call me' })).body.fieldErrors).toHaveProperty('phoneNumber');
      expect((await post('name', 'priya.raman@example.com', { name: '   ' })).status).toBe(400);
      const markup = await post('name', 'priya.raman@example.com', { name: '<b>Priya</b>' });
      expect(markup.status).toBe(400);
      expect(markup.body.fieldErrors).toHaveProperty('name');
      // One bracket is enough, wherever it stands (a lone '<' once slipped through as the name's one non-space character).
      for (const name of ['Priya < Raman', 'Priya>', '<', 'a<b']) {
        const res = await post('name', 'priya.raman@example.com', { name });
        expect([name, res.status, res.body.fieldErrors]).toEqual([name, 400, { name: 'Enter a name (without < or >).' }]);
      }
    });
  });

  describe('saveDelivery', () => {
    const user = 'priya.raman@example.com';

    it('turning delivery on from off with no channel selects email (documents and claims), not text', async () => {
      const res = await post('delivery', user, { ...deliveryOff, isDelivery: true });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        isDelivery: true,
        isDeliveryViaEmail: true,
        isClaimDeliveryViaEmail: true,
        isDeliveryViaText: false,
        isClaimDeliveryViaText: false,
      });
    });

    it('turning text on sets claim text too; recipients are normalised', async () => {
      const res = await post('delivery', user, {
        ...deliveryOff,
        isDelivery: true,
        isDeliveryViaEmail: true,
        isDeliveryViaText: true,
        additionalEDeliveryEmailRecipients: ['  Raj.Raman@Example.com '],
        additionalEDeliverySMSRecipients: ['(317) 555-0177'],
      });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        isDeliveryViaText: true,
        isClaimDeliveryViaText: true,
        additionalEDeliveryEmailRecipients: ['raj.raman@example.com'],
        additionalEDeliverySMSRecipients: ['3175550177'],
      });
      const stored = await orm().findOneOrFail(User, { email: user });
      expect(stored.additionalEDeliverySMSRecipients).toEqual(['3175550177']);
    });

    it('turning email off clears document and claim email', async () => {
      const res = await post('delivery', user, { ...deliveryOff, isDelivery: true, isDeliveryViaText: true, isClaimDeliveryViaEmail: true });
      expect(res.body.result).toMatchObject({ isDeliveryViaEmail: false, isClaimDeliveryViaEmail: false, isDeliveryViaText: true });
    });

    it('refuses delivery on with neither email nor text (422)', async () => {
      const res = await post('delivery', user, { ...deliveryOff, isDelivery: true });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, errors: [CHANNEL_REQUIRED], code: 'PROFILE_DELIVERY_REFUSED' });
    });

    it('refuses an email recipient equal to the profile email, or repeated (422)', async () => {
      const own = await post('delivery', user, {
        ...deliveryOff,
        isDelivery: true,
        isDeliveryViaEmail: true,
        additionalEDeliveryEmailRecipients: ['PRIYA.RAMAN@example.com'],
      });
      expect(own.status).toBe(422);
      expect(own.body.errors).toEqual(['Email Address already exists']);
      const twice = await post('delivery', user, {
        ...deliveryOff,
        isDelivery: true,
        isDeliveryViaEmail: true,
        additionalEDeliveryEmailRecipients: ['a@example.com', 'A@example.com'],
      });
      expect(twice.body.errors).toEqual(['Email Address already exists']);
    });

    it('refuses a mobile recipient equal to the profile phone, or repeated (422)', async () => {
      const own = await post('delivery', user, {
        ...deliveryOff,
        isDelivery: true,
        isDeliveryViaEmail: true,
        additionalEDeliverySMSRecipients: ['317-555-0122'],
      });
      expect(own.status).toBe(422);
      expect(own.body.errors).toEqual(['Mobile number already exists']);
      const twice = await post('delivery', user, {
        ...deliveryOff,
        isDelivery: true,
        isDeliveryViaEmail: true,
        additionalEDeliverySMSRecipients: ['3175550100', '317.555.0100'],
      });
      expect(twice.body.errors).toEqual(['Mobile number already exists']);
    });

    it('turning delivery off clears all four channels', async () => {
      const res = await post('delivery', user, { ...deliveryOff, isDeliveryViaEmail: true, isDeliveryViaText: true });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        isDelivery: false,
        isDeliveryViaEmail: false,
        isDeliveryViaText: false,
        isClaimDeliveryViaEmail: false,
        isClaimDeliveryViaText: false,
      });
    });
  });

  describe('savePhone', () => {
    const user = 'samuel.whitfield@example.com';

    it('saves the phone as digits only', async () => {
      const res = await post('phone', user, { phoneNumber: '317-555-0142' });
      expect(res.status).toBe(200);
      expect(res.body.result.phoneNumber).toBe('3175550142');
    });

    it('refuses text alerts without a phone (422)', async () => {
      await post('phone', user, { phoneNumber: '' });
      const res = await post('delivery', user, { ...deliveryOff, isDelivery: true, isDeliveryViaText: true });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(['Add a mobile phone number before choosing Text.']);
    });

    it('refuses a phone that is not 10 digits (422)', async () => {
      const res = await post('phone', user, { phoneNumber: '317-555-01429' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(['Enter a 10-digit mobile number.']);
    });

    it('clearing the phone turns text off, clears mobile recipients and keeps delivery on only with email', async () => {
      await post('phone', user, { phoneNumber: '3175550142' });
      const both = await post('delivery', user, {
        ...deliveryOff,
        isDelivery: true,
        isDeliveryViaEmail: true,
        isDeliveryViaText: true,
        additionalEDeliverySMSRecipients: ['3175550143'],
      });
      expect(both.status).toBe(200);
      const cleared = await post('phone', user, { phoneNumber: '' });
      expect(cleared.body.result).toMatchObject({
        phoneNumber: null,
        isDelivery: true,
        isDeliveryViaEmail: true,
        isDeliveryViaText: false,
        isClaimDeliveryViaText: false,
        additionalEDeliverySMSRecipients: [],
      });

      await post('phone', user, { phoneNumber: '3175550142' });
      expect((await post('delivery', user, { ...deliveryOff, isDelivery: true, isDeliveryViaText: true })).status).toBe(200);
      const textOnly = await post('phone', user, { phoneNumber: '' });
      expect(textOnly.body.result).toMatchObject({ isDelivery: false, isDeliveryViaText: false });
    });
  });

  describe('saveName', () => {
    it('saves the display name and returns the profile', async () => {
      const res = await post('name', 'samuel.whitfield@example.com', { name: 'Sam Whitfield' });
      expect(res.status).toBe(200);
      expect(res.body.result.name).toBe('Sam Whitfield');
      expect((await t.call('GET', '/api/profile', { headers: await as('samuel.whitfield@example.com') })).body.result.name).toBe('Sam Whitfield');
    });
  });

  describe('getHomeContent and saveAdvertisementPreference', () => {
    const user = 'harold.jensen@example.com';

    beforeAll(async () => {
      const em = orm();
      await em.nativeUpdate(User, { email: user }, { dontShowEDelivery: false, isDelivery: false });
    });

    it('serves the advertisement in force sanitised: no script, no event handlers, safe links', async () => {
      const res = await home(user);
      expect(res.status).toBe(200);
      const ad = res.body.result.advertisement;
      expect(ad.header).toBe('Bundle and save');
      expect(ad.bodyHtml).not.toMatch(/<script/i);
      expect(ad.bodyHtml).not.toMatch(/\son\w+\s*=/i);
      expect(ad.bodyHtml).toContain('<a href="https://www.harbormutual.test/bundle" rel="noopener noreferrer" target="_blank">Get a quote</a>');
      const raw = await orm().findOneOrFail(Advertisement, { id: ad.id });
      expect(raw.bodyHtml).toMatch(/<script>/);
    });

    it('serves the customer service contacts and the electronic alerts toggle', async () => {
      const res = await home(user);
      expect(res.body.result).toMatchObject({
        customerServicePhone: CUSTOMER_SERVICE.phone,
        customerServiceFax: CUSTOMER_SERVICE.fax,
        mailingAddress: CUSTOMER_SERVICE.mailingAddress,
        streetAddress: CUSTOMER_SERVICE.streetAddress,
        electronicAlertsEnabled: true,
      });
      await orm().nativeUpdate(SystemToggles, { id: 1 }, { electronicAlertsEnabled: false });
      expect((await home(user)).body.result.electronicAlertsEnabled).toBe(false);
      await orm().nativeUpdate(SystemToggles, { id: 1 }, { electronicAlertsEnabled: true });
    });

    it('ignores an advertisement whose first day is still to come', async () => {
      const em = orm();
      em.create(Advertisement, { header: 'Next month', size: 3, activeOn: '2999-01-01', bodyHtml: '<p>Later</p>' } as never);
      await em.flush();
      expect((await home(user)).body.result.advertisement.header).toBe('Bundle and save');
    });

    it('serves the advertisement and not the paperless prompt while one is active: one promotion at a time, the advertisement first', async () => {
      const result = (await home(user)).body.result;
      expect(result.advertisement.header).toBe('Bundle and save');
      expect(result.showPaperlessPrompt).toBe(false);
    });

    it('hides the advertisement once the customer chose not to see it, and then shows the paperless prompt', async () => {
      const saved = await post('advertisement', user, { dontShowAdvertisement: true });
      expect(saved.status).toBe(200);
      expect(saved.body.result).toMatchObject({ dontShowAdvertisement: true, dontShowEDelivery: false });
      const result = (await home(user)).body.result;
      expect(result.advertisement).toBeNull();
      expect(result.showPaperlessPrompt).toBe(true);
    });

    it('stops showing the paperless prompt after Do not show anymore.', async () => {
      const saved = await post('advertisement', user, { dontShowEDelivery: true });
      expect(saved.status).toBe(200);
      expect(saved.body.result).toMatchObject({ dontShowEDelivery: true, dontShowAdvertisement: true });
      expect((await home(user)).body.result.showPaperlessPrompt).toBe(false);
    });

    it('hides the paperless prompt for a customer signed up for delivery', async () => {
      const other = 'luis.alvarez@example.com';
      await orm().nativeUpdate(User, { email: other }, { dontShowEDelivery: false });
      // The demo's Luis hid the advertisement, so with delivery off he has the prompt.
      expect((await home(other)).body.result).toMatchObject({ advertisement: null, showPaperlessPrompt: true });
      await post('delivery', other, { ...deliveryOff, isDelivery: true });
      expect((await home(other)).body.result.showPaperlessPrompt).toBe(false);
    });
  });
});
