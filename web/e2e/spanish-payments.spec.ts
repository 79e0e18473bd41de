import type { Browser, Locator, Page } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { wizard } from './payments-support';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';
import { chooseLanguage, englishIn, englishPieces } from './support/spanish';

/**
 * The payments area in Spanish (issue 17): a customer with a balance switches to Spanish with
 * the header's switch, walks /payments (its tabs, the first two steps of Pay Now without paying)
 * and /agency, and no English text of those features' catalogues is on screen; every screen is
 * axe clean; then the customer switches back to English (the choice may be stored on the account,
 * and the other journeys' demo customer must stay in English).
 */
let browser: Browser;

/** The namespaces this journey walks (web/src/i18n/locales/en/<ns>.json). */
const NAMESPACES = ['payments', 'agency'];

/**
 * Catalogue words the demo book's data uses too (billing item descriptions such as 'Payment',
 * a policy status 'Pending', funding categories): data from the API, not the screens' texts.
 */
const DATA_WORDS = new Set([
  'payments:past.paymentDescription',
  'payments:result.pending',
  'payments:method.category.Credit',
  'payments:method.category.Debit',
  'payments:method.category.Check',
]);

const ENGLISH = englishPieces(NAMESPACES, DATA_WORDS);

async function expectNoEnglish(page: Page, scope: Locator, screen: string): Promise<void> {
  expect({ screen, english: await englishIn(scope, ENGLISH) }).toEqual({ screen, english: [] });
  await expectAccessible(page, `${screen} in Spanish`);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('walks payments and the agency page in Spanish without an English text of their catalogues, then back to English', async () => {
  expect(ENGLISH.size).toBeGreaterThan(100);
  const { context, page } = await openContext(browser, 1280);
  await signIn(page, CUSTOMER);
  await waitForPath(page, '/');
  try {
    await page.goto(url('/payments'));
    const main = page.locator('main');
    const section = main.getByTestId('payments-section');
    await section.getByTestId('balance-PPA1000101').waitFor();
    await chooseLanguage(page, 'es');
    await main.getByRole('heading', { level: 1, name: 'Pagos' }).waitFor();
    await section.getByRole('tab', { name: 'Pólizas' }).waitFor();
    await expectNoEnglish(page, main, 'Payments, policies tab');
    await saveScreenshot(page, 'spanish-payments-1280');

    await section.getByTestId('balance-PPA1000101').getByRole('button', { name: 'Historial de facturación' }).click();
    await section.getByTestId('billing-history-PPA1000101').waitFor();
    await expectNoEnglish(page, main, 'Payments, billing history');

    await section.getByRole('tab', { name: 'Pagos anteriores' }).click();
    await section.getByTestId('past-payments').waitFor();
    await expectNoEnglish(page, main, 'Payments, past payments');

    await section.getByRole('tab', { name: 'Pagos mensuales recurrentes' }).click();
    await section.getByTestId('recurring-PPA1000101').getByTestId('recurring-setup').waitFor();
    await expectNoEnglish(page, main, 'Payments, recurring payments');

    // Pay Now's first two steps, without paying.
    await section.getByRole('button', { name: 'Pagar ahora' }).click();
    const dialog = wizard(page);
    await dialog.getByText('Elegir cuenta o pólizas').first().waitFor();
    await expectNoEnglish(page, dialog, 'Pay Now, select policies');
    await dialog.getByRole('button', { name: 'Continuar' }).click({ force: true });
    await dialog.getByText('Ingresar la información de pago').first().waitFor();
    await dialog.getByRole('button', { name: 'Ingresar los datos de la tarjeta' }).waitFor();
    await expectNoEnglish(page, dialog, 'Pay Now, payment information');
    await saveScreenshot(page, 'spanish-paynow-info-1280');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(url('/agency'));
    await main.getByTestId('agency-card').first().waitFor();
    await main.getByRole('heading', { level: 1, name: 'Mi agencia' }).waitFor();
    await expectNoEnglish(page, main, 'My agency');
  } finally {
    // The account may keep the choice: the demo customer goes back to English for the other journeys.
    if ((await page.evaluate(() => document.documentElement.lang)) !== 'en') await chooseLanguage(page, 'en');
    await page.goto(url('/payments'));
    await page.locator('main').getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    await context.close();
  }
});
