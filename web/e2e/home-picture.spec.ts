import type { Browser, Page } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser } from './support/browser';

/**
 * The prerendered picture of the signed-in home page in index.html (web/scripts/prerender-home.mjs,
 * web/src/features/shell/homePicture.ts): shown for a first load of / on a phone with a session
 * and the first name this device remembers, inert and hidden from assistive technology, and
 * replaced by the page without a layout shift; removed before the first paint everywhere else.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Counts layout shifts (without recent input) from the start of every document of the page. */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const pictureCount = (page: Page) => page.locator('#home-picture').count();

describe('the home page picture (first paint before the app)', () => {
  it('shows a signed-in phone its home page at once, with its name, inert and aria-hidden; the page replaces it without a shift', async () => {
    const { context, page } = await openContext(browser, 375);
    try {
      await signIn(page, CUSTOMER);
      await waitForPath(page, '/');
      await page.getByTestId('home-tiles').waitFor();
      // The next load's API replies are held: the picture stays until the page can render.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/**', async (route) => {
        await held;
        await route.continue();
      });
      await watchLayoutShift(page);
      await page.reload({ waitUntil: 'domcontentloaded' });
      const picture = page.locator('#home-picture');
      expect(await picture.isVisible()).toBe(true);
      expect(await picture.getAttribute('aria-hidden')).toBe('true');
      expect(await picture.evaluate((el) => el.hasAttribute('inert'))).toBe(true);
      expect((await picture.locator('h1').textContent())?.trim()).toBe('Welcome, Emily');
      // Not the page: no heading for assistive technology, no focus, and axe finds nothing.
      expect(await page.getByRole('heading', { name: 'Welcome, Emily' }).count()).toBe(0);
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.getElementById('home-picture')?.contains(document.activeElement) ?? false)).toBe(false);
      await expectAccessible(page, 'home page picture before the app (375 px)');

      release();
      await page.getByRole('heading', { level: 1, name: 'Welcome, Emily' }).waitFor();
      expect(await pictureCount(page)).toBe(0);
      await page.getByTestId('home-tiles').waitFor();
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
      await expectAccessible(page, 'home page after the picture (375 px)');
    } finally {
      await context.close();
    }
  });

  it('is removed before the first paint on other pages, on a computer and for signed-out visitors', async () => {
    const { context, page } = await openContext(browser, 375);
    try {
      // Signed out at /: no picture (the visitor goes on to /login).
      await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
      expect(await pictureCount(page)).toBe(0);
      await waitForPath(page, '/login');

      await signIn(page, CUSTOMER);
      await waitForPath(page, '/');
      await page.getByTestId('home-tiles').waitFor();
      // Signed in, another page: none.
      await page.goto(url('/policies'), { waitUntil: 'domcontentloaded' });
      expect(await pictureCount(page)).toBe(0);
      // Signed in at / on a computer: none (the picture is the phone's layout).
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
      expect(await pictureCount(page)).toBe(0);
      await page.setViewportSize({ width: 375, height: 800 });

      // Signed out again (Log Out clears the remembered name): no picture at /.
      await page.goto(url('/logout'));
      await waitForPath(page, '/login');
      expect(await page.evaluate(() => localStorage.getItem('portal.firstName'))).toBeNull();
      await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
      expect(await pictureCount(page)).toBe(0);
    } finally {
      await context.close();
    }
  });
});
