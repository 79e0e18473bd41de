import type { Browser } from 'playwright-core';
import { expectNoSideScroll } from './support/accessibility';
import { baseUrl, launchBrowser } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The API reference page runs under a policy that allows its own inline scripts by hash and no
 * other inline script ('unsafe-inline' is gone): the page must still come alive in a browser.
 */
describe('API reference page (/api/docs)', () => {
  it("runs Redoc's own inline scripts under a policy without 'unsafe-inline', and nothing is refused to them", async () => {
    const page = await browser.newPage();
    // Init scripts run before the page's own and are not subject to its policy.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    const res = await page.goto(`${baseUrl()}/api/docs`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    const policy = (await res?.headerValue('content-security-policy')) ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain("'unsafe-inline'");

    // The colour-mode snippet (inline) ran: it marks <html> light or dark.
    await page.waitForFunction(() => /\b(light|dark)\b/.test(document.documentElement.className));
    // The Redoc bundle (an inline module) ran: React hydrated the server-rendered reference.
    await page.waitForFunction(() => {
      const root = document.getElementById('redoc');
      return !!root && Object.keys(root).some((k) => k.startsWith('__react'));
    });
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    // Redoc's remote logo image and its optional eval() are refused, as before; no inline script is.
    expect(violations.filter((v) => v.startsWith('script-src') && !v.endsWith(' eval'))).toEqual([]);
    // Redoc's layout fits a phone. (Its default colours fail axe's contrast rule in three places:
    // see the accessibility notes in web/e2e/support/accessibility.ts.)
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForFunction(() => document.documentElement.clientWidth === 375);
    await expectNoSideScroll(page, '/api/docs (375 px)');
    await page.close();
  });
});
