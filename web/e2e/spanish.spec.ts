import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForOperable, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';
import { REPO_ROOT } from './support/paths';

/*
 * Issue 17: the portal in Spanish. The demo customer switches to Spanish in the header, walks the
 * home page and /profile with no English text of the translated folders on screen, and switches
 * back to English in /profile (the account is left in English for every other journey).
 */

const LOCALES = join(REPO_ROOT, 'web', 'src', 'i18n', 'locales');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the folder list is CommonJS, shared with eslint.config.mjs
const TRANSLATED_FOLDERS: string[] = require(join(REPO_ROOT, 'web', 'src', 'i18n', 'translated-folders.cjs'));
/** The translated folders that have texts of their own (`system` shows only the API's notices: no namespace). */
const NAMESPACES = TRANSLATED_FOLDERS.filter((folder) => existsSync(join(LOCALES, 'en', `${folder}.json`)));

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
const catalogue = (language: string, namespace: string) => texts(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree);

/**
 * The English texts of the translated namespaces as the screen would show them: each a pattern
 * matching a whole text (placeholders match anything, <tags> of embedded links vanish). Texts that
 * read the same in Spanish (names, "No", "Fax: …") are left out: seeing them proves nothing.
 */
function englishPatterns(): { text: string; pattern: RegExp }[] {
  const spanish = new Set(NAMESPACES.flatMap((folder) => catalogue('es', folder)));
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    NAMESPACES.flatMap((folder) => catalogue('en', folder))
      .filter((text) => !spanish.has(text))
      // A text that is mostly placeholders ("{{from}} to {{to}}", "{{what}} ending {{lastFour}}")
      // would match any line with that one word in it: it proves nothing either way.
      .filter((text) => text.replace(/\{\{[^}]+\}\}|<\/?\w+>/g, '').replace(/[^\p{L}]/gu, '').length >= 8 || !text.includes('{{'))
      .map((text) => {
        const plain = text.replace(/<\/?\w+>/g, '');
        // A placeholder stands for a value on the same line (a text with one never spans lines).
        const parts = plain.split(/\{\{[^}]+\}\}/).map((part) => escape(part.trim()));
        return { text, pattern: new RegExp(`^${parts.join('[^\\n]*')}$`) };
      })
  );
}

/**
 * The home page's sections whose content another feature folder renders: their content is
 * checked once that folder is translated (its title, from home, always is).
 */
const SECTION_FOLDERS: Record<string, string> = { payments: 'payments', policies: 'policies', autoidcards: 'id-cards' };
const notYetTranslated = () =>
  Object.entries(SECTION_FOLDERS)
    .filter(([, folder]) => !TRANSLATED_FOLDERS.includes(folder))
    .map(([section]) => `section#${section} > :not(h2)`);

/** Every text the user can see or hear: visible text nodes and the accessible names given as attributes. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate((skipped) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.currentNode as Element | null; node; node = walker.nextNode() as Element | null) {
      const element = node as HTMLElement;
      if (element.closest('[aria-hidden="true"], [hidden]')) continue;
      if (skipped.some((selector) => element.closest(selector))) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) out.push(value.trim());
      }
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      // The element's own text (its text nodes, not its children's) and its whole text.
      const own = [...element.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE).map((child) => child.textContent ?? '');
      out.push(own.join('').trim(), (element.innerText ?? '').trim());
    }
    return [...new Set(out.filter((text) => text !== ''))];
  }, notYetTranslated());
}

async function expectNoEnglish(page: Page, screen: string): Promise<void> {
  const patterns = englishPatterns();
  const shown = await shownTexts(page);
  const english = shown.flatMap((text) =>
    patterns.filter(({ pattern }) => pattern.test(text)).map((p) => `${JSON.stringify(text)} (catalogue: ${JSON.stringify(p.text)})`),
  );
  expect({ screen, english: [...new Set(english)] }).toEqual({ screen, english: [] });
}

/** The account back in English whatever happened (the session's own token; other journeys read it). */
async function resetAccountLanguage(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('portal.session') ?? 'null') as { token?: string } | null;
      if (!session?.token) return;
      await fetch('/api/profile/locale', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ locale: 'en-US' }),
      });
    })
    .catch(() => undefined);
}

const savedLocale = (page: Page, locale: string) =>
  page.waitForResponse(
    (res) => res.url().endsWith('/api/profile/locale') && res.request().method() === 'PUT' && res.request().postData()?.includes(locale) === true,
  );

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the portal in Spanish', () => {
  it('switches to Spanish in the header, walks the home page and the profile without English, and back to English in the profile', async () => {
    const { context, page, problems } = await openContext(browser, 1280);
    try {
      await signIn(page, CUSTOMER);
      await waitForPath(page, '/');
      await page.getByTestId('home-tiles').waitFor();
      expect(await page.getByTestId('home-welcome').textContent()).toBe('Welcome, Emily');

      const saved = savedLocale(page, 'es-US');
      await page.getByTestId('language-switch').click();
      expect((await saved).status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      await page.getByText('Bienvenido, Emily').waitFor();
      // Every section's content has loaded (the sections render below the tiles).
      for (const id of ['help', 'payments', 'policies', 'autoidcards', 'claims', 'agency']) await page.locator(`section#${id}`).waitFor();
      await page.getByRole('heading', { name: 'Cómo pagar su factura' }).waitFor();
      await expectNoEnglish(page, 'home (es)');
      await expectAccessible(page, 'home dashboard in Spanish (1280 px)');
      await saveScreenshot(page, 'spanish-home-1280');

      // The header's menu, in Spanish, to the profile.
      await page.getByRole('navigation', { name: 'Menú del cliente' }).getByRole('link', { name: 'Perfil' }).click();
      await waitForPath(page, '/profile');
      await page.getByTestId('account-language').waitFor();
      await page.getByRole('navigation', { name: 'Menú del perfil' }).waitFor();
      await expectNoEnglish(page, '/profile (es)');
      await expectAccessible(page, '/profile in Spanish (1280 px)');
      await saveScreenshot(page, 'spanish-profile-1280');

      // A new page starts in Spanish: the choice is kept (device and account).
      await page.goto(url('/profile'));
      await page.getByTestId('account-language').waitFor();
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      expect(await page.getByTestId('account-language').inputValue()).toBe('es');

      // Back to English from the profile's own choice; the account is English again.
      const back = savedLocale(page, 'en-US');
      await page.getByTestId('account-language').selectOption('en');
      expect((await back).status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.getByRole('navigation', { name: 'Profile menu' }).waitFor();
      expect(await page.getByTestId('language-switch').textContent()).toBe('Español');
      expect(problems).toEqual([]);
    } finally {
      await resetAccountLanguage(page);
      await context.close();
    }
  });

  it('shows /login in the language chosen there (signed out: this device only)', async () => {
    const { context, page } = await openContext(browser, 375);
    // i18next (i18n/engine.ts, its own chunk) is loaded only for Spanish (issue 10: /login's first load).
    const engineLoads: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/engine-[\w-]+\.js$/.test(request.url())) engineLoads.push(request.url());
    });
    try {
      await page.goto(url('/login'));
      await page.getByTestId('language-switch').waitFor();
      await page.waitForLoadState('networkidle');
      expect(engineLoads).toEqual([]);
      await page.getByTestId('language-switch').click();
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      expect(engineLoads).toHaveLength(1);
      await page.getByRole('link', { name: 'Inicio de Harbor Mutual' }).waitFor();
      await page.reload();
      // <html lang> follows the language before React's first render replaces login.html's
      // prerendered (English) picture: read the switch once the page is the app's.
      await waitForOperable(page);
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      expect(await page.getByTestId('language-switch').textContent()).toBe('English');
      await expectAccessible(page, '/login in Spanish (375 px)');
    } finally {
      await context.close();
    }
  });
});
