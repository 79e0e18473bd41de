import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from './languages';

/*
 * The catalogue's completeness (issue 17): every namespace exists in every language with the
 * same keys, no text is empty, and a translation uses the same {{placeholders}} as the English.
 */

const LOCALES = join(__dirname, 'locales');
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

const namespacesOf = (language: string) =>
  readdirSync(join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

const catalogue = (language: string, namespace: string) => flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree);

/**
 * Plural forms a language has that English lacks: Spanish adds `_many` (CLDR, for large round
 * numbers); its `_one` and `_other` must match English's.
 */
const extraPluralKey = (key: string, english: Map<string, string>) => key.endsWith('_many') && english.has(`${key.slice(0, -'_many'.length)}_other`);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const english = namespacesOf('en');

describe('the catalogue has every text in every language', () => {
  it('has at least one namespace', () => {
    expect(english.length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.map((language) => [language]))('%s has the same namespaces as English', (language) => {
    expect(namespacesOf(language)).toEqual(english);
  });

  describe.each(english.map((namespace) => [namespace]))('namespace %s', (namespace) => {
    const en = catalogue('en', namespace);

    it.each(LANGUAGES.map((language) => [language]))('%s: the same keys as English, none empty, the same placeholders', (language) => {
      const texts = catalogue(language, namespace);
      const keys = [...texts.keys()].filter((key) => !extraPluralKey(key, en)).sort();
      expect({ namespace, language, missing: [...en.keys()].filter((key) => !texts.has(key)), extra: keys.filter((key) => !en.has(key)) }).toEqual({
        namespace,
        language,
        missing: [],
        extra: [],
      });
      const empty = [...texts].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
      const mismatched = [...en]
        .filter(([key]) => texts.has(key))
        .filter(([key, text]) => placeholders(text).join() !== placeholders(texts.get(key) ?? '').join())
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  });

  it('names every namespace in the TypeScript resources (so its keys are type-checked)', () => {
    const resources = readFileSync(join(__dirname, 'resources.ts'), 'utf8');
    for (const namespace of english)
      expect(resources).toContain(`import type ${namespace.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())} from './locales/en/${namespace}.json';`);
  });
});
