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

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

function localStorageItem(state: StorageState, name: string): string | undefined {
  return state.origins.flatMap((o) => o.localStorage).find((item) => item.name === name)?.value;
}

/** The same storage, with the stored access token already expired (as after a long absence). */
function withExpiredAccessToken(state: StorageState): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((item) => {
        if (item.name !== 'portal.session') return item;
        const session = JSON.parse(item.value) as { expiresAt: string };
        return { ...item, value: JSON.stringify({ ...session, expiresAt: new Date(Date.now() - 60_000).toISOString() }) };
      }),
    })),
  };
}

/**
 * Records, from the first paint, whether the page ever shows `testId` (a flash of a few
 * milliseconds included): a MutationObserver sees every element React adds.
 */
async function watchForTestId(context: BrowserContext, testId: string): Promise<void> {
  await context.addInitScript((id) => {
    const seen = { at: null as string | null };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (!seen.at && document.querySelector(`[data-testid="${id}"]`)) seen.at = location.pathname;
    }).observe(document, { childList: true, subtree: true });
  }, testId);
}

describe('(4) Remember me', () => {
  let remembered: StorageState;

  beforeAll(async () => {
    const { context, page } = await openContext(browser);
    await signIn(page, CUSTOMER, true);
    await waitForPath(page, '/');
    remembered = await context.storageState();
    await context.close(); // "close the browser": only storage survives
    expect(JSON.parse(localStorageItem(remembered, 'portal.rememberMe') ?? 'null')).toEqual({
      credential: expect.stringMatching(/\S{16,}/),
      username: CUSTOMER.username,
    });
  });

  it("shows 'Welcome Back' with the remembered user after the browser is closed; 'Change User' shows the plain form", async () => {
    for (const width of [375, 1280]) {
      const { context, page } = await openContext(browser, width, { storageState: remembered });
      await page.goto(url('/login'));
      const welcome = page.getByTestId('welcome-back');
      await welcome.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      expect(await page.getByTestId('remembered-username').textContent()).toBe(CUSTOMER.username);
      expect(await page.getByLabel('Email / Username').count()).toBe(0);
      await expectAccessible(page, `login: Welcome Back (${width} px)`);
      await saveScreenshot(page, `login-welcome-back-${width}`);

      await page.getByRole('button', { name: 'Change User' }).click();
      await page.getByLabel('Email / Username').waitFor();
      expect(await page.getByLabel('Remember me').isChecked()).toBe(false);
      expect(await welcome.count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('portal.rememberMe'))).toBeNull();
      await saveScreenshot(page, `login-form-${width}`);
      await context.close();
    }
  });

  it('signs in with Remember me straight to /, never flashing Welcome Back on the way (a tap there would sign in again)', async () => {
    for (const width of [375, 1280]) {
      const { context, page } = await openContext(browser, width);
      await watchForTestId(context, 'welcome-back');
      await signIn(page, CUSTOMER, true);
      await waitForPath(page, '/');
      await page.getByTestId('home-tiles').waitFor();
      expect(await page.evaluate(() => (window as unknown as { __seen: { at: string | null } }).__seen.at)).toBeNull();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal.rememberMe') ?? '{}').username)).toBe(CUSTOMER.username);
      await context.close();
    }
  });

  it('continues as the remembered user and lands on /', async () => {
    const { context, page } = await openContext(browser, 1280, { storageState: remembered });
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/');
    await page.getByTestId('home-welcome').waitFor();
    // The credential was rotated: this browser holds a new one.
    const credential = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.rememberMe') ?? '{}').credential);
    expect(credential).toEqual(expect.any(String));
    expect(credential).not.toBe(JSON.parse(localStorageItem(remembered, 'portal.rememberMe')!).credential);
    await context.close();
  });

  it("skips auto-login when a credential is stored, and a refused credential shows 'Your session has expired'", async () => {
    // The stored session's access token has expired, so start-up would renew it, but a
    // remember-me credential is stored: the Welcome Back flow is used instead. That credential
    // was rotated by the previous test, so the server refuses it.
    const { context, page } = await openContext(browser, 1280, { storageState: withExpiredAccessToken(remembered) });
    await page.goto(url('/policies'));
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('session-expired').getByText('Your session has expired').waitFor();
    expect(await page.getByLabel('Email / Username').isVisible()).toBe(true);
    await expectAccessible(page, 'login: session expired (1280 px)');
    expect(await page.evaluate(() => localStorage.getItem('portal.rememberMe'))).toBeNull();
    await context.close();
  });

  it('restores a stored session whose access token expired (auto-login through the refresh token)', async () => {
    const { context, page } = await openContext(browser);
    await signIn(page, CUSTOMER);
    await waitForPath(page, '/');
    const state = withExpiredAccessToken(await context.storageState());
    await context.close();

    const reopened = await openContext(browser, 1280, { storageState: state });
    await reopened.page.goto(url('/policies'));
    await reopened.page.getByRole('heading', { level: 1, name: 'Policies' }).waitFor();
    expect(new URL(reopened.page.url()).pathname).toBe('/policies');
    await reopened.context.close();
  });
});
