import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { SandboxPaymentProvider } from '../src/payments';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The sandbox's card-entry frame in a real browser (Debian's chromium): its hash-only CSP lets
 * its own script run and nothing else, it is embeddable only by the portal's origins, and it
 * talks to the portal's page by postMessage with origin checks both ways. The portal's page is
 * played by a page the browser is handed for a path on the portal's origin (never sent to the
 * server). Needs /usr/bin/chromium (or CHROMIUM_PATH), as the browser journeys do.
 */
jest.setTimeout(180_000);

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FOREIGN_PORTAL = 'https://portal.example.test';

/** The portal's page: embeds the frame, sends the init message on load, and records the replies. */
function parentPage(init: Record<string, unknown>, frameOrigin: string): string {
  return `<!doctype html><html><body>
<iframe id="frame" title="Card details" src="${frameOrigin}/sandbox-provider/frame?collectSecurityCode=1&collectZipCode=1" style="width:100%;height:600px"></iframe>
<script>
window.replies = [];
window.addEventListener('message', function (e) { if (e.origin === ${JSON.stringify(frameOrigin)}) window.replies.push(e.data); });
document.getElementById('frame').addEventListener('load', function () {
  document.getElementById('frame').contentWindow.postMessage(${JSON.stringify(init)}, ${JSON.stringify(frameOrigin)});
});
</script></body></html>`;
}

(existsSync(CHROMIUM) ? describe : describe.skip)('Sandbox card-entry frame in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;
  let provider: SandboxPaymentProvider;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: FOREIGN_PORTAL });
    await t.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    provider = t.app.get(SandboxPaymentProvider);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function openParent(parentUrl: string, messageId = 'm-1'): Promise<{ page: Page; cspErrors: string[] }> {
    const session = await provider.createSession({ kind: 'policy', number: 'PPA1000101', emailAddress: 'demo@example.com' });
    const init = {
      type: 'sandbox-provider:init',
      authorization: session.authToken,
      apiKey: provider.frameSettings().apiKey,
      sessionToken: session.sessionToken,
      timestamp: Date.now(),
      messageId,
    };
    const page = await browser.newPage();
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy|frame-ancestors/i.test(m.text())) cspErrors.push(m.text());
    });
    await page.route(parentUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: parentPage(init, origin) }));
    await page.goto(parentUrl);
    return { page, cspErrors };
  }

  it('runs under its CSP, tokenises a test card and answers the parent with the funding account', async () => {
    const { page, cspErrors } = await openParent(`${origin}/portal-page-for-test`);
    const frame = page.frameLocator('#frame');
    await frame.getByRole('button', { name: 'Use this card' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('iframe')!.contentDocument?.querySelector('button')?.hasAttribute('disabled'));
    await frame.getByLabel('Card number').fill('4111 1111 1111 1111');
    await frame.getByLabel('Expiration month').selectOption('12');
    await frame.getByLabel('Expiration year').selectOption(String(new Date().getFullYear() + 2));
    await frame.getByLabel('Name on card').fill('Emily Carter');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByLabel('Billing zip code').fill('46032');
    await frame.getByRole('button', { name: 'Use this card' }).click();
    await page.waitForFunction(() =>
      (window as unknown as { replies: unknown[] }).replies.some((r) => (r as { type?: string }).type === 'sandbox-provider:response'),
    );
    const replies = (await page.evaluate(() => (window as unknown as { replies: unknown[] }).replies)) as Array<Record<string, unknown>>;
    const reply = replies.find((r) => r.type === 'sandbox-provider:response')!;
    expect(reply).toEqual({
      type: 'sandbox-provider:response',
      messageId: 'm-1',
      statusCode: 'Created',
      fundingAccountToken: expect.stringMatching(/^sbx_fa_/),
      fundingCategory: 'Credit',
      fundingMethod: 'visa',
      fundingAccountLastFourDigits: '1111',
    });
    expect(await provider.describe(reply.fundingAccountToken as string)).toMatchObject({ lastFour: '1111', fundingMethod: 'visa' });
    // The number is gone from the frame once tokenised.
    expect(await frame.getByLabel('Card number').inputValue()).toBe('');
    expect(cspErrors).toEqual([]);
    await page.close();
  });

  it('checks the card in the frame (Luhn) and sends nothing for an invalid number', async () => {
    const { page } = await openParent(`${origin}/portal-page-for-test-2`);
    const frame = page.frameLocator('#frame');
    await page.waitForFunction(() => !document.querySelector('iframe')!.contentDocument?.querySelector('button')?.hasAttribute('disabled'));
    await frame.getByLabel('Card number').fill('4111 1111 1111 1112');
    await frame.getByRole('button', { name: 'Use this card' }).click();
    await frame.locator('#cardNumber-error').filter({ hasText: 'Incorrect number entered' }).waitFor();
    expect(await frame.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    // Only size updates reached the parent: no response, so nothing was tokenised.
    const types = await page.evaluate(() => (window as unknown as { replies: Array<{ type?: string }> }).replies.map((r) => r.type));
    expect(types.filter((type) => type !== 'sandbox-provider:resize')).toEqual([]);
    await page.close();
  });

  it("refuses to be embedded by a page on an origin that is neither its own nor the portal's", async () => {
    // localhost is another origin than 127.0.0.1 for the browser.
    const foreign = origin.replace('127.0.0.1', 'localhost');
    const { page } = await openParent(`${foreign}/some-other-site`);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f.url().includes('/sandbox-provider/frame'));
    const hasForm = frame ? await frame.evaluate(() => !!document.getElementById('cardNumber')).catch(() => false) : false;
    expect(hasForm).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { replies: unknown[] }).replies.length)).toBe(0);
    await page.close();
  });
});
