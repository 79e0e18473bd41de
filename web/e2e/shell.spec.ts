import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser';

const CUSTOMER_MENU = ['Payments', 'Claims', 'Agency', 'Policies', 'Profile', 'Logout'];
const PAYMENT_MENU = ['Contact Us', 'Help', 'Report a Claim', 'About Us', 'My Account'];

interface SystemInfoReply {
  success: boolean;
  result: { message: string; isActive: boolean }[];
}

let browser: Browser;
/** Storage of a signed-in customer: signed-in screens need a session (doc 1 §4 "Route guard"). */
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email / Username').fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('Harbor-Light-42');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  signedIn = await context.storageState();
  await context.close();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Opens `path` at `width` px (signed in as the demo customer, except /login) and waits for
 * its page heading; says why when none appears.
 */
async function openPage(path: string, width: number): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width, height: 800 },
    storageState: path === '/login' ? undefined : signedIn,
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  await page.goto(`${baseUrl()}${path}`);
  try {
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  } catch (error) {
    await page.close();
    throw new Error(`${path} showed no page heading.\n${problems.join('\n')}\n${String(error)}`);
  }
  return page;
}

/** Makes the page tall, scrolls down, and reports where the header's top edge ends up. */
async function headerTopAfterScrolling(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.getElementById('main-content')?.append(spacer);
    window.scrollTo(0, 600);
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    return document.querySelector('header')!.getBoundingClientRect().top;
  });
}

const headerPosition = (page: Page) => page.locator('header').evaluate((el) => getComputedStyle(el).position);

describe('Portal shell', () => {
  it('shows the active system info messages as a warning on /login', async () => {
    const reply = (await (await fetch(`${baseUrl()}/api/systeminfo`)).json()) as SystemInfoReply;
    const active = reply.result.filter((m) => m.isActive).map((m) => m.message);
    expect(active.length).toBeGreaterThan(0); // the demo seed publishes one

    for (const width of [375, 1280]) {
      const page = await openPage('/login', width);
      const warnings = page.getByTestId('system-info').getByRole('alert');
      await warnings.first().waitFor();
      for (const message of active) {
        expect(await warnings.filter({ hasText: message }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot');
      expect(await page.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/registration');
      await expectAccessible(page, `/login (${width} px)`);
      await saveScreenshot(page, `login-${width}`);
      await page.close();
    }
  });

  it.each([375, 767])('at %i px wide the customer menu folds into a burger and the header scrolls away', async (width) => {
    const page = await openPage('/policies', width);
    await expectAccessible(page, `/policies with the burger menu (${width} px)`);
    expect(await page.getByTestId('menu-burger').isVisible()).toBe(true);
    expect(await page.getByTestId('desktop-menu').isVisible()).toBe(false);
    expect(['fixed', 'sticky']).not.toContain(await headerPosition(page));
    expect(await headerTopAfterScrolling(page)).toBeLessThan(0);

    await page.getByTestId('menu-burger').click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    for (const label of CUSTOMER_MENU) {
      expect(await drawer.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    expect(await drawer.getByRole('button', { name: 'Close dialog' }).isVisible()).toBe(true);
    await expectAccessible(page, `phone menu (${width} px)`);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.close();
  });

  it.each([768, 1280])('at %i px wide the header is fixed with the customer menu visible', async (width) => {
    const page = await openPage('/policies', width);
    const menu = page.getByRole('navigation', { name: 'Customer menu' });
    expect(await page.getByTestId('desktop-menu').isVisible()).toBe(true);
    expect(await page.getByTestId('menu-burger').isVisible()).toBe(false);
    for (const label of CUSTOMER_MENU) {
      expect(await menu.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    expect(['fixed', 'sticky']).toContain(await headerPosition(page));
    await expectAccessible(page, `/policies with the desktop menu (${width} px)`);
    expect(await headerTopAfterScrolling(page)).toBe(0);
    await page.close();
  });

  it('hides the header menu on policy update pages', async () => {
    const page = await openPage('/policy/update/PPA1234567', 1280);
    expect(await page.getByRole('navigation', { name: 'Customer menu' }).count()).toBe(0);
    expect(await page.getByTestId('menu-burger').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('PPA1234567 Make a Change');
    await expectAccessible(page, 'policy update page (1280 px)');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'policy update page (375 px)');
    await page.close();
  });

  it('shows the not-found page with a link home for an unknown address', async () => {
    for (const path of ['/no/such/page', '/ABC12/documents', '/1234567ABC/paynow']) {
      const page = await openPage(path, 1280);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
      expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      await expectAccessible(page, `not-found page for ${path} (1280 px)`);
      await page.close();
    }
    const phone = await openPage('/no/such/page', 375);
    await expectAccessible(phone, 'not-found page (375 px)');
    await phone.close();
    // A well-formed deep link is handled (the home page opens that policy's documents) and the
    // address resets to /, rather than showing the not-found page.
    const deepLink = await openPage('/PPA1000101/documents', 1280);
    await deepLink.waitForURL((url) => url.pathname === '/');
    expect(await deepLink.getByRole('heading', { level: 1, name: 'Page Not Found' }).count()).toBe(0);
    await deepLink.close();
  });

  it('shows the screens not built yet with their title and one plain sentence, accessibly at both widths', async () => {
    for (const [path, title] of [
      ['/privacy', 'Privacy'],
      ['/terms', 'Terms of Use'],
      ['/about', 'About Us'],
    ] as const) {
      for (const width of [1280, 375]) {
        const page = await openPage(path, width);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
        await expectAccessible(page, `${path} (${width} px)`);
        await page.close();
      }
    }
  });

  it('shows its own payment header on /makepayment', async () => {
    const page = await openPage('/makepayment', 1280);
    const menu = page.getByRole('navigation', { name: 'Payment menu' });
    for (const label of PAYMENT_MENU) {
      expect(await menu.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    expect(await menu.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('navigation', { name: 'Customer menu' }).count()).toBe(0);
    await expectAccessible(page, '/makepayment (1280 px)');
    await saveScreenshot(page, 'makepayment-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, '/makepayment (375 px)');
    await page.close();
  });
});
