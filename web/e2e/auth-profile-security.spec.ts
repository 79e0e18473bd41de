import type { Browser, Page } from 'playwright-core';
import { openContext, signIn, submitLogin, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A demo customer no other journey uses (api/src/seed/README.md); her password changes below. */
const DANIELLE = { username: 'danielle.brooks@example.com', password: 'Harbor-Guest-42' };
const GRACE = { username: 'grace.holloway@example.com', password: 'Harbor-Guest-42' }; // delivery tester
const NEW_PASSWORD = 'Quay-Lantern-58';

async function changePassword(page: Page, oldPassword: string, password: string, confirm = password) {
  await page.getByLabel('Current password').fill(oldPassword);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel('Confirm new password').fill(confirm);
}

describe('Profile: username and password', () => {
  it('shows the email and a masked password with edit links, in the profile menu', async () => {
    const { context, page } = await openContext(browser);
    await signIn(page, DANIELLE);
    await waitForPath(page, '/');
    await page.goto(url('/profile/security'));
    await page.getByRole('heading', { level: 1, name: 'Username and Password' }).waitFor();
    expect(await page.getByTestId('security-email').textContent()).toBe(DANIELLE.username);
    expect(await page.getByText('••••••••').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Edit email' }).getAttribute('href')).toBe('/profile/security/username');
    expect(await page.getByRole('link', { name: 'Edit password' }).getAttribute('href')).toBe('/profile/security/password');

    const menu = page.getByRole('navigation', { name: 'Profile menu' });
    // The seed switches electronic alerts on for everyone, so the alerts entry shows too.
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Account Information', 'Username and Password', 'E-Mail and Text Alerts']);
    expect(await menu.getByRole('link', { name: 'Username and Password' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'Account Information' }).getAttribute('aria-current')).toBeNull();
    // A definition list: each term with its value.
    expect(await page.locator('dl > div > dt').allTextContents()).toEqual(['Email', 'Password']);
    expect(await page.locator('dl > div > dt + dd').first().textContent()).toBe(DANIELLE.username);
    await expectAccessible(page, '/profile/security (1280 px)');
    await saveScreenshot(page, 'profile-security-1280');
    await context.close();
  });

  it("shows 'E-Mail and Text Alerts' in the profile menu to a delivery tester", async () => {
    const { context, page } = await openContext(browser, 375);
    await signIn(page, GRACE);
    await waitForPath(page, '/');
    await page.goto(url('/profile/security'));
    const menu = page.getByRole('navigation', { name: 'Profile menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'E-Mail and Text Alerts' }).getAttribute('href')).toBe('/profile/alerts');
    await page.getByRole('heading', { level: 1, name: 'Username and Password' }).waitFor();
    await expectAccessible(page, '/profile/security (375 px)');
    await saveScreenshot(page, 'profile-security-375');
    await context.close();
  });

  it('changes the password: enabled only when both match; a wrong current password fails; the new one signs in', async () => {
    for (const width of [375, 1280]) {
      const { context, page } = await openContext(browser, width);
      await signIn(page, DANIELLE);
      await waitForPath(page, '/');
      await page.goto(url('/profile/security/password'));
      await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
      expect(await page.getByText('at least 8 characters, at least one digit, one uppercase and one lowercase letter').isVisible()).toBe(true);
      await expectAccessible(page, `/profile/security/password (${width} px)`);
      await saveScreenshot(page, `profile-security-password-${width}`);
      await context.close();
    }

    const { context, page } = await openContext(browser);
    await signIn(page, DANIELLE);
    await waitForPath(page, '/');
    await page.goto(url('/profile/security/password'));
    const button = page.getByRole('button', { name: 'Change Password' });
    expect(await button.isDisabled()).toBe(true);
    await changePassword(page, DANIELLE.password, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(await button.isDisabled()).toBe(true);

    await changePassword(page, 'Not-Her-Password-1', NEW_PASSWORD);
    expect(await button.isDisabled()).toBe(false);
    await button.click();
    await page.getByText('Password Reset Failed').waitFor();
    await expectAccessible(page, '/profile/security/password: refused (1280 px)');

    await changePassword(page, DANIELLE.password, NEW_PASSWORD);
    await button.click();
    const done = page.getByTestId('password-changed');
    await done.getByText('Password Changed').waitFor();
    expect(await done.getByText('Your password has been changed.').isVisible()).toBe(true);
    await expectAccessible(page, '/profile/security/password: changed (1280 px)');

    // Log out and back in with the new password.
    await page.goto(url('/logout'));
    await waitForPath(page, '/login');
    await submitLogin(page, { username: DANIELLE.username, password: NEW_PASSWORD });
    await waitForPath(page, '/');

    // The demo password cannot be set again: it contains the brand name. Later journeys sign in with the new one.
    await page.goto(url('/profile/security/password'));
    await changePassword(page, NEW_PASSWORD, DANIELLE.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('The password must not contain the name Harbor.').waitFor();
    DANIELLE.password = NEW_PASSWORD;
    await context.close();
  });

  it('starts an email change: enabled only when both addresses match', async () => {
    const { context, page } = await openContext(browser, 375);
    await signIn(page, DANIELLE);
    await waitForPath(page, '/');
    await page.goto(url('/profile/security'));
    await page.getByRole('link', { name: 'Edit email' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change Email' }).waitFor();
    await expectAccessible(page, '/profile/security/username (375 px)');
    const button = page.getByRole('button', { name: 'Change Email' });
    await page.getByLabel(/^New email/).fill('danielle.new@example.com');
    await page.getByLabel('Confirm new email').fill('danielle.new@example.co');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Confirm new email').fill('danielle.new@example.com');
    expect(await button.isDisabled()).toBe(false);
    await button.click();
    const done = page.getByTestId('email-changed');
    await done.getByText('Email Changed').waitFor();
    expect(
      await done.getByText('Check your email to confirm the new email address. Your email address will not be changed until it is verified.').isVisible(),
    ).toBe(true);
    await expectAccessible(page, '/profile/security/username: email changed (375 px)');
    await context.close();
  });

  it('answers as for any address when another account uses it (that account is told by email), so it shows no one has an account', async () => {
    const { context, page } = await openContext(browser);
    await signIn(page, DANIELLE);
    await waitForPath(page, '/');
    await page.goto(url('/profile/security/username'));
    await page.getByRole('heading', { level: 1, name: 'Change Email' }).waitFor();
    await expectAccessible(page, '/profile/security/username (1280 px)');
    await page.getByLabel(/^New email/).fill('demo@example.com');
    await page.getByLabel('Confirm new email').fill('demo@example.com');
    await page.getByRole('button', { name: 'Change Email' }).click();
    const done = page.getByTestId('email-changed');
    await done.getByText('Email Changed').waitFor();
    expect(
      await done.getByText('Check your email to confirm the new email address. Your email address will not be changed until it is verified.').isVisible(),
    ).toBe(true);
    expect(await page.getByText('Email Change Failed').count()).toBe(0);
    await context.close();
  });
});
