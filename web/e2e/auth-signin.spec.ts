import type { Browser } from 'playwright-core';
import { ADMIN, CUSTOMER, LEGACY_USER, openContext, pathOf, signIn, submitLogin, url, waitForOperable, waitForPath } from './auth-journeys';
import { expectAccessible, expectAccessibleAtBothWidths } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('Signing in', () => {
  it("shows 'Authentication Failed' for a wrong password", async () => {
    const { context, page } = await openContext(browser);
    await signIn(page, { username: CUSTOMER.username, password: 'Not-The-Password-1' });
    const failure = page.getByTestId('login-failure');
    await failure.waitFor();
    expect(await failure.getByText('Authentication Failed').isVisible()).toBe(true);
    expect(await failure.getByText('The username or password is incorrect.').isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/login');
    await expectAccessible(page, 'login: Authentication Failed (1280 px)');
    await saveScreenshot(page, 'login-failed-1280');
    await context.close();
  });

  it("shows the confirmation-sent panel for 'Requires Email Confirmation', and Resend sends the email again", async () => {
    const { context, page } = await openContext(browser, 375);
    // No demo account is unconfirmed, so the server's 403 is played back here; Resend is real
    // (the server answers the same whatever the credentials).
    await page.route('**/api/account/login', (route) =>
      route.fulfill({
        status: 403,
        json: { success: false, result: null, errors: ['Requires Email Confirmation'], code: 'AUTH_EMAIL_NOT_CONFIRMED' },
      }),
    );
    await signIn(page, { username: 'new.customer@example.com', password: 'Harbor-New-2026' });
    const panel = page.getByTestId('confirmation-sent');
    await panel.getByRole('heading', { name: 'Requires Email Confirmation' }).waitFor();
    expect(await panel.getByText('we sent you a confirmation email').isVisible()).toBe(true);
    const resend = page.waitForRequest('**/api/account/register/resend');
    await panel.getByRole('button', { name: 'Resend' }).click();
    expect((await resend).postDataJSON()).toEqual({ username: 'new.customer@example.com', password: 'Harbor-New-2026' });
    await panel.getByText('An email has been sent.').waitFor();
    await expectAccessible(page, 'login: confirmation sent (375 px)');
    await saveScreenshot(page, 'login-confirmation-sent-375');
    await panel.getByRole('button', { name: 'Back to Log In' }).click();
    await page.getByLabel('Email / Username').waitFor();
    await context.close();
  });

  it('asks for the fields it needs before sending anything', async () => {
    const { context, page } = await openContext(browser, 375);
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Enter your email or username.').waitFor();
    expect(await page.getByText('Enter your password.').isVisible()).toBe(true);
    await expectAccessible(page, 'login: missing fields (375 px)');
    await context.close();
  });

  it('sends a signed-out visit to /policies to /login, and back to /policies after sign-in', async () => {
    const { context, page } = await openContext(browser);
    await page.goto(url('/policies'));
    await waitForPath(page, '/login');
    await submitLogin(page, CUSTOMER);
    await waitForPath(page, '/policies');
    await page.getByRole('heading', { level: 1, name: 'Policies' }).waitFor();
    // The customer menu is shown to customers.
    const menu = page.getByRole('navigation', { name: 'Customer menu' });
    for (const label of ['Payments', 'Claims', 'Agency', 'Policies', 'Profile', 'Logout']) {
      expect(await menu.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it('signs a customer in to the home page, and Logout ends the session without keeping a return path', async () => {
    const { context, page } = await openContext(browser);
    await signIn(page, CUSTOMER);
    await waitForPath(page, '/');
    await page.getByRole('navigation', { name: 'Customer menu' }).getByRole('link', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('portal.returnPath'))).toBeNull();
    // Signed out: signed-in pages send to /login again.
    await page.goto(url('/claims'));
    await waitForPath(page, '/login');
    await context.close();
  });

  it('goes to /login when the server ends the session (a 401), and back after sign-in', async () => {
    const { context, page } = await openContext(browser);
    await signIn(page, CUSTOMER);
    await waitForPath(page, '/');
    // The session ends elsewhere (as after a password change on another device).
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.session') ?? '{}'));
    const logout = await fetch(url('/api/account/logout'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${stored.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: stored.refreshToken }),
    });
    expect(logout.status).toBe(200);

    await page.goto(url('/profile/security'));
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
    await submitLogin(page, CUSTOMER);
    await waitForPath(page, '/profile/security');
    await context.close();
  });

  it('(6) sends a customer who opens /admin to /unauthorized', async () => {
    const { context, page } = await openContext(browser);
    await signIn(page, CUSTOMER);
    await waitForPath(page, '/');
    for (const path of ['/admin', '/admin/import']) {
      await page.goto(url(path));
      await waitForPath(page, '/unauthorized');
      await page.getByRole('heading', { level: 1, name: 'Unauthorized' }).waitFor();
      expect(await page.getByText('You do not have permission to open this page.').isVisible()).toBe(true);
      // The customer keeps their menu: the page is not a dead end.
      const menu = page.getByRole('navigation', { name: 'Customer menu' });
      for (const label of ['Payments', 'Claims', 'Agency', 'Policies', 'Profile', 'Logout']) {
        expect(await menu.getByRole('link', { name: label }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    }
    await expectAccessible(page, '/unauthorized (1280 px)');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.getByTestId('menu-burger').isVisible()).toBe(true);
    await expectAccessible(page, '/unauthorized (375 px)');
    await saveScreenshot(page, 'unauthorized-375');
    await context.close();
  });

  it('(7) sends an administrator to /admin, without the customer menu, also from /', async () => {
    const { context, page } = await openContext(browser);
    await signIn(page, ADMIN);
    await waitForPath(page, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Customer menu' }).count()).toBe(0);
    await expectAccessible(page, '/admin (1280 px)');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, '/admin (375 px)');
    await page.goto(url('/admin/import'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/admin/import');
    await expectAccessibleAtBothWidths(page, '/admin/import');
    await page.goto(url('/'));
    await waitForPath(page, '/admin');
    await context.close();
  });

  it('sends a user whose username is not an email address to /legacyuser', async () => {
    const { context, page } = await openContext(browser, 375);
    await signIn(page, LEGACY_USER);
    await waitForPath(page, '/legacyuser');
    await page.getByRole('heading', { level: 1, name: 'Change Username' }).waitFor();
    expect(await page.getByText('requires your username to be an email address').isVisible()).toBe(true);
    // Until the username changes, signed-in pages lead back here.
    await page.goto(url('/policies'));
    await waitForPath(page, '/legacyuser');
    await expectAccessibleAtBothWidths(page, '/legacyuser');
    await saveScreenshot(page, 'legacyuser-375');
    await context.close();
  });

  it('takes a mobile visitor through sign-in with the keyboard only', async () => {
    const { context, page } = await openContext(browser, 375);
    await page.goto(url('/login'));
    // The prerendered picture is inert until the page's script has run (as for a real visitor).
    await waitForOperable(page);
    await page.getByLabel('Email / Username').focus();
    await page.keyboard.type(CUSTOMER.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(CUSTOMER.password);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/');
    const welcome = page.getByTestId('home-welcome');
    await welcome.waitFor();
    expect(await welcome.textContent()).toBe('Welcome, Emily');
    expect(await page.getByTestId('home-tiles').getByText('Pay Now').isVisible()).toBe(true);
    await context.close();
  });
});
