import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { type Texts, translateEnglish } from './english';

/*
 * The /login entry answers English without i18next (english.ts): for every key of the English
 * catalogue it must answer exactly what i18next answers, placeholders filled or missing, plurals
 * and default values included, or a page would read differently before and after i18next loads.
 */

const LOCALES = join(__dirname, 'locales', 'en');
const namespaces = readdirSync(LOCALES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
const textsOf = (namespace: string) => JSON.parse(readFileSync(join(LOCALES, `${namespace}.json`), 'utf8')) as Texts;

function keys(tree: Texts, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : keys(value as Texts, path);
  });
}

const reference = i18next.createInstance();
void reference.init({
  lng: 'en',
  fallbackLng: 'en',
  ns: namespaces,
  defaultNS: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: { en: Object.fromEntries(namespaces.map((namespace) => [namespace, textsOf(namespace)])) },
});

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1] ?? '');

describe.each(namespaces)('English without i18next, namespace %s', (namespace) => {
  const texts = textsOf(namespace);
  const t = reference.getFixedT('en', namespace as never) as unknown as (key: string, options?: object) => string;
  const cases = keys(texts).flatMap((path) => {
    const text = String(path.split('.').reduce<unknown>((node, part) => (node as Texts)[part], texts));
    const key = path.replace(/_(zero|one|two|few|many|other)$/, '');
    const values = Object.fromEntries(placeholdersOf(text).map((name) => [name, `<${name}>`]));
    return [
      { key, options: values },
      { key, options: {} },
      { key, options: { ...values, count: 1 } },
      { key, options: { ...values, count: 0 } },
      { key, options: { ...values, count: 7 } },
    ];
  });

  it('answers every key as i18next does (values given or not, plurals)', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const { key, options } of cases) {
      expect({ key, options, text: translateEnglish(texts, key, options) }).toEqual({ key, options, text: t(key, options) });
    }
  });

  it('answers a missing key with the key, or the default value, as i18next does', () => {
    for (const options of [{}, { defaultValue: 'Log In' }, { defaultValue: 'Hello, {{name}}', name: 'Emily' }]) {
      expect(translateEnglish(texts, 'no.such.key', options)).toBe(t('no.such.key', options));
    }
  });

  it('treats a value given as undefined or null as i18next does', () => {
    const withPlaceholder = cases.find(({ options }) => Object.keys(options).length > 0);
    if (!withPlaceholder) return;
    const [name] = Object.keys(withPlaceholder.options);
    for (const value of [undefined, null, 0, 12.5]) {
      const options = { [name as string]: value };
      expect(translateEnglish(texts, withPlaceholder.key, options)).toBe(t(withPlaceholder.key, options));
    }
  });
});
