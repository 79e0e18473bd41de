import type { Browser } from 'playwright-core';
import { openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible, expectAccessibleAtBothWidths } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Delivery off, phone 317-555-0122; no other journey changes her data (api/src/seed/README.md). */
const PRIYA = { username: 'priya.raman@example.com', password: 'Harbor-Guest-42' };

describe('Profile: account information and e-mail and text alerts', () => {
  it('turns e-delivery on by email and text with consent, then shows Signed Up (1280 px)', async () => {
    const { context, page, problems } = await openContext(browser, 1280);
    await signIn(page, PRIYA);
    await waitForPath(page, '/');
    await page.goto(url('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Account Information' }).waitFor();
    expect(await page.getByTestId('account-paperless').textContent()).toBe('No');
    expect(await page.getByTestId('account-alerts').textContent()).toBe('No');
    expect(await page.getByTestId('account-policies').textContent()).toBe('PPA1000501');
    // A definition list: each term with its value.
    expect(await page.locator('dl > div > dt').allTextContents()).toEqual(['Name', 'Username', 'Password', 'Paperless', 'Alerts', 'Policies', 'Language']);
    await expectAccessible(page, '/profile (1280 px)');

    await page.getByRole('navigation', { name: 'Profile menu' }).getByRole('link', { name: 'E-Mail and Text Alerts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Your Alerts' }).waitFor();
    expect(await page.getByText('Declarations page').isVisible()).toBe(true);
    expect(await page.getByText('Your adjuster is trying to reach you').isVisible()).toBe(true);
    await expectAccessible(page, '/profile/alerts (1280 px)');

    await page.getByRole('switch', { name: /Paperless/ }).check({ force: true });
    expect(await page.getByRole('switch', { name: /^Email/ }).isChecked()).toBe(true);
    // No channel: refused with the spec's message.
    await page.getByRole('switch', { name: /^Email/ }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const error = page.getByTestId('alerts-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Changes could not be saved.');
    expect(await error.textContent()).toContain('To receive your documents and notifications electronically, either Email or Text must be selected.');
    await expectAccessible(page, '/profile/alerts: changes refused (1280 px)');

    // Editing the phone with unsaved changes is refused.
    await page.getByRole('button', { name: 'Edit phone' }).click();
    expect(await page.getByTestId('alerts-notice').textContent()).toContain('Please save your current changes before updating the phone number.');

    await page.getByRole('switch', { name: /^Email/ }).check({ force: true });
    await page.getByRole('switch', { name: /^Text message/ }).check({ force: true });
    // Additional recipients: the profile email is refused.
    await page.getByRole('textbox', { name: 'Email address' }).fill(' PRIYA.RAMAN@example.com ');
    await page.getByRole('button', { name: 'Add' }).first().click();
    await page.getByText('Email Address already exists').waitFor();
    await page.getByRole('textbox', { name: 'Email address' }).fill(' Family.Raman@Example.com ');
    await page.getByRole('button', { name: 'Add' }).first().click();
    await page.getByText('family.raman@example.com').waitFor();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('3175550122');
    await page.getByRole('button', { name: 'Add' }).nth(1).click();
    await page.getByText('Mobile number already exists').waitFor();
    await saveScreenshot(page, 'profile-alerts-1280');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const consent = page.getByRole('dialog', { name: 'Consent to Electronic Delivery' });
    await consent.waitFor();
    await expectAccessibleAtBothWidths(page, 'Consent to Electronic Delivery dialog');
    expect(await consent.isVisible()).toBe(true);
    await consent.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Your changes have been saved.').waitFor();
    await expectAccessible(page, '/profile/alerts: saved (1280 px)');

    await page.getByRole('navigation', { name: 'Profile menu' }).getByRole('link', { name: 'Account Information' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account Information' }).waitFor();
    expect(await page.getByTestId('account-paperless').textContent()).toBe('Signed Up');
    expect(await page.getByTestId('account-alerts').textContent()).toBe('Signed Up');

    // Reload: the settings came from the server.
    await page.goto(url('/profile/alerts'));
    await page.getByRole('heading', { level: 1, name: 'Manage Your Alerts' }).waitFor();
    expect(await page.getByRole('switch', { name: /^Text message/ }).isChecked()).toBe(true);
    expect(await page.getByText('family.raman@example.com').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('edits the display name with Save and Cancel, and blocks editing on a phone while changes are unsaved (375 px)', async () => {
    const { context, page, problems } = await openContext(browser, 375);
    await signIn(page, PRIYA);
    await waitForPath(page, '/');
    await page.goto(url('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Account Information' }).waitFor();
    await expectAccessible(page, '/profile (375 px)');
    await page.getByRole('button', { name: 'Edit name' }).click();
    await expectAccessible(page, '/profile: editing the name (375 px)');
    // A name left blank is missing, not a name with < or >.
    await page.getByLabel(/^Name/).fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter your name.', { exact: true }).waitFor();
    expect(await page.getByText('Enter your name without < or >.').count()).toBe(0);
    await expectAccessible(page, '/profile: name left blank (375 px)');
    await page.getByLabel(/^Name/).fill('Different');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('account-name').textContent()).toBe('Priya Raman');
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel(/^Name/).fill('Priya S. Raman');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('name-saved').waitFor();
    expect(await page.getByTestId('account-name').textContent()).toBe('Priya S. Raman');
    await saveScreenshot(page, 'profile-account-375');

    await page.goto(url('/profile/alerts'));
    await page.getByRole('heading', { level: 1, name: 'Manage Your Alerts' }).waitFor();
    await page.getByRole('switch', { name: /^Text message/ }).uncheck({ force: true });
    await page.getByTestId('alerts-mobile-blocked').waitFor();
    expect(await page.getByRole('textbox', { name: 'Email address' }).isDisabled()).toBe(true);
    await expectAccessible(page, '/profile/alerts with unsaved changes (375 px)');
    await saveScreenshot(page, 'profile-alerts-375');
    expect(problems).toEqual([]);
    await context.close();
  });
});
