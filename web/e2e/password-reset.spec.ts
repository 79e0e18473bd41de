import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser';
import { field, linkFromMailbox, onServerUnderTest, pageFromAddress } from './support/mailbox';

/**
 * Forgot and reset password (doc 1 §2, §5): the reset email arrives, its link sets a new
 * password, and the new password logs in. Uses a demo customer no other journey uses, so
 * other journeys keep their passwords whatever order they run in.
 */

/** A customer no other journey signs in as (the journeys share one server, in any order). */
const RESETTER = { email: 'lakejames.marine@example.com', newPassword: 'Lantern-Tide-77' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: on desktop the header is fixed and would be pictured mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await expectAccessible(page, `${name} (${width} px)`);
    await saveScreenshot(page, `${name}-${width}`);
  }
}

describe('Password reset', () => {
  it('sends a reset email, sets a new password from its link and logs in with it', async () => {
    const page = await pageFromAddress(browser, '203.0.113.21');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${baseUrl()}/forgot`);
    const send = page.getByRole('button', { name: 'Send' });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    await field(page, 'Email').fill(RESETTER.email);
    expect(await send.isEnabled()).toBe(true);
    await shoot(page, 'password-1-forgot');
    await send.click();
    await page.getByText('A password reset email has been sent.').waitFor();
    await shoot(page, 'password-2-sent');

    const link = await linkFromMailbox(page, RESETTER.email, '/resetpassword');
    await page.goto(onServerUnderTest(link));
    const reset = page.getByRole('button', { name: 'Reset Password' });
    await reset.waitFor();
    expect(await reset.isDisabled()).toBe(true);
    await field(page, 'New Password').fill(RESETTER.newPassword);
    await field(page, 'Confirm New Password').fill('Lantern-Tide-7');
    expect(await reset.isDisabled()).toBe(true);
    await field(page, 'Confirm New Password').fill(RESETTER.newPassword);
    expect(await reset.isEnabled()).toBe(true);
    await shoot(page, 'password-3-reset');
    await reset.click();
    await page.getByText('Your password has been reset.').waitFor();
    await shoot(page, 'password-4-done');

    // The link works once.
    await page.goto(onServerUnderTest(link));
    await field(page, 'New Password').fill(RESETTER.newPassword);
    await field(page, 'Confirm New Password').fill(RESETTER.newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password Reset Failed').waitFor();

    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel(/^Email/).fill(RESETTER.email);
    await field(page, 'Password').fill(RESETTER.newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('explains a reset link that arrives without its code', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${baseUrl()}/resetpassword`);
    await page.getByText('Password Reset Failed').waitFor();
    expect(await page.getByRole('link', { name: 'Send me a new password reset email' }).getAttribute('href')).toBe('/forgot');
    await expectAccessible(page, 'reset link without its code (375 px)');
    await page.close();
  });
});
