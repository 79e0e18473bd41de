import type { Browser, Page } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { launchBrowser, saveScreenshot } from './support/browser';

/** The home dashboard (doc 1 §2 "Shell behaviour", "Home dashboard"). */
let browser: Browser;

/** A customer with e-delivery off, who is offered the paperless prompt (api/src/seed/README.md). */
const PAPERLESS_PROSPECT = { username: 'luis.alvarez@example.com', password: 'Harbor-Guest-42' };

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
      await page.getByTestId('home-welcome').waitFor();
      await saveScreenshot(page, 'home-1280');

      await page.evaluate(() => window.scrollTo(0, 400));
      await page.getByTestId('home-shortcuts').waitFor();
      await page.getByTestId('home-welcome').waitFor({ state: 'detached' });
    } finally {
      await close();
    }
  });

  it('shows the tiles only, with Profile and Log Out, on a phone', async () => {
    const { page, close } = await home(375);
    try {
      expect(await tileLabels(page)).toEqual([...DESKTOP_TILES, 'Profile', 'Log Out']);
      expect(await page.locator('section#policies').count()).toBe(0);
      await saveScreenshot(page, 'home-375');
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
      await detail.getByRole('tab', { name: 'Documents', selected: true }).waitFor();
      await detail.getByText('PPA1000101').first().waitFor();
    } finally {
      await close();
    }
  });

  it('opens the help section from /help and resets the address; on a phone only that section shows', async () => {
    const { page, close } = await home(375);
    try {
      await page.goto(url('/help'));
      await waitForPath(page, '/');
      await page.locator('section#help').waitFor();
      expect(await page.locator('section#policies').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('hides the paperless prompt for good with Do not show anymore and Close', async () => {
    const { page, close } = await home(1280, PAPERLESS_PROSPECT);
    try {
      // An advertisement comes first while one runs: dismiss it for good as well.
      const advertisement = page.getByTestId('promo-advertisement');
      if (await advertisement.count()) {
        await advertisement.getByLabel('Do not show anymore.').check();
        await advertisement.getByRole('button', { name: 'Close' }).click();
        await advertisement.waitFor({ state: 'detached' });
        await page.reload();
        await page.getByTestId('home-tiles').waitFor();
        expect(await advertisement.count()).toBe(0);
      }
      const prompt = page.getByTestId('promo-paperless');
      await prompt.getByText('Go paperless, save time and save some trees.').waitFor();
      await prompt.getByLabel('Do not show anymore.').check();
      await prompt.getByRole('button', { name: 'Close' }).click();
      await prompt.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('home-tiles').waitFor();
      expect(await page.getByTestId('promo-paperless').count()).toBe(0);
    } finally {
      await close();
    }
  });
});
