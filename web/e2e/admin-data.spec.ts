import type { Browser, Page } from 'playwright-core';
import { ADMIN, openContext, sharedAdminToken, signIn, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser';

/**
 * The back office's Data and Admin OneTime Use sections (issue 15) and the advertisement editor, at 375 px and on the
 * desktop. Demo data of its own: Grace Holloway chose e-delivery and her policies' records say
 * paper (the demo book's discrepancy; no other journey changes her choice), so the bulk sync has
 * something to write. The advertisement it adds is deleted again at the end (home-journeys reads
 * the one in force).
 */

const GRACE = { name: 'Grace Holloway', username: 'grace.holloway@example.com', password: 'Harbor-Guest-42' };
const AD_HEADER = 'Data journey: winter tyres';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const adminToken = () => sharedAdminToken();

/** Deletes the journey's advertisement(s) through the admin API (clean-up whatever the screen reached). */
async function deleteJourneyAds(): Promise<void> {
  const token = await adminToken();
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${baseUrl()}/api/admin/advertisement`, { headers })).json()) as { result: { id: number; header: string }[] };
  for (const ad of list.result.filter((a) => a.header === AD_HEADER)) {
    await fetch(`${baseUrl()}/api/admin/advertisement/${ad.id}`, { method: 'DELETE', headers });
  }
}

async function readDownload(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  let text = '';
  for await (const chunk of await file.createReadStream()) text += String(chunk);
  return { name: file.suggestedFilename(), text };
}

async function adminData(width: number, section = 'Data'): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const { context, page, problems } = await openContext(browser, width, { extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.160' }, acceptDownloads: true });
  await signIn(page, ADMIN);
  await waitForPath(page, '/admin');
  await page.getByRole('tab', { name: section }).click();
  return { page, problems, close: () => context.close() };
}

jest.setTimeout(120_000);

describe('Back office Data', () => {
  it('Admin OneTime Use lists the e-delivery discrepancies, runs a bulk sync of 50 with its prompt and gets BulkUpdateReport_{timestamp}.csv (375 px)', async () => {
    const { page, problems, close } = await adminData(375, 'Admin OneTime Use');
    try {
      await page.getByRole('heading', { name: 'Admin OneTime Use' }).waitFor();
      const table = page.getByRole('table', { name: 'E-delivery discrepancies' });
      await table.getByText(GRACE.username).waitFor();
      const before = Number(await page.getByTestId('discrepancy-count').textContent());
      expect(before).toBeGreaterThanOrEqual(1);
      await expectAccessible(page, 'admin data with discrepancies (375 px)');
      await saveScreenshot(page, 'admin-data-1-discrepancies-375');

      await page.getByRole('button', { name: 'Bulk Update E-Delivery' }).click();
      const prompt = page.getByRole('dialog', { name: 'Bulk Update E-Delivery' });
      const count = prompt.getByLabel(/^Number of users/);
      expect(await count.inputValue()).toBe('50');
      await count.fill('');
      await prompt.getByRole('button', { name: 'Run' }).click();
      await prompt.getByText('Enter a number of users or ALL.').waitFor();
      await count.fill('50');
      const report = await readDownload(page, () => prompt.getByRole('button', { name: 'Run' }).click());
      expect(report.name).toMatch(/^BulkUpdateReport_\d{14}\.csv$/);
      const [header, ...rows] = report.text.trimEnd().split(/\r?\n/);
      expect(header).toBe('user,email,policy,before,after,outcome');
      expect(rows.some((r) => r.startsWith(`${GRACE.username},${GRACE.username},`) && r.endsWith(',paper,electronic,updated'))).toBe(true);
      await page
        .getByTestId('bulk-notice')
        .getByText(/updated; BulkUpdateReport_\d{14}\.csv downloaded/)
        .waitFor();
      await table.getByText(GRACE.username).waitFor({ state: 'detached' });
      expect(Number(await page.getByTestId('discrepancy-count').textContent())).toBeLessThan(before);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lists the log files and downloads one with the token in the header (desktop)', async () => {
    const { page, problems, close } = await adminData(1280);
    try {
      const files = page.getByRole('table', { name: 'Log files' });
      await files.waitFor();
      const first = files.getByRole('button', { name: /^Download api\.\d{4}-\d{2}-\d{2}\.\d+\.log$/ }).first();
      const name = ((await first.getAttribute('aria-label')) ?? '').replace('Download ', '');
      await expectAccessible(page, 'admin data (1280 px)');
      await saveScreenshot(page, 'admin-data-2-logfiles-1280');
      const file = await readDownload(page, () => first.click());
      expect(file.name).toBe(name);
      const line = JSON.parse(file.text.split('\n')[0]) as { level: number; service: string };
      expect(line.service).toBe('portal-api');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("adds an advertisement in the rich-text editor (toolbar by keyboard) and a customer's home page shows it", async () => {
    await deleteJourneyAds();
    const { page, problems, close } = await adminData(1280);
    try {
      page.setDefaultTimeout(20_000);
      await page.getByRole('tab', { name: 'Advertisements' }).click();
      await page.getByRole('button', { name: 'Add Advertisement' }).click();
      const form = page.getByRole('dialog', { name: 'Add Advertisement' });
      await form.getByLabel('Header').fill(AD_HEADER);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
      await form.getByLabel(/^Active from/).fill(today);
      const body = form.getByRole('textbox', { name: 'Body' });
      await body.waitFor();
      expect(await body.evaluate((el) => getComputedStyle(el.closest('.mantine-RichTextEditor-content') ?? el).height)).toBe('500px');
      await body.click();
      await page.keyboard.type('Fit winter tyres before the first frost. ');
      // The toolbar's controls are labelled buttons; the text takes the keyboard shortcut.
      expect(await form.getByRole('button', { name: 'Bold' }).count()).toBe(1);
      await page.keyboard.press('Control+b');
      await page.keyboard.type('Save 10%');
      await expectAccessible(page, 'advertisement editor (1280 px)');
      await saveScreenshot(page, 'admin-data-3-editor-1280');
      await page.setViewportSize({ width: 375, height: 800 });
      await saveScreenshot(page, 'admin-data-3-editor-375');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByTestId('advertisement').filter({ hasText: AD_HEADER }).locator('strong', { hasText: 'Save 10%' }).waitFor();
      expect(problems).toEqual([]);
    } catch (error) {
      await saveScreenshot(page, 'admin-data-3-editor-failed');
      throw error;
    } finally {
      await close();
    }

    const customer = await openContext(browser, 375, { extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.162' } });
    try {
      await signIn(customer.page, GRACE);
      const ad = customer.page.getByTestId('promo-advertisement');
      await ad.getByText(AD_HEADER).waitFor();
      await ad.locator('strong', { hasText: 'Save 10%' }).waitFor();
      await saveScreenshot(customer.page, 'admin-data-4-customer-home-375');
      expect(customer.problems).toEqual([]);
    } finally {
      await customer.context.close();
      await deleteJourneyAds();
    }
  });
});
