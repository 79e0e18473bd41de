import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';
import { catalogue, chooseLanguage, englishIn, englishPieces } from './support/spanish';

/**
 * The back office in Spanish (issue 17): the demo admin signs in (password and app code),
 * switches to Spanish with the header's switch, walks every section of /admin (a member search
 * and a member's view, a pending verification when there is one, the advertisement form with its
 * editor, the audit trail, ...) and /admin/import, and no English text of the `admin` catalogue
 * is on screen; every screen is axe clean. Read only: nothing is saved, sent or deleted. The
 * admin switches back to English at the end (the choice is stored on the account, and the other
 * admin journeys sign in as the same admin).
 */
let browser: Browser;

// An admin sign-in may wait out a used 30-second step of the app code (auth-journeys.ts).
jest.setTimeout(120_000);

/** A member of the demo book (api/src/seed/README.md). */
const MEMBER = { namePart: 'Jensen', name: 'Harold Jensen' };

/**
 * Catalogue words the demo book's data uses too: the seeded system info message starts
 * 'Scheduled maintenance: ...' (api/src/seed/demo-plan.ts), data shown as the API sends it.
 */
const DATA_WORDS = new Set(['admin:import.counts.scheduled']);

const ES = catalogue('es', 'admin');
const es = (key: string): string => {
  const text = ES.get(key);
  if (text === undefined) throw new Error(`No Spanish for admin:${key}`);
  return text;
};

const ENGLISH = englishPieces(['admin'], DATA_WORDS);

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

it('walks every back office section, a member search and a member in Spanish without an English text of the admin catalogue, then back to English', async () => {
  expect(ENGLISH.size).toBeGreaterThan(200);
  const { context, page } = await openContext(browser, 1280, { extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.171' } });
  await signIn(page, ADMIN);
  await waitForPath(page, '/admin');
  const main = page.locator('main');
  const dialog = page.getByRole('dialog');
  const openSection = async (section: string) => {
    await main.getByRole('tab', { name: es(`page.sections.${section}`), exact: true }).click();
    await main.getByRole('tab', { name: es(`page.sections.${section}`), exact: true, selected: true }).waitFor();
  };
  try {
    await main.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await chooseLanguage(page, 'es');
    await main.getByRole('heading', { level: 1, name: es('page.title') }).waitFor();

    // Member Accounts: a search, then the member's view.
    await main.getByLabel(es('members.criteria')).fill(MEMBER.namePart);
    await main.getByRole('button', { name: es('members.search'), exact: true }).click();
    await main.getByTestId('member-results').waitFor();
    await expectNoEnglish(page, main, 'Member search results');
    await saveScreenshot(page, 'spanish-admin-members-1280');
    await main.getByRole('button', { name: `Abrir ${MEMBER.name}` }).click();
    await dialog.getByRole('button', { name: es('member.sendPasswordReset') }).waitFor();
    await expectNoEnglish(page, dialog, 'Member view');
    await saveScreenshot(page, 'spanish-admin-member-1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Staff Verification: the list (or its empty text), and a request's dialog when one is pending.
    await openSection('verification');
    await main.getByRole('heading', { level: 2, name: es('verification.title') }).waitFor();
    await main
      .getByText(es('fixed.noVerifications'))
      .or(main.getByRole('list', { name: es('verification.pending') }))
      .waitFor();
    await expectNoEnglish(page, main, 'Staff verification');
    const pending = main.getByRole('list', { name: es('verification.pending') }).getByRole('button');
    if ((await pending.count()) > 0) {
      await pending.first().click();
      await dialog.getByRole('button', { name: es('verification.decline'), exact: true }).waitFor();
      await expectNoEnglish(page, dialog, 'New account request');
      await dialog.getByRole('button', { name: es('common.close') }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    await openSection('settings');
    await main.getByRole('heading', { level: 2, name: es('settings.messagesTitle') }).waitFor();
    await expectNoEnglish(page, main, 'Admin settings');
    await main.getByRole('button', { name: es('settings.addMessage') }).click();
    await dialog.getByLabel(es('settings.startInput')).waitFor();
    await expectNoEnglish(page, dialog, 'Add system info message');
    await dialog.getByRole('button', { name: es('common.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });

    await openSection('chat');
    await main.getByRole('radio', { name: es('chat.modes.3') }).waitFor();
    await expectNoEnglish(page, main, 'Chat management');

    await openSection('advertisements');
    await main.getByRole('heading', { level: 2, name: es('ads.title') }).waitFor();
    await expectNoEnglish(page, main, 'Advertisements');
    await main.getByRole('button', { name: es('ads.add'), exact: true }).click();
    await dialog.getByTestId('advertisement-body-editor').waitFor();
    await expectNoEnglish(page, dialog, 'Add advertisement');
    await dialog.getByRole('button', { name: es('common.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });

    await openSection('toggles');
    await main.getByTestId('toggle-canMakePayments').waitFor();
    await expectNoEnglish(page, main, 'System toggles');

    await openSection('onetime');
    await main.getByTestId('discrepancy-count').waitFor();
    await expectNoEnglish(page, main, 'Admin one-time use');
    await main.getByRole('button', { name: es('edelivery.bulkUpdate') }).click();
    await dialog.getByLabel(es('edelivery.count')).waitFor();
    await expectNoEnglish(page, dialog, 'Bulk e-delivery prompt');
    await dialog.getByRole('button', { name: es('common.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });

    await openSection('data');
    await main.getByRole('heading', { level: 2, name: es('logs.title') }).waitFor();
    await main
      .getByText(es('logs.none'))
      .or(main.getByRole('table', { name: es('logs.table') }))
      .waitFor();
    await expectNoEnglish(page, main, 'Data');

    await openSection('audit');
    await main
      .getByTestId('audit-table')
      .or(main.getByText(es('fixed.noResults')))
      .waitFor();
    await expectNoEnglish(page, main, 'Audit');

    await openSection('claims');
    await main.getByRole('button', { name: es('claims.find') }).waitFor();
    await expectNoEnglish(page, main, 'Claims');

    await page.goto(url('/admin/import'));
    await main.getByRole('heading', { level: 1, name: es('import.title') }).waitFor();
    await main
      .getByText(es('import.none'))
      .or(main.getByRole('table', { name: es('import.recentTable') }))
      .waitFor();
    await expectNoEnglish(page, main, 'User import');
    await saveScreenshot(page, 'spanish-admin-import-1280');
  } finally {
    // The choice is stored on the admin's account: the other admin journeys expect English.
    if ((await page.evaluate(() => document.documentElement.lang)) !== 'en') await chooseLanguage(page, 'en');
    await page.goto(url('/admin'));
    await main.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await context.close();
  }
});
