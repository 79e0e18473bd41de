import type { Browser, Page } from 'playwright-core';
import { openContext, pathOf, submitLogin, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A demo customer only this journey uses (api/src/seed/README.md): it adds and removes her passkeys. */
const RUTH = { username: 'ruth.okafor@example.com', password: 'Harbor-Guest-42' };

/**
 * The portal under test by the name `localhost`: WebAuthn refuses an IP address (127.0.0.1) as
 * relying party id, and the server's PUBLIC_URL defaults to http://localhost:<port>.
 */
const origin = () => baseUrl().replace('://127.0.0.1', '://localhost');
const at = (path: string) => `${origin()}${path}`;

/** Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator that holds passkeys and verifies the user. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

/**
 * The virtual authenticator answers the username field's autofill request (conditional UI) at
 * once, as if the user picked the passkey. To press "Sign in with a passkey" itself, the page
 * is told the browser has no autofill for passkeys while this flag is set (an init script).
 */
async function passkeyAutofill(page: Page, on: boolean) {
  await page.evaluate((off) => (off ? sessionStorage.setItem('e2e:no-passkey-autofill', '1') : sessionStorage.removeItem('e2e:no-passkey-autofill')), !on);
}

async function logOut(page: Page) {
  await page.goto(at('/logout'));
  await waitForPath(page, '/login');
}

describe('Passkeys (issue 17)', () => {
  it.each([1280, 375])(
    'at %i px: add a passkey in /profile/security, sign out, sign in with "Sign in with a passkey" alone, rename it, remove it with the password',
    async (width) => {
      const { context, page, problems } = await openContext(browser, width);
      await addVirtualAuthenticator(page);
      await context.addInitScript(() => {
        if (sessionStorage.getItem('e2e:no-passkey-autofill') === '1' && 'PublicKeyCredential' in window) {
          window.PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
        }
      });
      await page.goto(at('/login'));
      // The username field offers passkeys in the browser's autofill (conditional UI).
      expect(await page.getByLabel('Email / Username').getAttribute('autocomplete')).toBe('username webauthn');
      await submitLogin(page, RUTH);
      await waitForPath(page, '/');

      // Add one with a name.
      await page.goto(at('/profile/security'));
      const section = page.getByRole('region', { name: 'Passkeys' });
      await section.getByTestId('passkeys-empty').waitFor({ timeout: 15_000 });
      // A name is asked for first, on the page.
      await section.getByRole('button', { name: 'Add a passkey' }).click();
      await section.locator('input[aria-invalid="true"]').waitFor();
      await section.getByLabel(/^Passkey name/).fill(`Laptop ${width}`);
      await section.getByLabel(/^Passkey name/).press('Enter');
      await section.getByTestId('passkey-notice').waitFor({ timeout: 15_000 });
      expect(await section.getByTestId('passkey-name').allTextContents()).toEqual([`Laptop ${width}`]);
      expect(await section.getByTestId('passkey-dates').textContent()).toMatch(/^Added \d{2}\/\d{2}\/\d{4}\. Not used yet\.$/);
      await expectAccessible(page, `/profile/security: passkey added (${width} px)`);
      await saveScreenshot(page, `passkeys-added-${width}`);

      // Sign out, then in with the passkey alone.
      await passkeyAutofill(page, false);
      await logOut(page);
      await expectAccessible(page, `/login with Sign in with a passkey (${width} px)`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await waitForPath(page, '/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      // The list says when it was last used; rename it with the keyboard.
      await page.goto(at('/profile/security'));
      await section.getByTestId('passkey-dates').waitFor({ timeout: 15_000 });
      expect(await section.getByTestId('passkey-dates').textContent()).toMatch(/Last used \d{2}\/\d{2}\/\d{4}\.$/);
      await section.getByRole('button', { name: `Rename Laptop ${width}` }).focus();
      await page.keyboard.press('Enter');
      const newName = section.getByLabel(/^New name/);
      await newName.fill('Work laptop');
      await newName.press('Enter');
      await section.getByRole('button', { name: 'Rename Work laptop' }).waitFor();

      // Conditional UI: on /login the browser offers the passkey in the username autofill; the
      // virtual authenticator picks it, which signs in without the button.
      await passkeyAutofill(page, true);
      await page.goto(at('/logout'));
      await waitForPath(page, '/', 30_000);
      await page.goto(at('/profile/security'));
      await section.getByTestId('passkey-dates').waitFor({ timeout: 15_000 });

      // Remove it: confirmed with the password.
      await section.getByRole('button', { name: 'Remove Work laptop' }).click();
      const confirm = section.getByRole('form', { name: 'Remove the passkey Work laptop' });
      await confirm.waitFor();
      await expectAccessible(page, `/profile/security: remove a passkey (${width} px)`);
      await saveScreenshot(page, `passkeys-remove-${width}`);
      await confirm.getByLabel(/^Password/).fill(RUTH.password);
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await section.getByTestId('passkeys-empty').waitFor({ timeout: 15_000 });

      // The authenticator still holds it, but the portal no longer takes it: plain words, still on /login.
      await passkeyAutofill(page, false);
      await logOut(page);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByTestId('passkey-failure').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('passkey-failure').textContent()).toContain('That passkey could not sign you in.');
      expect(pathOf(page)).toBe('/login');
      await expectAccessible(page, `/login: passkey refused (${width} px)`);

      expect(problems).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
