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

describe('Agency', () => {
  for (const width of [1280, 375]) {
    it(`shows one card per agency with directions, email, phone and policies (${width} px)`, async () => {
      const { context, page, problems } = await openContext(browser, width);
      await signIn(page, CUSTOMER);
      await waitForPath(page, '/');
      await page.goto(url('/agency'));
      await page.getByRole('heading', { level: 1, name: 'My Agency' }).waitFor();
      const cards = page.getByTestId('agency-card');
      await cards.first().waitFor();
      // Demo: PPA1000103 is served by a second agency.
      expect(await cards.count()).toBe(2);
      const policies = (await page.getByTestId('agency-policies').allTextContents()).join(', ');
      expect(policies).toContain('PPA1000101');
      expect(policies).toContain('PPA1000103');
      const directions = cards.first().getByRole('link', { name: /Get directions/ });
      expect(await directions.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
      expect(await directions.getAttribute('target')).toBe('_blank');
      expect(await directions.getAttribute('rel')).toContain('noopener');
      expect(await cards.first().locator('a[href^="mailto:"]').count()).toBe(1);
      expect(await cards.first().locator('a[href^="tel:"]').textContent()).toMatch(/^\d{3}-\d{3}-\d{4}$/);
      await expectAccessible(page, `/agency (${width} px)`);
      await saveScreenshot(page, `agency-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
