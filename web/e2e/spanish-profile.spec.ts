import type { Browser, Locator, Page } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';
import { chooseLanguage, englishIn, englishPieces } from './support/spanish';

/**
 * The profile's alerts and security screens in Spanish (issue 17): the demo customer switches to
 * Spanish with the header's switch on /profile/alerts, walks Manage Your Alerts, Username and
 * Password (the passkey form and the authenticator app's setup with its QR code, both left
 * unfinished: only this page's own checks run), Change Password and Change Email; no English
 * text of those screens' catalogues (nor of the shared form kit's or the tab titles') is on
 * screen, every tab title is Spanish, every screen is axe clean; then back to English (the
 * account keeps the choice, and the other journeys' demo customer must stay in English).
 */
let browser: Browser;

/** The namespaces this journey walks (web/src/i18n/locales/en/<ns>.json). */
const NAMESPACES = ['profile-security', 'profile-alerts', 'forms', 'titles'];

const ENGLISH = englishPieces(NAMESPACES);

async function expectNoEnglish(page: Page, scope: Locator, screen: string): Promise<void> {
  expect({ screen, english: await englishIn(scope, ENGLISH) }).toEqual({ screen, english: [] });
  await expectAccessible(page, `${screen} in Spanish`);
}

/** The tab's title becomes `title` (the routes' head is read again when the language changes). */
async function expectTabTitle(page: Page, title: string): Promise<void> {
  const full = `${title} | Harbor Mutual`;
  await page.waitForFunction((wanted) => document.title === wanted, full, { timeout: 5000 }).catch(() => undefined);
  expect(await page.title()).toBe(full);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('walks the profile alerts and security screens in Spanish, with Spanish tab titles and no English text of their catalogues, then back to English', async () => {
  expect(ENGLISH.size).toBeGreaterThan(100);
  const { context, page } = await openContext(browser, 1280);
  await signIn(page, CUSTOMER);
  await waitForPath(page, '/');
  const main = page.locator('main');
  try {
    await page.goto(url('/profile/alerts'));
    await main.getByRole('heading', { level: 1, name: 'Manage Your Alerts' }).waitFor();
    await expectTabTitle(page, 'Manage Your Alerts');
    await chooseLanguage(page, 'es');
    await main.getByRole('heading', { level: 1, name: 'Administrar sus alertas' }).waitFor();
    await main.getByText('Alertas que recibirá').waitFor();
    await expectTabTitle(page, 'Administrar sus alertas');
    // The demo customer receives by email: the recipient lists show too.
    await main.getByRole('heading', { name: 'Otros destinatarios por correo electrónico' }).waitFor();
    await expectNoEnglish(page, main, 'Manage Your Alerts');
    await saveScreenshot(page, 'spanish-profile-alerts-1280');

    // A recipient already on the list is refused in Spanish.
    await main.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(CUSTOMER.username);
    await main.getByRole('button', { name: 'Agregar' }).first().click();
    await main.getByText('El correo electrónico ya existe').waitFor();
    await expectNoEnglish(page, main, 'Manage Your Alerts, recipient refused');

    await page.getByRole('navigation', { name: 'Menú del perfil' }).getByRole('link', { name: 'Nombre de usuario y contraseña' }).click();
    await main.getByRole('heading', { level: 1, name: 'Nombre de usuario y contraseña' }).waitFor();
    await expectTabTitle(page, 'Nombre de usuario y contraseña');
    await main.getByTestId('totp-status').waitFor();
    await main.locator('[data-testid="passkeys-empty"],[data-testid="passkey-list"],[data-testid="passkeys-unsupported"]').first().waitFor();
    await expectNoEnglish(page, main, 'Username and Password');

    // Adding a passkey without a name: the form's own check answers, the browser is not asked.
    await main.getByRole('button', { name: 'Agregar una llave de acceso' }).click();
    await main.getByText('Ingrese un nombre para la llave de acceso.').waitFor();
    await expectNoEnglish(page, main, 'Passkeys, name missing');

    // The authenticator app's setup: the QR code and the key, then the code's own checks only.
    await main.getByRole('button', { name: 'Configurar' }).click();
    await main.getByRole('img', { name: 'Código QR para su aplicación de autenticación' }).waitFor();
    await main.getByTestId('totp-secret').waitFor();
    await main.getByRole('button', { name: 'Activar' }).click();
    await main.getByText('Ingrese el código de seis dígitos de su aplicación de autenticación.').waitFor();
    await main.getByRole('textbox', { name: /Código de la aplicación/ }).fill('12345a');
    await main.getByRole('button', { name: 'Activar' }).click();
    // The spec's pattern, in the shared form kit's words.
    await main.getByText('«Código de la aplicación» no tiene el formato esperado.').waitFor();
    await expectNoEnglish(page, main, 'Authenticator app setup');
    await saveScreenshot(page, 'spanish-profile-totp-1280');
    await main.getByRole('form', { name: 'Configurar una aplicación de autenticación' }).getByRole('button', { name: 'Cancelar' }).click();
    await main.getByRole('button', { name: 'Configurar' }).waitFor();

    await main.getByRole('link', { name: 'Editar la contraseña' }).click();
    await main.getByRole('heading', { level: 1, name: 'Cambiar la contraseña' }).waitFor();
    await expectTabTitle(page, 'Cambiar la contraseña');
    await main.getByText('Su contraseña debe tener al menos 8 caracteres', { exact: false }).waitFor();
    await expectNoEnglish(page, main, 'Change Password');

    await main.getByRole('link', { name: 'Cancelar' }).click();
    await main.getByRole('link', { name: 'Editar el correo electrónico' }).click();
    await main.getByRole('heading', { level: 1, name: 'Cambiar el correo electrónico' }).waitFor();
    await expectTabTitle(page, 'Cambiar el correo electrónico');
    await expectNoEnglish(page, main, 'Change Email');

    await page.goto(url('/profile'));
    await main.getByRole('heading', { level: 1, name: 'Información de la cuenta' }).waitFor();
    await expectTabTitle(page, 'Información de la cuenta');

    // Back to English: the heading and the tab title follow at once.
    await chooseLanguage(page, 'en');
    await main.getByRole('heading', { level: 1, name: 'Account Information' }).waitFor();
    await expectTabTitle(page, 'Account Information');
  } finally {
    // The account keeps the choice: the demo customer goes back to English for the other journeys.
    if ((await page.evaluate(() => document.documentElement.lang)) !== 'en') await chooseLanguage(page, 'en');
    await context.close();
  }
});
