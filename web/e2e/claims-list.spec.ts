import type { Browser } from 'playwright-core';
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

describe('Claims list', () => {
  for (const width of [1280, 375]) {
    it(`pages through the claims, newest first, with the pending claim (${width} px)`, async () => {
      const { context, page, problems } = await openContext(browser, width);
      await signIn(page, CUSTOMER);
      await waitForPath(page, '/');
      await page.goto(url('/claims'));
      await page.getByRole('heading', { level: 1, name: 'Claims' }).waitFor();
      expect(await page.getByRole('link', { name: 'Sign up for email and text claim alerts' }).getAttribute('href')).toBe('/profile/alerts');
      expect(await page.getByRole('link', { name: 'Report a Claim' }).getAttribute('href')).toBe('/report-claim');

      const cards = page.getByTestId('claim-card');
      expect(await cards.count()).toBe(3);
      const seen: string[] = [];
      const readPage = async () => {
        for (const text of await cards.allTextContents()) seen.push(text);
      };
      await readPage();
      await expectAccessible(page, `/claims (${width} px)`);
      await saveScreenshot(page, `claims-${width}`);
      await page.getByRole('button', { name: 'Page 2' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="claim-card"]').length === 2);
      await readPage();
      await expectAccessible(page, `/claims page 2 (${width} px)`);
      // Demo: 5 claims, one pending (P1005302).
      expect(seen).toHaveLength(5);
      const pending = seen.find((t) => t.includes('P1005302'));
      expect(pending).toContain('Pending');
      const dates = seen.map((t) => /Loss date(\d{2})\/(\d{2})\/(\d{4})/.exec(t)).map((m) => `${m?.[3]}${m?.[1]}${m?.[2]}`);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
