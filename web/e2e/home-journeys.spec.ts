import type { Browser, Page } from 'playwright-core';
import { CUSTOMER, openContext, pathOf, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

/** The home dashboard (doc 1 §2 "Shell behaviour", "Home dashboard"). */
let browser: Browser;

/**
 * The home page shows one promotion at a time (doc 1 §2; api/src/profile/home-promotion.ts):
 * the advertisement in force unless hidden, else the paperless prompt while e-delivery is off.
 * The demo gives each its own customer (api/src/seed/README.md), used by no other journey's
 * home page: Luis hid the advertisement, Harold the prompt.
 */
const PAPERLESS_PROSPECT = { username: 'luis.alvarez@example.com', password: 'Harbor-Guest-42' };
const ADVERTISEMENT_VIEWER = { username: 'harold.jensen@example.com', password: 'Harbor-Guest-42' };

const DESKTOP_TILES = ['Pay Now', 'Payments', 'View Claims', 'My Agency', 'Policies', 'Auto ID Cards', 'Report a Claim', 'Contact Us'];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function home(width: number, credentials = CUSTOMER): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openContext(browser, width);
  await signIn(page, credentials);
  await waitForPath(page, '/');
  await page.getByTestId('home-tiles').waitFor();
  return { page, close: () => context.close() };
}

async function tileLabels(page: Page): Promise<string[]> {
  return (await page.getByTestId('home-tiles').locator(':scope > *').allInnerTexts()).map((t) => t.trim());
}

describe('home dashboard', () => {
  it('shows the tiles and every section on a computer', async () => {
    const { page, close } = await home(1280);
    try {
      expect(await tileLabels(page)).toEqual(DESKTOP_TILES);
      for (const id of ['help', 'payments', 'policies', 'autoidcards', 'claims', 'agency']) {
        await page.locator(`section#${id}`).waitFor();
      }
      expect(await page.getByTestId('home-welcome').textContent()).toBe('Welcome, Emily');
      // Links in the help text are underlined, not told apart by colour alone.
      const helpLink = page.locator('section#help').getByRole('link', { name: 'Report a Claim' });
      expect(await helpLink.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
      await expectAccessible(page, 'home dashboard (1280 px)');
      await saveScreenshot(page, 'home-1280');

      await page.evaluate(() => window.scrollTo(0, 400));
      await page.getByTestId('home-shortcuts').waitFor();
      await page.getByTestId('home-welcome').waitFor({ state: 'detached' });
      await expectAccessible(page, 'home dashboard scrolled, with the section shortcuts (1280 px)');
    } finally {
      await close();
    }
  });

  it('shows the tiles only, with Profile and Log Out, on a phone', async () => {
    const { page, close } = await home(375);
    try {
      expect(await tileLabels(page)).toEqual([...DESKTOP_TILES, 'Profile', 'Log Out']);
      expect(await page.locator('section#policies').count()).toBe(0);
      await expectAccessible(page, 'home dashboard (375 px)');
      await saveScreenshot(page, 'home-375');
    } finally {
      await close();
    }
  });

  it('leaves the footer out while the page loads, so a slow load does not shift it (no layout shift)', async () => {
    const { page, close } = await home(375);
    try {
      // Replies held until the router's pending page shows (its loader outlasts pendingMs).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Without the remembered name index.html shows no picture of the page (home-picture.spec.ts
      // covers it), so the router's pending page is what shows while the replies are held.
      await page.evaluate(() => localStorage.removeItem('portal.firstName'));
      await page.reload({ waitUntil: 'commit' });
      await page.getByLabel('Loading').waitFor();
      expect(await page.locator('footer').isVisible()).toBe(false);
      release();
      await page.getByTestId('home-tiles').waitFor();
      await page.locator('footer').waitFor();
      expect(await page.getByTestId('home-welcome').textContent()).toBe('Welcome, Emily');
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
    } finally {
      await close();
    }
  });

  it('opens a policy on its Documents tab from /{policyNumber}/documents and resets the address', async () => {
    const { page, close } = await home(1280);
    try {
      await page.goto(url('/PPA1000101/documents'));
      await waitForPath(page, '/');
      const detail = page.locator('section#policies').getByTestId('policy-detail');
      const documentsTab = detail.getByRole('tab', { name: 'Documents' });
      await documentsTab.waitFor();
      expect(await documentsTab.getAttribute('aria-selected')).toBe('true');
      expect(await detail.getByText('PPA1000101').first().isVisible()).toBe(true);
      expect(await detail.getByTestId('policy-forms').isVisible()).toBe(true);
      expect(await page.getByTestId('deep-link-notice').count()).toBe(0);
      expect(pathOf(page)).toBe('/');
      await expectAccessible(page, 'home dashboard opened on a policy’s documents (1280 px)');
    } finally {
      await close();
    }
  });

  for (const [width, link] of [
    [1280, '/PPA1000401/documents'],
    [375, '/PPA1000401/paynow'],
  ] as const) {
    it(`says so when a deep link names a policy the customer does not hold (${link}, ${width} px)`, async () => {
      const { page, close } = await home(width);
      try {
        await page.goto(url(link));
        await waitForPath(page, '/');
        const notice = page.getByTestId('deep-link-notice');
        await notice.waitFor();
        expect(await notice.textContent()).toBe('Policy PPA1000401 is not on your account.');
        expect(await notice.getAttribute('role')).toBe('alert');
        await expectAccessible(page, `home dashboard with the not-on-your-account notice (${width} px)`);
        await saveScreenshot(page, `home-deep-link-not-held-${width}`);
        await notice.getByRole('button', { name: 'Dismiss' }).click();
        await notice.waitFor({ state: 'detached' });
      } finally {
        await close();
      }
    });
  }

  it('opens the help section from /help and resets the address; on a phone only that section shows', async () => {
    const { page, close } = await home(375);
    try {
      await page.goto(url('/help'));
      await waitForPath(page, '/');
      const help = page.locator('section#help');
      await help.waitFor();
      expect(await help.getByRole('heading', { level: 2, name: 'Help' }).isVisible()).toBe(true);
      expect(await help.getByRole('heading', { name: 'Paying your bill' }).isVisible()).toBe(true);
      expect(await page.locator('section#policies').count()).toBe(0);
      await expectAccessible(page, 'home help section (375 px)');
      await saveScreenshot(page, 'home-help-375');
    } finally {
      await close();
    }
  });

  it('shows the paperless prompt, not an advertisement, to a customer who hid advertisements; Do not show anymore and Close hide it for good', async () => {
    const { page, close } = await home(1280, PAPERLESS_PROSPECT);
    try {
      const prompt = page.getByTestId('promo-paperless');
      await prompt.waitFor();
      expect(await prompt.getByText('Go paperless, save time and save some trees.').isVisible()).toBe(true);
      expect(await prompt.getByRole('link', { name: 'Sign me up' }).getAttribute('href')).toBe('/profile/alerts');
      expect(await page.getByTestId('promo-advertisement').count()).toBe(0);
      await expectAccessible(page, 'home dashboard with the paperless prompt (1280 px)');
      await saveScreenshot(page, 'home-paperless-prompt-1280');

      await prompt.getByLabel('Do not show anymore.').check();
      await prompt.getByRole('button', { name: 'Close', exact: true }).click();
      await prompt.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('home-tiles').waitFor();
      expect(await page.getByTestId('promo-paperless').count()).toBe(0);
      expect(await page.getByTestId('promo-advertisement').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('shows the advertisement in force, not the prompt, to a customer with one; Close hides it for this visit, Do not show anymore for good', async () => {
    const { page, close } = await home(375, ADVERTISEMENT_VIEWER);
    try {
      const advertisement = page.getByTestId('promo-advertisement');
      await advertisement.waitFor();
      expect(await advertisement.getByText('Bundle and save').isVisible()).toBe(true);
      expect(await page.getByTestId('promo-paperless').count()).toBe(0);
      await expectAccessible(page, 'home dashboard with the advertisement (375 px)');
      await saveScreenshot(page, 'home-advertisement-375');

      // Close alone: gone for this visit, back on the next.
      await advertisement.getByRole('button', { name: 'Close', exact: true }).click();
      await advertisement.waitFor({ state: 'detached' });
      await page.reload();
      await advertisement.waitFor();

      await advertisement.getByLabel('Do not show anymore.').check();
      await advertisement.getByRole('button', { name: 'Close', exact: true }).click();
      await advertisement.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('home-tiles').waitFor();
      expect(await advertisement.count()).toBe(0);
      // He hid the paperless prompt long ago: nothing takes the advertisement's place.
      expect(await page.getByTestId('promo-paperless').count()).toBe(0);
    } finally {
      await close();
    }
  });
});
