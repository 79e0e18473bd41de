import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { SandboxPaymentProvider } from '../src/payments';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The sandbox's card-entry frame in a real browser (Debian's chromium): its hash-only CSP lets
 * its own script run and nothing else, it is embeddable only by the portal's origins, and it
 * talks to the portal's page by postMessage with origin checks both ways. The portal's page is
 * played by a small server on another port (PUBLIC_URL points at it), so the frame and the
 * portal are on different origins, as with a real provider; a second port plays a foreign site.
 * Needs /usr/bin/chromium (or CHROMIUM_PATH), as the browser journeys do.
 */
jest.setTimeout(180_000);

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Runs in the page (the API's TypeScript has no DOM types): the frame's button is enabled once the init message arrived. */
const FRAME_READY = "!document.querySelector('iframe').contentDocument?.querySelector('button')?.hasAttribute('disabled')";

/** A page server on its own port (its own origin): answers every path with the page set last. */
async function pageServer(): Promise<{ origin: string; show(html: string): void; close(): Promise<void> }> {
  let page = '';
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    show: (html) => {
      page = html;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
  let portal: Awaited<ReturnType<typeof pageServer>>;
  let foreign: Awaited<ReturnType<typeof pageServer>>;

  beforeAll(async () => {
    portal = await pageServer();
    foreign = await pageServer();
    t = await startTestApp({ PUBLIC_URL: portal.origin });
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
    await portal?.close();
    await foreign?.close();
  });

  async function openParent(site: { origin: string; show(html: string): void }, messageId = 'm-1'): Promise<{ page: Page; cspErrors: string[] }> {
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
    site.show(parentPage(init, origin));
    await page.goto(`${site.origin}/pay`);
    return { page, cspErrors };
  }

  it('runs under its CSP, tokenises a test card and answers the parent with the funding account', async () => {
    const { page, cspErrors } = await openParent(portal);
    const frame = page.frameLocator('#frame');
    await frame.getByRole('button', { name: 'Use this card' }).waitFor();
    await page.waitForFunction(FRAME_READY);
    await frame.getByLabel('Card number').fill('4111 1111 1111 1111');
    await frame.getByLabel('Expiration month').selectOption('12');
    await frame.getByLabel('Expiration year').selectOption(String(new Date().getFullYear() + 2));
    await frame.getByLabel('Name on card').fill('Emily Carter');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByLabel('Billing zip code').fill('46032');
    await frame.getByRole('button', { name: 'Use this card' }).click();
    await page.waitForFunction("window.replies.some((r) => r.type === 'sandbox-provider:response')");
    const replies = await page.evaluate<Array<Record<string, unknown>>>('window.replies');
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

  it('passes axe-core (WCAG 2.2 A and AA) in the frame, at 375 px, with its errors shown', async () => {
    const { page } = await openParent(portal);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.waitForFunction(FRAME_READY);
    const frameLocator = page.frameLocator('#frame');
    await frameLocator.getByRole('button', { name: 'Use this card' }).click();
    await frameLocator.locator('#cardNumber-error').filter({ hasText: 'Incorrect number entered' }).waitFor();
    const frame = page.frames().find((f) => f.url().includes('/sandbox-provider/frame'))!;
    // Evaluated through the DevTools protocol: the frame's CSP (hash-only scripts) would refuse an injected <script>.
    await frame.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await frame.evaluate<Array<{ id: string; nodes: unknown[] }>>(
      "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } }).then((r) => r.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) })))",
    );
    expect(violations).toEqual([]);
    expect(await frame.evaluate<boolean>('document.documentElement.scrollWidth <= document.documentElement.clientWidth')).toBe(true);
    await page.close();
  });

  it('checks the card in the frame (Luhn) and sends nothing for an invalid number', async () => {
    const { page } = await openParent(portal);
    const frame = page.frameLocator('#frame');
    await page.waitForFunction(FRAME_READY);
    await frame.getByLabel('Card number').fill('4111 1111 1111 1112');
    await frame.getByRole('button', { name: 'Use this card' }).click();
    await frame.locator('#cardNumber-error').filter({ hasText: 'Incorrect number entered' }).waitFor();
    expect(await frame.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    // Only size updates reached the parent: no response, so nothing was tokenised.
    const types = await page.evaluate<string[]>('window.replies.map((r) => r.type)');
    expect(types.filter((type) => type !== 'sandbox-provider:resize')).toEqual([]);
    await page.close();
  });

  it("refuses to be embedded by a page on an origin that is neither its own nor the portal's", async () => {
    const { page } = await openParent(foreign);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f.url().includes('/sandbox-provider/frame'));
    const hasForm = frame ? await frame.evaluate<boolean>("!!document.getElementById('cardNumber')").catch(() => false) : false;
    expect(hasForm).toBe(false);
    expect(await page.evaluate<number>('window.replies.length')).toBe(0);
    await page.close();
  });

  it('cannot be driven by a foreign page that opens it as a window of its own (COOP severs the opener; the frame takes init only from its parent)', async () => {
    const page = await browser.newPage();
    foreign.show('<!doctype html><html><body><p>Another site</p></body></html>');
    await page.goto(`${foreign.origin}/`);
    const session = await provider.createSession({ kind: 'policy', number: 'PPA1000101', emailAddress: 'demo@example.com' });
    const init = {
      type: 'sandbox-provider:init',
      authorization: session.authToken,
      apiKey: provider.frameSettings().apiKey,
      sessionToken: session.sessionToken,
      timestamp: Date.now(),
      messageId: 'm-x',
    };
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(`window.opened = window.open(${JSON.stringify(`${origin}/sandbox-provider/frame`)}); true`),
    ]);
    await popup.waitForLoadState('load');
    await page.evaluate(`window.opened.postMessage(${JSON.stringify(init)}, '*'); true`);
    await popup.waitForTimeout(500);
    expect(await popup.evaluate<boolean>("document.getElementById('submit').disabled")).toBe(true);
    await page.close();
  });
});
