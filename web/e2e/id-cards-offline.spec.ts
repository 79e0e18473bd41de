import type { Browser, Page } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

/*
 * Issue 16, "Auto ID cards offline": the service worker serves the app shell with no network,
 * and the ID cards the customer kept on the device show from IndexedDB; logging out removes them.
 * The demo customer demo@example.com has several PPA policies with vehicle cards (README).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the service worker controls the page, so a reload with no network is answered from its precache. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL.endsWith('/sw.js') === true, undefined, { timeout: 60_000 });
}

async function logOut(page: Page, width: number): Promise<void> {
  if (width < 768) await page.getByTestId('menu-burger').click();
  await page.getByRole('link', { name: 'Logout' }).first().click();
  await waitForPath(page, '/login');
}

describe('Auto ID cards offline', () => {
  for (const width of [1280, 375]) {
    it(`keeps the ID cards on the device, shows them with no network with the date saved, and removes them at logout (${width} px)`, async () => {
      const { context, page, problems } = await openContext(browser, width, { serviceWorkers: 'allow' });
      await signIn(page, CUSTOMER);
      await waitForPath(page, '/');
      await page.goto(url('/autoidcards'));
      await page.getByRole('heading', { level: 1, name: 'Auto ID Cards' }).waitFor();

      // Online: keep them on this device.
      await page.getByRole('button', { name: 'Keep on this device' }).click();
      const status = page.getByTestId('keep-on-device').getByRole('status');
      await status.waitFor();
      expect(await status.textContent()).toMatch(/^Offline copy saved on \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M\./);
      await page.getByRole('button', { name: 'Remove from this device' }).waitFor();
      await waitForServiceWorker(page);

      // No network: a reload opens the app from the service worker and the cards from IndexedDB.
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Auto ID Cards' }).waitFor({ timeout: 30_000 });
      const notice = page.getByTestId('offline-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/Offline copy saved on \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M\./);
      expect(new URL(page.url()).pathname).toBe('/autoidcards');
      const cards = page.getByTestId('saved-id-card');
      expect(await cards.count()).toBeGreaterThan(0);
      const first = (await cards.first().textContent()) ?? '';
      expect(first).toContain('Auto Insurance Identification Card');
      expect(first).toMatch(/Policy numberPPA\d{7}/);
      expect(first).toMatch(/Valid\d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}/);
      expect(first).toContain('Insured');
      await expectAccessible(page, `/autoidcards offline (${width} px)`);
      await saveScreenshot(page, `id-cards-offline-${width}`);

      // Back online, log out; offline again, the cards are gone and the app asks to sign in.
      await context.setOffline(false);
      await page.goto(url('/autoidcards'));
      await page.getByRole('button', { name: 'Remove from this device' }).waitFor();
      await logOut(page, width);
      await context.setOffline(true);
      await page.goto(url('/autoidcards')).catch(() => undefined);
      await waitForPath(page, '/login', 30_000);
      await page.getByRole('button', { name: 'Log In' }).waitFor();
      expect(await page.getByTestId('saved-id-card').count()).toBe(0);
      const left = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('harbor-portal-offline');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('id-cards')) return resolve(0);
              const count = db.transaction('id-cards').objectStore('id-cards').count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => reject(count.error);
            };
          }),
      );
      expect(left).toBe(0);
      await saveScreenshot(page, `id-cards-offline-signed-out-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
