import type { Browser, Page } from 'playwright-core';
import claimReport from '../src/i18n/locales/en/claim-report.json';
import claims from '../src/i18n/locales/en/claims.json';
import certificates from '../src/i18n/locales/en/certificates.json';
import idCards from '../src/i18n/locales/en/id-cards.json';
import policies from '../src/i18n/locales/en/policies.json';
import claimReportEs from '../src/i18n/locales/es/claim-report.json';
import claimsEs from '../src/i18n/locales/es/claims.json';
import certificatesEs from '../src/i18n/locales/es/certificates.json';
import idCardsEs from '../src/i18n/locales/es/id-cards.json';
import policiesEs from '../src/i18n/locales/es/policies.json';
import { openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

/**
 * The policies and claims screens in Spanish (issue 17): a customer switches to Spanish in the
 * header, opens /policies (with a commercial policy's certificates of insurance), /claims,
 * /autoidcards and /report-claim, fills the first sections of a claim without sending it, and no
 * English text of these screens' namespaces is on screen; then switches back to English.
 *
 * Cedar Valley Builders (api/src/seed/README.md): CGL7300201 (certificates), CAP7400201 (an auto
 * policy with ID cards), WCP7500201 (the Workers' Compensation notice) and CUP7600201 (the short
 * form's offer). Nothing is submitted, and the language is kept on this browser only, so the
 * claim journeys that sign in as this customer (claims-report, claims-simple-photo) see the same
 * account.
 */
let browser: Browser;

// A few screens with accessibility checks each, on a busy machine.
jest.setTimeout(240_000);

const CUSTOMER = { username: 'cedarvalley.builders@example.com', password: 'Harbor-Guest-42' };

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * The English texts of these namespaces that a Spanish page must not show: whole texts (a label,
 * a heading, a button, an option), leaving out those written the same in Spanish (a phone mask,
 * "No"), those with placeholders or markup (their fixed words are checked through the rest).
 */
/**
 * Catalogue texts that are also a value the API sends: WCP7500201's policy type in the lists, and
 * a severity of the claim form's catalogue (the answers' own "I don't know" is checked by name).
 */
const ALSO_FROM_THE_API: ReadonlySet<string> = new Set(["Workers' Compensation", "I don't know"]);

const ENGLISH: ReadonlySet<string> = new Set(
  (
    [
      [policies, policiesEs],
      [claims, claimsEs],
      [claimReport, claimReportEs],
      [idCards, idCardsEs],
      [certificates, certificatesEs],
    ] as [Tree, Tree][]
  ).flatMap(([en, es]) => {
    const spanish = flatten(es);
    return [...flatten(en)]
      .filter(([key, text]) => !/[{<]/.test(text) && spanish.get(key) !== text)
      .map(([, text]) => text.trim())
      .filter((text) => !ALSO_FROM_THE_API.has(text));
  }),
);

/**
 * Every text a user reads or hears in the page's content (<main>) and its dialogs now that is one
 * of ENGLISH: each element's own
 * text (its text nodes, so a label's asterisk or an icon does not hide it), an option's text, and
 * the attributes read aloud or shown (aria-label, placeholder, title). Text the API sends (names,
 * policy types, loss types, states) is never a whole catalogue text of these namespaces.
 */
async function englishOnScreen(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect?.();
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && (!box || box.width > 0 || box.height > 0 || el.tagName === 'OPTION');
    };
    // The page's content and its dialogs: the header, menus and footer are another namespace's.
    const scopes = Array.from(document.querySelectorAll('main, [role=dialog], [role=alertdialog]'));
    for (const el of scopes.flatMap((scope) => [scope, ...Array.from(scope.querySelectorAll('*'))])) {
      if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE') continue;
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (own && (el.tagName === 'OPTION' || visible(el))) out.push(own);
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
  return [...new Set(texts.filter((text) => ENGLISH.has(text)))];
}

async function expectNoEnglish(page: Page, screen: string): Promise<void> {
  expect({ screen, english: await englishOnScreen(page) }).toEqual({ screen, english: [] });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the policies and claims screens in Spanish', () => {
  it('shows /policies, /claims, /autoidcards and the first sections of /report-claim with no English of their namespaces, then English again', async () => {
    const { context, page, problems } = await openContext(browser, 1280);
    try {
      await signIn(page, CUSTOMER);
      await waitForPath(page, '/');
      // The header's switch names the other language in that language.
      await page.getByTestId('language-switch').click();
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      await page.getByTestId('language-switch').filter({ hasText: 'English' }).waitFor();

      // /policies: the list, the information tab, then the documents tab with the certificates.
      await page.goto(url('/policies?policy=CGL7300201'));
      await page.getByRole('heading', { level: 1, name: 'Pólizas' }).waitFor();
      await page.getByRole('tab', { name: 'Información' }).waitFor();
      await page.getByText('Titular de la póliza').first().waitFor();
      await expectNoEnglish(page, '/policies information');
      await expectAccessible(page, '/policies in Spanish');
      await page.getByRole('tab', { name: 'Documentos' }).click();
      await page.getByRole('heading', { name: 'Certificados de seguro' }).waitFor();
      await page.getByRole('heading', { name: 'Certificados emitidos' }).waitFor();
      await expectNoEnglish(page, '/policies documents');
      await expectAccessible(page, '/policies documents in Spanish');
      await saveScreenshot(page, 'spanish-policies-documents');

      // /claims and /autoidcards.
      await page.goto(url('/claims'));
      await page.getByRole('heading', { level: 1, name: 'Reclamos' }).waitFor();
      await page.getByRole('link', { name: 'Presentar un reclamo' }).waitFor();
      await expectNoEnglish(page, '/claims');
      await expectAccessible(page, '/claims in Spanish');
      await page.goto(url('/autoidcards'));
      await page.getByRole('heading', { level: 1, name: 'Tarjetas de identificación de auto' }).waitFor();
      await page.getByRole('columnheader', { name: 'Vehículo' }).waitFor();
      await expectNoEnglish(page, '/autoidcards');
      await expectAccessible(page, '/autoidcards in Spanish');

      // /report-claim: the notices, then a liability claim's first sections, without sending it.
      await page.goto(url('/report-claim'));
      await page.getByRole('heading', { level: 1, name: 'Presentar un reclamo' }).waitFor();
      const form = page.getByRole('form', { name: 'Presentar un reclamo' });
      const picker = form.getByRole('combobox', { name: /^Póliza/ });
      await picker.waitFor();
      await page.getByTestId('workers-comp-notice').getByText('Compensación al trabajador', { exact: true }).waitFor();
      await page.getByTestId('simple-claim-offer').waitFor();
      await expectNoEnglish(page, '/report-claim');
      // Sending it empty shows the spec's messages in Spanish.
      await form.getByRole('button', { name: 'Enviar' }).click();
      await form.getByText('Complete este campo').first().waitFor();
      await expectNoEnglish(page, '/report-claim refused empty');
      await picker.selectOption('CGL7300201');
      const insured = form.getByRole('region', { name: 'Información del asegurado' });
      await insured.waitFor();
      await insured.getByLabel('Teléfono de casa').fill('3175550142');
      await insured.getByLabel('Teléfono del trabajo').fill('31755');
      await insured.getByLabel('Teléfono del trabajo').blur();
      await insured.getByText('Número de teléfono no válido').waitFor();
      await insured.getByLabel('Teléfono del trabajo').fill('');
      await insured
        .getByRole('radiogroup', { name: /distinta del asegurado/ })
        .getByRole('radio', { name: 'No', exact: true })
        .check();
      const lossSection = form.getByRole('region', { name: 'Información de la pérdida' });
      await lossSection.getByLabel(/¿Dónde ocurrió la pérdida\?/).fill('Job site at 12 Main St');
      await lossSection.getByText('22 / 2048').waitFor();
      await lossSection.getByLabel(/^Ciudad/).fill('Carmel');
      await lossSection
        .getByRole('radiogroup', { name: /atención médica/ })
        .getByRole('radio', { name: 'No sé', exact: true })
        .waitFor();
      await form.getByRole('region', { name: 'Archivos adjuntos' }).waitFor();
      await expectNoEnglish(page, '/report-claim filled');
      await expectAccessible(page, '/report-claim in Spanish');
      await saveScreenshot(page, 'spanish-report-claim');

      // The short form's modal.
      await page.getByTestId('simple-claim-offer').getByRole('button', { name: 'Presentar un reclamo (formulario corto)' }).click();
      const modal = page.getByRole('dialog', { name: 'Presentar un reclamo (formulario corto)' });
      await modal.getByLabel(/^Tipo de pérdida/).waitFor();
      await expectNoEnglish(page, 'short form');
      await expectAccessible(page, 'short form in Spanish');
      await modal.getByRole('button', { name: 'Cancelar' }).click();
      await modal.waitFor({ state: 'hidden' });

      // Cancelling asks first, in Spanish; keep reporting, then back to English on the same page.
      await form.getByRole('button', { name: 'Cancelar' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancelar el reclamo' });
      await cancel.getByRole('button', { name: 'No, seguir con el reclamo' }).click();
      await cancel.waitFor({ state: 'hidden' });
      await page.getByTestId('language-switch').click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.getByRole('form', { name: 'Report Claim' }).getByRole('region', { name: 'Insured Information' }).waitFor();
      expect(await page.getByRole('form', { name: 'Report Claim' }).getByLabel(/^City/).inputValue()).toBe('Carmel');
      // The check sees English when there is some: the same form in English is full of it.
      expect(await englishOnScreen(page)).toEqual(expect.arrayContaining(['Report Claim', 'Insured Information', 'Loss Information', 'Submit']));
      expect(problems).toEqual([]);
    } finally {
      // The device's choice goes with the context; an account choice (once the API stores it) is put back.
      if ((await page.evaluate(() => document.documentElement.lang).catch(() => 'en')) === 'es')
        await page
          .getByTestId('language-switch')
          .click()
          .catch(() => undefined);
      await context.close();
    }
  });
});
