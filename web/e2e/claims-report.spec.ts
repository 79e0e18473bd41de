import type { Browser, Locator, Page, Response } from 'playwright-core';
import { openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';
import { mailText } from './support/mailbox';

/**
 * Report Claim (doc 4 §2, §4, §5, §8): /report-claim for the demo book's claim customers
 * (api/src/seed/README.md "Claims"). Each journey files its claims on a policy no other journey
 * counts the claims of, and each runs at 1280 and 375 px. A journey that files a claim does so on
 * a policy of its own at each width, except the CPP claim: the book has one CPP policy (no other
 * journey counts its claims). A customer signs in once for the file: the second width reuses the
 * first one's page at the new viewport size (`session`).
 */
let browser: Browser;

// A whole claim form with accessibility checks per state, on a busy machine.
jest.setTimeout(240_000);

const GUEST_PASSWORD = 'Harbor-Guest-42';
/** Auto collision with a third party, one account per width (both end in /claims and the mailbox). */
const AUTO = {
  1280: { username: 'priya.raman@example.com', policy: 'PPA1000501' },
  375: { username: 'harold.jensen@example.com', policy: 'PPA1000401' },
} as const;
/** Grace Holloway's home policy and rental dwelling: a water-damage claim on each, one per width. */
const HOME = {
  1280: { username: 'grace.holloway@example.com', policy: 'HOM2000301' },
  375: { username: 'grace.holloway@example.com', policy: 'DFR5000301' },
} as const;
/** The book's only CPP policy: a claim on another package part at each width. */
const PACKAGE = { username: 'northfield.auto@example.com', policy: 'CPP7800301' };
const PACKAGE_PART = { 1280: { part: 'General Liability', lossType: null }, 375: { part: 'Property', lossType: 'Fire or smoke' } } as const;
/** Emily Carter's homeowner policy: the failing submission records nothing on it. */
const HOME_OF_DEMO = 'HOM2000101';
/** A short liability claim by keyboard: Cedar Valley (with the Workers' Compensation notice) at 1280, Brightline Electric at 375. */
const LIABILITY = {
  1280: { username: 'cedarvalley.builders@example.com', policy: 'CGL7300201', workersComp: true },
  375: { username: 'brightline.electric@example.com', policy: 'CGL7300401', workersComp: false },
} as const;
/** Emily Carter's PPA1000098 is History (Cancelled); the journey answers No, so her claims list (claims-list.spec.ts) keeps its 5 claims. */
const CANCELLED = { username: 'demo@example.com', password: 'Harbor-Light-42', policy: 'PPA1000098' };

const FILE_TOO_LARGE = 'File size exceeds the 10MB maximum.';
const DUPLICATED = 'Duplicated file';
const SUCCESS = 'You have successfully submitted your claim! We will be in touch soon.';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** JPEG bytes (SOI, a JFIF APP0 header, filler, EOI) of a given size: the API decides the type from the first bytes. */
function jpeg(size: number, fill = 0x20): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const body = Buffer.alloc(Math.max(0, size - head.length - 2), fill);
  return Buffer.concat([head, body, Buffer.from([0xff, 0xd9])]);
}

type Session = Awaited<ReturnType<typeof openContext>>;
/** One signed-in page per customer, kept for the file's journeys (closed with the browser). */
const sessions = new Map<string, Session>();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const { context } of sessions.values()) await context.close();
  await browser?.close();
});

/** The customer's page at this width: signed in on first use, resized after. */
async function session(width: number, username: string, password = GUEST_PASSWORD): Promise<Session> {
  let open = sessions.get(username);
  if (!open) {
    open = await openContext(browser, width);
    await signIn(open.page, { username, password });
    await waitForPath(open.page, '/');
    sessions.set(username, open);
  } else {
    await open.page.setViewportSize({ width, height: 800 });
  }
  return open;
}

/** /report-claim on the customer's kept page (the page loads afresh: no form state carries over). */
async function openSharedForm(width: number, username: string, password = GUEST_PASSWORD): Promise<Session> {
  const open = await session(width, username, password);
  await open.page.goto(url('/report-claim'));
  await open.page.getByRole('heading', { level: 1, name: 'Report Claim' }).waitFor();
  await open.page.getByText('Fill in the fields below to report a claim.').waitFor();
  await picker(open.page).waitFor();
  return open;
}

async function openForm(width: number, username: string, password = GUEST_PASSWORD) {
  const { context, page, problems } = await openContext(browser, width);
  await signIn(page, { username, password });
  await waitForPath(page, '/');
  await page.goto(url('/report-claim'));
  await page.getByRole('heading', { level: 1, name: 'Report Claim' }).waitFor();
  await page.getByText('Fill in the fields below to report a claim.').waitFor();
  await picker(page).waitFor();
  return { context, page, problems };
}

const form = (page: Page) => page.getByRole('form', { name: 'Report Claim' });
const picker = (page: Page) => form(page).getByRole('combobox', { name: /^Policy/ });
const section = (page: Page, name: string) => form(page).getByRole('region', { name });
const radio = async (scope: Locator, group: RegExp, option: string) => {
  await scope.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).check();
};

async function choosePolicy(page: Page, policy: string) {
  await picker(page).selectOption(policy);
  await section(page, 'Insured Information').waitFor();
}

/** Contact answers shared by the journeys: the cell phone and email are prefilled from the profile. */
async function insured(page: Page, phone = '3175550142') {
  const s = section(page, 'Insured Information');
  await s.getByLabel('Home phone').fill(phone);
  expect(await s.getByLabel('Home phone').inputValue()).toBe(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
  await radio(s, /different than the insured/, 'No');
}

async function loss(page: Page, answers: { lossType?: string; where: string; city: string; state: string; what: string; medical?: string }) {
  const s = section(page, 'Loss Information');
  if (answers.lossType) await s.getByLabel(/Type of loss/).selectOption({ label: answers.lossType });
  await s.getByLabel(/Where did the loss happen/).fill(answers.where);
  expect(await s.getByText(`${answers.where.length} / 2048`).isVisible()).toBe(true);
  await s.getByLabel(/^City/).fill(answers.city);
  await s.getByLabel(/^State/).selectOption({ label: answers.state });
  if (answers.medical) await radio(s, /medical attention/, answers.medical);
  await s.getByLabel(/What happened/).fill(answers.what);
}

async function submitAndConfirm(page: Page, screen: string, whileSending?: () => Promise<void>): Promise<string> {
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await whileSending?.();
  const dialog = page.getByRole('dialog', { name: 'Claim Confirmation' });
  await dialog.waitFor({ timeout: 60_000 });
  expect(await dialog.innerText()).toContain(SUCCESS);
  expect(await dialog.innerText()).toContain('800.477.1660');
  const claimNumber = (await dialog.getByTestId('claim-number').innerText()).trim();
  expect(claimNumber).toMatch(/^C\d{7}$/);
  await expectAccessible(page, `${screen}: Claim Confirmation`);
  await saveScreenshot(page, `report-claim-confirmation-${screen.replace(/\W+/g, '-')}`);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await waitForPath(page, '/');
  return claimNumber;
}

describe('Report Claim', () => {
  for (const width of [1280, 375] as const) {
    it(`reports an auto collision with a third party and two photos, then shows it in /claims and mails the summary (${width} px)`, async () => {
      const account = AUTO[width];
      const { context, page, problems } = await openForm(width, account.username);
      await choosePolicy(page, account.policy);
      await expectAccessible(page, `/report-claim auto (${width} px)`);
      await insured(page);
      const auto = section(page, 'Driver and Vehicle');
      const driver = auto.getByLabel(/Who was driving/);
      // "Not on the policy" asks the driver's name; "no one driving" does not.
      await driver.selectOption({ label: 'Driver not on the policy' });
      await auto.getByLabel(/Driver first name/).waitFor();
      await driver.selectOption({ label: 'No one was driving' });
      expect(await auto.getByLabel(/Driver first name/).count()).toBe(0);
      await driver.selectOption({ index: 1 });
      await auto.getByLabel(/Which vehicle/).selectOption({ index: 1 });
      await loss(page, {
        lossType: 'Collision with another vehicle',
        where: 'Intersection of E 86th St and Keystone Ave',
        city: 'Indianapolis',
        state: 'Indiana',
        medical: 'No',
        what: 'The other driver ran the red light and hit my front bumper.',
      });

      const third = section(page, 'Other Drivers');
      await radio(third, /another driver involved/, 'Yes');
      await third.getByRole('button', { name: 'Add Other Driver' }).click();
      const modal = page.getByRole('dialog', { name: 'Other Driver' });
      await modal.getByLabel(/First name/).fill('Marcus');
      await modal.getByLabel(/Last name/).fill('Hill');
      await modal.getByLabel('Cell phone').fill('317555019');
      await modal.getByRole('button', { name: 'Save Driver' }).click();
      await modal.getByText('Invalid phone number').waitFor();
      await expectAccessible(page, `third-party-driver modal (${width} px)`);
      await modal.getByLabel('Cell phone').fill('3175550199');
      await modal.getByRole('button', { name: 'Save Driver' }).click();
      await modal.waitFor({ state: 'detached' });
      await third.getByText('Marcus Hill').waitFor();

      await section(page, 'Attachments')
        .locator('input[type=file]')
        .setInputFiles([
          { name: 'front-bumper.png', mimeType: 'image/png', buffer: PNG },
          { name: 'intersection.jpg', mimeType: 'image/jpeg', buffer: jpeg(200_000) },
        ]);
      await page.getByTestId('attached-files').getByText('intersection.jpg').waitFor();

      const appraisal = section(page, 'Virtual Appraisal');
      if ((await appraisal.count()) > 0) {
        await radio(appraisal, /drivable/, 'Yes');
        await radio(appraisal, /airbag/, 'No');
        await radio(appraisal, /insured's address/, 'Yes');
        const consent = appraisal.getByRole('radiogroup', { name: /photo estimate/ });
        if ((await consent.count()) > 0) await radio(appraisal, /photo estimate/, 'No');
      }
      await expectAccessible(page, `/report-claim auto filled (${width} px)`);
      await saveScreenshot(page, `report-claim-auto-${width}`);

      // A slow upload (100 kB/s): the blocking message shows the bytes sent of the total.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 100_000 });
      const claimNumber = await submitAndConfirm(page, `auto claim (${width} px)`, async () => {
        const overlay = page.getByTestId('submitting');
        await overlay.waitFor();
        expect(await overlay.innerText()).toContain('Submitting Claim. This may take a few minutes.');
        expect(await page.getByTestId('upload-progress').innerText()).toMatch(/of \d+ KB sent$/);
        await saveScreenshot(page, `report-claim-submitting-${width}`);
      });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await page.goto(url('/claims'));
      await page.getByRole('heading', { level: 1, name: 'Claims' }).waitFor();
      const card = page.getByTestId('claim-card').filter({ hasText: claimNumber });
      await card.waitFor();
      expect(await card.innerText()).toContain(account.policy);
      const mail = await mailText(page, account.username, claimNumber);
      expect(mail).toContain(account.policy);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const width of [1280, 375] as const) {
    it(`reports a homeowner water-damage claim, asking what is damaged and the kind of water damage (${width} px)`, async () => {
      const home = HOME[width];
      const { page, problems } = await openSharedForm(width, home.username);
      await picker(page).selectOption(home.policy);
      const damaged = section(page, "What's damaged?");
      await damaged.waitFor();
      expect(await section(page, 'Insured Information').count()).toBe(0);
      await radio(damaged, /What's damaged/, 'Property');
      await insured(page, '3175550177');
      await loss(page, {
        lossType: 'Water damage',
        where: 'Kitchen, under the sink',
        city: 'Carmel',
        state: 'Indiana',
        what: 'A pipe burst under the kitchen sink.',
      });
      const waterType = section(page, 'Loss Information').getByLabel(/Type of water damage/);
      await waterType.selectOption({ index: 1 });
      expect(await section(page, 'Driver and Vehicle').count()).toBe(0);
      expect(await section(page, 'Other Drivers').count()).toBe(0);
      await expectAccessible(page, `/report-claim ${home.policy} water damage (${width} px)`);
      await submitAndConfirm(page, `homeowner claim (${width} px)`);
      expect(problems).toEqual([]);
    });
  }

  for (const width of [1280, 375] as const) {
    it(`reports a CPP claim on a package part chosen first (${width} px)`, async () => {
      const { part: partName, lossType } = PACKAGE_PART[width];
      const { page, problems } = await openSharedForm(width, PACKAGE.username);
      await picker(page).selectOption(PACKAGE.policy);
      const part = section(page, 'Package Part');
      await part.waitFor();
      expect(await section(page, 'Insured Information').count()).toBe(0);
      await part.getByRole('combobox', { name: /Package Part/ }).selectOption({ label: partName });
      await insured(page, '2605550120');
      if (lossType) {
        await loss(page, { lossType, where: 'Service bay 1', city: 'Fort Wayne', state: 'Indiana', what: 'A parts washer caught fire.' });
      } else {
        // General Liability offers one claim type, liability, which asks no type of loss.
        expect(
          await section(page, 'Loss Information')
            .getByLabel(/Type of loss/)
            .count(),
        ).toBe(0);
        await loss(page, { where: 'Customer lot', city: 'Fort Wayne', state: 'Indiana', medical: 'Yes', what: 'A customer slipped on ice in the lot.' });
      }
      await expectAccessible(page, `/report-claim CPP ${partName} part (${width} px)`);
      await saveScreenshot(page, `report-claim-cpp-${width}`);
      await submitAndConfirm(page, `CPP claim (${width} px)`);
      expect(problems).toEqual([]);
    });
  }

  for (const width of [1280, 375] as const) {
    it(`refuses an attachment over 10MB and a duplicate with the spec texts (${width} px)`, async () => {
      const { page, problems } = await openSharedForm(width, HOME[width].username);
      await picker(page).selectOption(HOME[width].policy);
      await radio(section(page, "What's damaged?"), /What's damaged/, 'Property');
      const files = section(page, 'Attachments').locator('input[type=file]');
      await files.setInputFiles([
        { name: 'too-big.jpg', mimeType: 'image/jpeg', buffer: jpeg(10_485_761) },
        { name: 'roof.png', mimeType: 'image/png', buffer: PNG },
      ]);
      const rejected = page.getByTestId('rejected-files');
      await rejected.getByText(`too-big.jpg: ${FILE_TOO_LARGE}`).waitFor();
      await files.setInputFiles([{ name: 'roof-again.png', mimeType: 'image/png', buffer: PNG }]);
      await rejected.getByText(`roof-again.png: ${DUPLICATED}`).waitFor();
      expect(await page.getByTestId('attached-files').innerText()).toContain('roof.png');
      await expectAccessible(page, `/report-claim refused files (${width} px)`);
      await saveScreenshot(page, `report-claim-files-${width}`);
      expect(problems).toEqual([]);
    });
  }

  for (const width of [1280, 375] as const) {
    it(`asks for confirmation before a claim on a cancelled policy (${width} px)`, async () => {
      const { page, problems } = await openSharedForm(width, CANCELLED.username, CANCELLED.password);
      expect(await picker(page).locator('option', { hasText: '(Cancelled)' }).first().getAttribute('value')).toBe(CANCELLED.policy);
      await choosePolicy(page, CANCELLED.policy);
      await insured(page, '3175550155');
      const auto = section(page, 'Driver and Vehicle');
      await auto.getByLabel(/Who was driving/).selectOption({ index: 1 });
      await auto.getByLabel(/Which vehicle/).selectOption({ index: 1 });
      await loss(page, { lossType: 'Hail or weather', where: 'Driveway', city: 'Carmel', state: 'Indiana', medical: 'No', what: 'Hail dented the hood.' });
      await form(page).getByRole('button', { name: 'Submit' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Claim Submission' });
      await confirm.getByText('You are about to submit a claim on a cancelled policy. Do you wish to continue?').waitFor();
      await expectAccessible(page, `cancelled-policy confirmation (${width} px)`);
      await confirm.getByRole('button', { name: 'No' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await page.getByRole('dialog', { name: 'Claim Confirmation' }).count()).toBe(0);
      expect(problems).toEqual([]);
    });
  }

  it('shows Something Went Wrong with the agency contact when the submission fails, and sends the error and debug emails once', async () => {
    const { page, problems } = await openSharedForm(1280, CANCELLED.username, CANCELLED.password);
    // The claim call fails as a core system outage would (nothing is recorded for Emily Carter).
    await page.route('**/api/claim/v2', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, result: null, errors: ['The claims system is unavailable.'] }),
      }),
    );
    const emails: string[] = [];
    const onResponse = (r: Response) => {
      if (/\/api\/claim\/sendClaim(Error|Debug)Email$/.test(r.url())) emails.push(`${new URL(r.url()).pathname} ${r.status()}`);
    };
    page.on('response', onResponse);
    await picker(page).selectOption(HOME_OF_DEMO);
    await radio(section(page, "What's damaged?"), /What's damaged/, 'Property');
    await insured(page, '3175550101');
    await loss(page, { lossType: 'Wind or hail', where: 'Roof', city: 'Carmel', state: 'Indiana', what: 'Wind lifted shingles.' });
    for (let attempt = 0; attempt < 2; attempt++) {
      await form(page).getByRole('button', { name: 'Submit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Something Went Wrong' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain("We're sorry. We are currently experiencing a technical issue with our website.");
      await dialog.getByTestId('agency-contact').waitFor();
      if (attempt === 0) await expectAccessible(page, 'Something Went Wrong (1280 px)');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    // The emails go out after the dialog shows; a second failure of the same claim sends none.
    for (let i = 0; i < 50 && emails.length < 2; i++) await page.waitForTimeout(100);
    await page.waitForTimeout(500);
    expect(emails.sort()).toEqual(['/api/claim/sendClaimDebugEmail 200', '/api/claim/sendClaimErrorEmail 200']);
    expect(problems).toEqual([]);
    // Emily Carter's page is kept for the file: the claim call works again on it.
    page.off('response', onResponse);
    await page.unroute('**/api/claim/v2');
  });

  for (const width of [1280, 375] as const) {
    it(`submits a short claim with the keyboard only, after focusing the first error (${width} px)`, async () => {
      const account = LIABILITY[width];
      const { page, problems } = await openSharedForm(width, account.username);
      if (account.workersComp) {
        // A Workers' Compensation policy is not offered: a notice sends the customer to the agent.
        expect(await page.getByTestId('workers-comp-notice').innerText()).toContain('contact your agent');
        await expectAccessible(page, `/report-claim with the Workers' Compensation notice (${width} px)`);
      }
      // Tab to the policy picker and choose by typing (a native select's type-ahead).
      await tabTo(page, (el) => el.id === 'claim-policyNumber');
      await page.keyboard.type('CGL');
      expect(await picker(page).inputValue()).toBe(account.policy);
      await section(page, 'Insured Information').waitFor();
      // Submit with the prefills only: the first failing field (the contact question) takes the focus.
      await form(page).getByRole('button', { name: 'Submit' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'differentThanInsured');
      expect(await page.getByText('Please select a value').first().isVisible()).toBe(true);
      expect(await page.getByText('Please fill out this field').first().isVisible()).toBe(true);
      // Arrow keys move through the radios and choose: Yes -> No.
      await page.keyboard.press('ArrowRight');
      await tabTo(page, (el) => el.id === 'claim-lossLocation');
      await page.keyboard.type('Job site');
      await tabTo(page, (el) => el.id === 'claim-lossCity');
      await page.keyboard.type('Warsaw');
      await tabTo(page, (el) => el.id === 'claim-lossStateId');
      await page.keyboard.type('Indiana');
      await tabTo(page, (el) => el.getAttribute('name') === 'medicalAttention');
      await page.keyboard.press('ArrowRight');
      await tabTo(page, (el) => el.id === 'claim-whatHappened');
      await page.keyboard.type('A visitor tripped over a cable.');
      await tabTo(page, (el) => el.textContent?.trim() === 'Submit');
      await page.keyboard.press('Enter');
      const confirmation = page.getByRole('dialog', { name: 'Claim Confirmation' });
      await confirmation.waitFor({ timeout: 60_000 });
      // Closed by keyboard too (past the urgent line's tel: link).
      await tabTo(page, (el) => el.tagName === 'BUTTON' && el.textContent?.trim() === 'Close');
      await page.keyboard.press('Enter');
      await confirmation.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    });
  }
});

/** Presses Tab until the focused element matches (at most 60 times). */
async function tabTo(page: Page, match: (el: Element) => boolean): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(`(${match.toString()})(document.activeElement)`);
    if (found) return;
  }
  throw new Error('The element was not reached with Tab.');
}
