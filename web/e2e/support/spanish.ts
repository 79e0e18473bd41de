import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { REPO_ROOT } from './paths';

/**
 * What the Spanish journeys (issue 17) share: the English texts that must not show on a Spanish
 * page, found in what a part of the page shows, and the header's language switch.
 */

const LOCALES = join(REPO_ROOT, 'web', 'src', 'i18n', 'locales');

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string' ? [[key, value]] : [...flatten(value)].map(([k, v]): [string, string] => [`${key}.${k}`, v]),
    ),
  );

/** A namespace's catalogue in a language, flat: `welcome.title` -> text. */
export const catalogue = (language: 'en' | 'es', namespace: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree);

/** Every namespace of the catalogue (web/src/i18n/locales/en/<namespace>.json). */
export const allNamespaces = (): string[] => readdirSync(join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));

/**
 * The English that must not show on a Spanish page, as piece -> `namespace:key`: every English
 * text of `namespaces` that the Spanish writes differently, cut at its {{placeholders}} and
 * <markup> (names, numbers and links go there), keeping the pieces of at least two words or one
 * long word, so a word Spanish shares ('Total', 'Error', 'Chat') is not taken for English.
 * `data` (`namespace:key`) leaves out texts the demo book's data uses too (a billing
 * description 'Payment', a status 'Pending'): the API sends those as it stores them.
 */
export function englishPieces(namespaces: readonly string[] = allNamespaces(), data: ReadonlySet<string> = new Set()): ReadonlyMap<string, string> {
  const pieces = new Map<string, string>();
  for (const namespace of namespaces) {
    const spanish = catalogue('es', namespace);
    for (const [key, english] of catalogue('en', namespace)) {
      if (spanish.get(key) === english || data.has(`${namespace}:${key}`)) continue;
      for (const piece of english.split(/\{\{[^}]*\}\}|<[^>]*>/)) {
        const text = piece.replace(/^[\s·:;(),.*"“”←$-]+|[\s·:;(),.*"“”$-]+$/g, '');
        if (/[A-Za-z]/.test(text) && (text.includes(' ') || text.length >= 6)) pieces.set(text, `${namespace}:${key}`);
      }
    }
  }
  return pieces;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pieces of `english` that `scope` shows (its rendered text and the labels read aloud:
 * aria-label, title, placeholder, alt), each as `namespace:key: piece in "the line"` so a failure
 * says where. `namesAndData` are taken out of the text first (a company's name, a policy type).
 */
export async function englishIn(scope: Locator, english: ReadonlyMap<string, string>, namesAndData: readonly string[] = []): Promise<string[]> {
  const all = await scope.evaluate((root: Element) => {
    const labels = [...root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [(root as HTMLElement).innerText, ...labels].join('\n');
  });
  const shown = namesAndData.reduce((text, name) => text.split(name).join(' '), all);
  const lines = shown.split('\n');
  return [...english]
    .filter(([piece]) => new RegExp(`(^|[^\\p{L}])${escape(piece)}([^\\p{L}]|$)`, 'u').test(shown))
    .map(([piece, key]) => `${key}: ${piece} in "${lines.find((line) => line.includes(piece))?.trim()}"`);
}

/**
 * Switches the page's language with the header's switch and waits for the texts (<html lang>
 * follows once they are in) and, signed in, for the choice to be stored on the account.
 */
export async function chooseLanguage(page: Page, language: 'es' | 'en'): Promise<void> {
  await page.getByTestId('language-switch').first().click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await page.waitForLoadState('networkidle');
}
