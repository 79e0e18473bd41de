import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, openContext, url } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';
import { chooseLanguage, englishIn, englishPieces } from './support/spanish';

/**
 * The signed-out screens in Spanish (issue 17): a visitor switches /login to Spanish with the
 * header's switch, sees the form's checks and the second-factor step of an account with an
 * authenticator app (the demo admin: the password only, no code sent), then /registration (part 1,
 * its checks, the staff form), /forgot and /resetpassword. No English text of the auth,
 * registration and password-reset catalogues is on screen, the tab titles are Spanish, every screen
 * is axe clean; the visitor then switches back to English. Nothing is stored on an account.
 */
let browser: Browser;

/** The namespaces this journey walks (web/src/i18n/locales/en/<ns>.json). */
const NAMESPACES = ['auth', 'registration', 'password-reset'];

const ENGLISH = englishPieces(NAMESPACES);

async function expectNoEnglish(page: Page, screen: string, scope: Locator = page.locator('body')): Promise<void> {
  expect({ screen, english: await englishIn(scope, ENGLISH) }).toEqual({ screen, english: [] });
  await expectAccessible(page, `${screen} in Spanish`);
}

const heading = (page: Page, name: string) => page.locator('main').getByRole('heading', { level: 1, name }).waitFor();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('walks /login (with its checks and the second-factor step), /registration, /forgot and /resetpassword in Spanish without an English text of their catalogues, then back to English', async () => {
  expect(ENGLISH.size).toBeGreaterThan(80);
  const { context, page, problems } = await openContext(browser, 1280);
  try {
    await page.goto(url('/login'));
    await heading(page, 'Log In');
    await chooseLanguage(page, 'es');
    await heading(page, 'Iniciar sesión');
    await page.waitForFunction(() => document.title === 'Iniciar sesión | Harbor Mutual');
    await expectNoEnglish(page, 'Log in');

    // The form's own checks.
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByText('Ingrese su correo electrónico o nombre de usuario.').waitFor();
    await expectNoEnglish(page, 'Log in, empty form');

    // An account with an authenticator app: the password step, then the code step (no code sent).
    await page.getByLabel('Correo electrónico / Nombre de usuario').fill(ADMIN.username);
    await page.getByLabel(/^Contraseña/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    const code = page.getByRole('textbox', { name: /^Código de verificación/ });
    await code.waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('Ingrese el código de seis dígitos de su aplicación de autenticación.').nth(1).waitFor();
    await expectNoEnglish(page, 'Second factor, app code');
    await saveScreenshot(page, 'spanish-second-factor-1280');
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByRole('textbox', { name: /^Código de recuperación/ }).fill('ABC');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('Código de recuperación debe tener al menos 16 caracteres.').waitFor();
    await expectNoEnglish(page, 'Second factor, recovery code');

    // Registration starts in Spanish (this device chose it): part 1, its checks, the staff form.
    await page.goto(url('/registration'));
    await heading(page, 'Registro');
    expect(await page.title()).toBe('Registro | Harbor Mutual');
    await page.getByRole('heading', { level: 2, name: 'Verificación de la póliza' }).waitFor();
    await expectNoEnglish(page, 'Registration, part 1');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.locator('main [aria-invalid="true"]').first().waitFor();
    await expectNoEnglish(page, 'Registration, part 1 checks');
    await page.getByRole('button', { name: '¿Tiene problemas?' }).click();
    await page.getByRole('heading', { level: 2, name: 'Verificación por el personal' }).waitFor();
    await page.getByLabel(/^Últimos 4 dígitos del SSN o FEIN/).fill('12');
    await page.getByLabel(/^Confirmar el correo electrónico/).fill('x@example.com');
    await page.getByRole('button', { name: 'Enviar al personal' }).click();
    await page.getByText('Últimos 4 dígitos del SSN o FEIN debe tener al menos 4 caracteres.').waitFor();
    await page.getByText('Los correos electrónicos no coinciden.').waitFor();
    await expectNoEnglish(page, 'Registration, staff verification');
    await saveScreenshot(page, 'spanish-registration-staff-1280');

    // Forgot password: the page and its check (nothing sent).
    await page.goto(url('/forgot'));
    await heading(page, 'Olvidé mi contraseña');
    expect(await page.title()).toBe('Olvidé mi contraseña | Harbor Mutual');
    await page.getByLabel(/^Correo electrónico/).fill('marcus');
    await page.getByLabel(/^Correo electrónico/).blur();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Ingrese un correo electrónico válido, como nombre@ejemplo.com.').waitFor();
    await expectNoEnglish(page, 'Forgot password');

    // Reset password from an emailed link: the form, its checks (nothing sent).
    await page.goto(url('/resetpassword?code=abcdefghijklmnopqrstu&userId=00000000-0000-4000-8000-000000000000'));
    await heading(page, 'Restablecer la contraseña');
    expect(await page.title()).toBe('Restablecer la contraseña | Harbor Mutual');
    await page.getByLabel(/^Nueva contraseña/).fill('corta');
    await page.getByLabel(/^Nueva contraseña/).blur();
    await page.getByText('Contraseña debe tener al menos 8 caracteres.').waitFor();
    await expectNoEnglish(page, 'Reset password');

    await chooseLanguage(page, 'en');
    await heading(page, 'Reset Password');
    await page.getByRole('button', { name: 'Reset Password' }).waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
