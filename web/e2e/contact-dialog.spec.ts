import type { Browser, Page } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const UNAVAILABLE = "We're sorry. Chat is not available at this time.";
// Wednesday 8 January 2025: 10:00 and 19:00 Eastern (UTC-5). The demo schedule is 07:30-17:30, closed weekends.
const DURING_HOURS = new Date('2025-01-08T15:00:00Z');
const AFTER_HOURS = new Date('2025-01-09T00:00:00Z');

async function openDialog(page: Page, width: number) {
  if (width <= 767) {
    // The footer carries Contact Us on every width.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
  } else {
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await dialog.getByTestId('contact-details').waitFor();
  return dialog;
}

async function signedIn(width: number, now: Date) {
  const opened = await openContext(browser, width);
  await opened.page.clock.setFixedTime(now);
  await signIn(opened.page, CUSTOMER);
  await waitForPath(opened.page, '/');
  await opened.page.goto(url('/claims'));
  await opened.page.getByRole('heading', { level: 1, name: 'Claims' }).waitFor();
  return opened;
}

describe('Contact dialog', () => {
  for (const width of [1280, 375]) {
    it(`shows phone, fax and addresses, and chat closed outside hours (${width} px)`, async () => {
      const { context, page, problems } = await signedIn(width, AFTER_HOURS);
      const dialog = await openDialog(page, width);
      const text = await dialog.textContent();
      for (const label of ['Phone', 'Fax', 'Mailing address', 'Street address']) expect(text).toContain(label);
      expect(text).toMatch(/\d{3}-\d{3}-\d{4}/);
      expect(await dialog.getByTestId('chat-unavailable').textContent()).toBe(UNAVAILABLE);
      expect(await dialog.getByRole('button', { name: 'Start Chat' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Close dialog' }).isVisible()).toBe(true);
      await expectAccessible(page, `Contact Us dialog, chat closed (${width} px)`);
      await saveScreenshot(page, `contact-dialog-closed-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('during hours without a configured chat client shows no dead button, only the unavailable message', async () => {
    const { context, page } = await signedIn(1280, DURING_HOURS);
    const dialog = await openDialog(page, 1280);
    expect(await dialog.getByRole('button', { name: 'Start Chat' }).count()).toBe(0);
    expect(await dialog.getByTestId('chat-unavailable').textContent()).toBe(UNAVAILABLE);
    await context.close();
  });

  for (const width of [1280, 375]) {
    it(`during hours with a chat client offers Start Chat, which opens it in a new window (${width} px)`, async () => {
      const { context, page } = await signedIn(width, DURING_HOURS);
      const chatUrl = `${url('/help')}?chat=1`;
      // The demo server has no chat client configured: give the dialog one.
      await page.route('**/api/admin/chatOptions', async (route) => {
        const reply = await route.fetch();
        const body = await reply.json();
        await route.fulfill({ response: reply, json: { ...body, result: { ...body.result, chatUrl } } });
      });
      const dialog = await openDialog(page, width);
      const start = dialog.getByRole('button', { name: 'Start Chat' });
      await start.waitFor();
      await expectAccessible(page, `Contact Us dialog with Start Chat (${width} px)`);
      await saveScreenshot(page, `contact-dialog-open-${width}`);
      const [popup] = await Promise.all([context.waitForEvent('page'), start.click()]);
      expect(popup.url()).toBe(chatUrl);
      // noopener: the chat window cannot reach back to the portal.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await context.close();
    });
  }
});
