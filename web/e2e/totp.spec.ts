import { authenticator } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { openContext, submitLogin, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A demo customer only this journey uses (api/src/seed/README.md): it turns her app on and off. */
const NORA = { username: 'nora.quinn@example.com', password: 'Harbor-Guest-42' };

/** The 30-second step of the last code the server accepted: a code works once per step. */
let usedStep = 0;

/** A code of the app with `secret` from a step the server has not accepted yet. */
async function freshCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= usedStep) {
    await new Promise((resolve) => setTimeout(resolve, (usedStep + 1) * 30_000 - Date.now() + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  usedStep = step;
  return authenticator.clone({ epoch: step * 30_000 + 1_000 }).generate(secret);
}

async function logOut(page: Page) {
  await page.goto(url('/logout'));
  await waitForPath(page, '/login');
}

/** The password step; the page then asks for the app's code. */
async function passwordStep(page: Page) {
  await submitLogin(page, NORA);
  await page.getByRole('textbox', { name: /^Authentication code/ }).waitFor({ timeout: 15_000 });
}

describe('Authenticator app (issue 17)', () => {
  it.each([1280, 375])(
    'at %i px: set up with a code from the secret shown, recovery codes once, then sign-in asks for a code; a recovery code works once; off with the password',
    async (width) => {
      const { context, page, problems } = await openContext(browser, width);
      await page.goto(url('/login'));
      await submitLogin(page, NORA);
      await waitForPath(page, '/');

      // Set up: the QR code and the key as text, then a code from the key confirms it.
      await page.goto(url('/profile/security'));
      const section = page.getByRole('region', { name: 'Authenticator app' });
      await section.getByTestId('totp-status').waitFor();
      expect(await section.getByTestId('totp-status').textContent()).toMatch(/^Off/);
      await section.getByRole('button', { name: 'Set up' }).click();
      await section.getByRole('img', { name: /QR code/ }).waitFor();
      const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await expectAccessible(page, `/profile/security: authenticator setup (${width} px)`);
      await saveScreenshot(page, `totp-setup-${width}`);

      // A code of the wrong shape is refused on the page, before any call.
      await section.getByLabel(/^Code from the app/).fill('12ab');
      await section.getByRole('button', { name: 'Turn on' }).click();
      await section.locator('input[aria-invalid="true"]').waitFor();
      await section.getByLabel(/^Code from the app/).fill(await freshCode(secret));
      await section.getByRole('button', { name: 'Turn on' }).click();

      await section.getByTestId('totp-recovery-codes').waitFor({ timeout: 15_000 });
      const recoveryCodes = (await section.getByTestId('totp-recovery-code').allTextContents()).map((c) => c.trim());
      expect(recoveryCodes).toHaveLength(10);
      await expectAccessible(page, `/profile/security: recovery codes (${width} px)`);
      await saveScreenshot(page, `totp-recovery-codes-${width}`);
      const done = section.getByRole('button', { name: 'Done' });
      expect(await done.isDisabled()).toBe(true);
      // Keyboard: the acknowledgement is a checkbox reached and ticked with the keyboard.
      await section.getByLabel('I have saved these codes').focus();
      await page.keyboard.press('Space');
      await done.click();
      await section.getByTestId('totp-status').waitFor();
      expect(await section.getByTestId('totp-status').textContent()).toMatch(/^On.*Recovery codes left: 10\./);

      // The session the confirmation answered goes on: the page still works after a reload.
      await page.reload();
      await section.getByTestId('totp-status').waitFor();

      // Sign in again: the password, then a code from the app.
      await logOut(page);
      await passwordStep(page);
      await page.getByRole('textbox', { name: /^Authentication code/ }).fill(await freshCode(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(page, '/');

      // A recovery code instead of the app's code: once.
      await logOut(page);
      await passwordStep(page);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel(/^Recovery code/).fill(recoveryCodes[0]);
      await page.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(page, '/');

      await logOut(page);
      await passwordStep(page);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel(/^Recovery code/).fill(recoveryCodes[0]);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByTestId('second-factor-failure').waitFor();
      expect(pathOfLogin(page)).toBe(true);

      // Another recovery code still works; the status counts the one used twice only once.
      await page.getByLabel(/^Recovery code/).fill(recoveryCodes[1]);
      await page.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(page, '/');

      // Turn it off: the password again.
      await page.goto(url('/profile/security'));
      await section.getByTestId('totp-status').waitFor();
      expect(await section.getByTestId('totp-status').textContent()).toMatch(/Recovery codes left: 8\./);
      await section.getByRole('button', { name: 'Turn off' }).click();
      await section.getByLabel(/^Password/).fill('not-the-password-1A');
      await section.getByRole('button', { name: 'Turn off' }).click();
      await section.getByTestId('totp-disable-failure').waitFor();
      await section.getByLabel(/^Password/).fill(NORA.password);
      await section.getByRole('button', { name: 'Turn off' }).click();
      await section.getByRole('button', { name: 'Set up' }).waitFor();
      expect(await section.getByTestId('totp-status').textContent()).toMatch(/^Off/);

      // Off: the password alone signs in again.
      await logOut(page);
      await submitLogin(page, NORA);
      await waitForPath(page, '/');
      expect(problems).toEqual([]);
      await context.close();
    },
    240_000,
  );
});

function pathOfLogin(page: Page): boolean {
  return new URL(page.url()).pathname === '/login';
}
