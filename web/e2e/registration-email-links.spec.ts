import type { Browser } from 'playwright-core';
import { expectAccessible, expectAccessibleAtBothWidths } from './support/accessibility';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser';
import { field, linkFromMailbox, onServerUnderTest, pageFromAddress } from './support/mailbox';

/**
 * The pages emailed links open (doc 1 §2): /confirmemail and /changeemail, refused and
 * accepted; a registration refused because the policy already has an account; and one with an
 * address that has an account, answered like any other while its owner is told by email.
 */

const CLIENT = '203.0.113.31';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': CLIENT,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { success: boolean; result: T; errors: string[] };
  if (!reply.success) throw new Error(`${path}: ${res.status} ${reply.errors.join(' ')}`);
  return reply.result;
}

describe('Emailed links', () => {
  it('shows why a confirmation link was refused and how to get a new email', async () => {
    const page = await pageFromAddress(browser, CLIENT, 375);
    await page.goto(`${baseUrl()}/confirmemail?code=${'x'.repeat(24)}&userId=3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60`);
    await page.getByText('Email Confirmation Failed').waitFor();
    expect(await page.getByText('log in with your email address and password', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    await expectAccessibleAtBothWidths(page, '/confirmemail refused');
    await saveScreenshot(page, 'email-confirm-failed-375');
    await page.context().close();
  });

  it('confirms an email change from the link sent to the new address', async () => {
    const session = await api<{ token: string }>('/account/login', {
      username: 'samuel.whitfield@example.com',
      password: 'Harbor-Guest-42',
      rememberMe: false,
    });
    const newEmail = 'sam.whitfield@example.com';
    await api('/account/sendemailchange', { newEmail }, session.token);

    const page = await pageFromAddress(browser, CLIENT);
    const link = await linkFromMailbox(page, newEmail, '/changeemail');
    await page.goto(onServerUnderTest(link));
    await page.getByText('Email Changed', { exact: true }).waitFor();
    expect(await page.getByText(`Thank you. Your email address is now ${newEmail}.`).isVisible()).toBe(true);
    await expectAccessible(page, '/changeemail accepted (1280 px)');
    await saveScreenshot(page, 'email-changed-1280');

    // The link works once.
    await page.goto(onServerUnderTest(link));
    await page.getByText('Email Change Failed').waitFor();
    await expectAccessible(page, '/changeemail refused (1280 px)');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, '/changeemail refused (375 px)');
    await page.context().close();
  });

  it('answers a registration with an address that has an account like any other, and tells its owner by email', async () => {
    const page = await pageFromAddress(browser, CLIENT);
    await page.goto(`${baseUrl()}/registration?policyNumber=HOM2001101&policyHolder=Marcus%20Bell`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await field(page, 'Date of Birth').pressSequentially('10021986');
    await field(page, 'Billing Zip Code').fill('46250');
    await page.getByRole('button', { name: 'Verify Policy' }).click();
    await field(page, 'Email').fill('grace.holloway@example.com');
    await field(page, 'Password').fill('Lantern-Bell-2026');
    await field(page, 'Confirm Password').fill('Lantern-Bell-2026');
    await field(page, 'I agree to the terms of use').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    expect(await page.getByText('We sent a confirmation email to grace.holloway@example.com.').isVisible()).toBe(true);
    expect(await page.getByText('Account Not Created').count()).toBe(0);
    await expectAccessible(page, 'registration: check your email (1280 px)');
    // The owner's mail says what happened and links to sign-in, with no code in it.
    const signIn = await linkFromMailbox(page, 'grace.holloway@example.com', '/login');
    expect(signIn.search).toBe('');
    await page.context().close();
  });

  it('points a visitor whose policy already has an account to log in or reset the password', async () => {
    const page = await pageFromAddress(browser, CLIENT);
    await page.goto(`${baseUrl()}/registration?policyNumber=PPA1000102&policyHolder=Emily%20Carter`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await field(page, "Driver's License Number").fill('4821079316');
    await field(page, 'Billing Zip Code').fill('46032');
    await page.getByRole('button', { name: 'Verify Policy' }).click();
    await field(page, 'Email').fill('emily.carter.two@example.com');
    await field(page, 'Password').fill('Lantern-Bell-2026');
    await field(page, 'Confirm Password').fill('Lantern-Bell-2026');
    await field(page, 'I agree to the terms of use').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Account Not Created' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/login');
    expect(await alert.getByRole('link', { name: 'reset your password' }).getAttribute('href')).toBe('/forgot');
    await expectAccessible(page, 'registration: account not created (1280 px)');
    await saveScreenshot(page, 'registration-conflict-1280');
    await page.context().close();
  });
});
