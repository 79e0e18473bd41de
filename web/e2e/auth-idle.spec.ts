import type { Browser, BrowserContext } from 'playwright-core';
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

const WARNING = 'You are about to be logged out.';

/** Shortens the idle times to 2 s (warning) and 12 s (logout) through the documented override: the 10 s between leave time for the axe check under CI load. */
async function shortIdleTimes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem('portal.idleTimeouts', JSON.stringify({ warnMs: 2_000, logoutMs: 12_000 }));
  });
}

describe('(5) Idle timer', () => {
  it('warns, Continue keeps the session, and doing nothing logs out automatically', async () => {
    const { context, page } = await openContext(browser);
    await shortIdleTimes(context);
    await signIn(page, CUSTOMER);
    await waitForPath(page, '/');

    const dialog = page.getByRole('dialog', { name: WARNING });
    await dialog.waitFor({ timeout: 5_000 });
    expect(await dialog.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    await expectAccessible(page, 'idle warning dialog (1280 px)');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');

    await dialog.waitFor({ timeout: 5_000 });
    await waitForPath(page, '/login', 20_000);
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
    await context.close();
  });

  it('Log Out in the warning logs out at once', async () => {
    const { context, page } = await openContext(browser, 375);
    await shortIdleTimes(context);
    await signIn(page, CUSTOMER);
    await waitForPath(page, '/');
    const dialog = page.getByRole('dialog', { name: WARNING });
    await dialog.waitFor({ timeout: 5_000 });
    await expectAccessible(page, 'idle warning dialog (375 px)');
    await saveScreenshot(page, 'idle-warning-375');
    await dialog.getByRole('button', { name: 'Log Out' }).click();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
    await context.close();
  });

  it('does not run while signed out', async () => {
    const { context, page } = await openContext(browser);
    await shortIdleTimes(context);
    await page.goto(url('/login'));
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
    await page.waitForTimeout(4_500);
    expect(await page.getByRole('dialog', { name: WARNING }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
