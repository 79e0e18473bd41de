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
// Wednesday 8 January 2025, 10:00 Eastern: inside the demo's chat hours (07:30-17:30, closed weekends).
const DURING_HOURS = new Date('2025-01-08T15:00:00Z');
// Sunday 12 January 2025, 03:00 Eastern: outside them by any reading of the schedule.
const SUNDAY_NIGHT = new Date('2025-01-12T08:00:00Z');

/** Opens Contact Us from the header's menu (the burger's drawer on a phone). */
async function openFromHeader(page: Page, width: number) {
  if (width <= 767) {
    await page.getByTestId('menu-burger').click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Contact Us' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Payment menu' }).getByRole('button', { name: 'Contact Us' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await dialog.getByTestId('contact-details').waitFor();
  return dialog;
}

/** A visitor who is not signed in, on the one-time payment page (its own header carries Contact Us). */
async function signedOutOnMakePayment(width: number, now?: Date) {
  const opened = await openContext(browser, width);
  if (now) await opened.page.clock.setFixedTime(now);
  await opened.page.goto(url('/makepayment'));
  await opened.page.getByRole('heading', { level: 1, name: 'One-Time Payment' }).waitFor();
  return opened;
}

/** The server's reply, with chat as the server would answer while chat is open and a client is configured. */
async function serverSaysChatIsOpen(page: Page, chatUrl: string) {
  await page.route('**/api/contact', async (route) => {
    const reply = await route.fetch();
    const body = await reply.json();
    await route.fulfill({
      response: reply,
      json: { ...body, result: { ...body.result, chat: { ...body.result.chat, available: true, chatUrl, nextChangeAt: null } } },
    });
  });
}

describe('Contact dialog', () => {
  for (const width of [1280, 375]) {
    it(`works signed out on /makepayment: phone, fax, addresses and chat from the public contact call (${width} px)`, async () => {
      const { context, page, problems } = await signedOutOnMakePayment(width);
      const contactCall = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contact');
      const dialog = await openFromHeader(page, width);
      const reply = await contactCall;
      expect(reply.status()).toBe(200);
      expect(reply.request().headers().authorization).toBeUndefined();

      const text = await dialog.textContent();
      for (const label of ['Phone', 'Fax', 'Mailing address', 'Street address', 'Chat']) expect(text).toContain(label);
      expect(await dialog.getByRole('link', { name: '800-555-0199' }).getAttribute('href')).toBe('tel:8005550199');
      expect(text).toContain('800-555-0198');
      expect(text).toContain('PO Box 1042, Indianapolis, IN 46206');
      expect(text).toContain('500 Harbor Way, Indianapolis, IN 46204');
      expect(text).not.toContain('Sign in');
      // The demo configures no chat client, so the server says chat is not available.
      expect(await dialog.getByTestId('chat-unavailable').textContent()).toBe(UNAVAILABLE);
      expect(await dialog.getByRole('button', { name: 'Start Chat' }).count()).toBe(0);
      await expectAccessible(page, `Contact Us dialog, signed out on /makepayment (${width} px)`);
      await saveScreenshot(page, `contact-dialog-signed-out-${width}`);

      await dialog.getByRole('button', { name: 'Close dialog' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("shows the server's answer, not the browser's clock: inside the hours by the browser, still unavailable without a chat client", async () => {
    const { context, page } = await signedOutOnMakePayment(1280, DURING_HOURS);
    const dialog = await openFromHeader(page, 1280);
    expect(await dialog.getByTestId('chat-unavailable').textContent()).toBe(UNAVAILABLE);
    expect(await dialog.getByRole('button', { name: 'Start Chat' }).count()).toBe(0);
    await context.close();
  });

  for (const width of [1280, 375]) {
    it(`offers Start Chat when the server says chat is open, even on a Sunday night by the browser's clock, and opens the chat client in a new window (${width} px)`, async () => {
      const { context, page } = await signedOutOnMakePayment(width, SUNDAY_NIGHT);
      const chatUrl = `${url('/help')}?chat=1`;
      await serverSaysChatIsOpen(page, chatUrl);
      const dialog = await openFromHeader(page, width);
      const start = dialog.getByRole('button', { name: 'Start Chat' });
      await start.waitFor();
      expect(await dialog.getByTestId('chat-unavailable').count()).toBe(0);
      await expectAccessible(page, `Contact Us dialog with Start Chat (${width} px)`);
      await saveScreenshot(page, `contact-dialog-open-${width}`);
      const [popup] = await Promise.all([context.waitForEvent('page'), start.click()]);
      expect(popup.url()).toBe(chatUrl);
      // noopener: the chat window cannot reach back to the portal.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await context.close();
    });
  }

  it('works signed in too, from the footer (1280 px)', async () => {
    const { context, page, problems } = await openContext(browser, 1280);
    await signIn(page, CUSTOMER);
    await waitForPath(page, '/');
    await page.goto(url('/claims'));
    await page.getByRole('heading', { level: 1, name: 'Claims' }).waitFor();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.getByTestId('contact-details').waitFor();
    expect(await dialog.getByRole('link', { name: '800-555-0199' }).isVisible()).toBe(true);
    expect(await dialog.getByTestId('chat-unavailable').textContent()).toBe(UNAVAILABLE);
    await expectAccessible(page, 'Contact Us dialog, signed in (1280 px)');
    expect(problems).toEqual([]);
    await context.close();
  });
});
