/*
 * English without i18next: what `t` answers on a page that has not loaded i18next (the /login
 * entry in English, see README.md "How it loads"). It does what i18next does with the English
 * catalogue and nothing more: nested keys (`loginForm.title`), `{{placeholders}}`, plurals
 * (`_one` / `_other`, `_zero` for 0 when present) and `defaultValue`. `english.test.ts` proves it
 * answers every key of the English catalogue exactly as i18next does.
 */

/** A namespace's English texts (a locales/en/<namespace>.json). */
export type Texts = { readonly [key: string]: unknown };

/** The options `t` reads here; others (`lng`, `ns`, `context`) need i18next. */
export type EnglishOptions = { readonly count?: number; readonly defaultValue?: string; readonly [value: string]: unknown };

const rules = new Intl.PluralRules('en');

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const textAt = (texts: Texts, key: string): string | undefined => {
  const value = lookup(texts, key);
  return typeof value === 'string' ? value : undefined;
};

/**
 * i18next's `{{name}}`: a value the options lack leaves the placeholder as it is, one given as
 * undefined or null becomes empty.
 */
function interpolate(text: string, options: EnglishOptions): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (placeholder, name: string) => {
    const value = lookup(options, name);
    if (value === undefined) return Object.hasOwn(options, name) ? '' : placeholder;
    return value === null ? '' : String(value as string | number | boolean);
  });
}

/** The English text of `key` in `texts`, as i18next's `t` returns it in English. */
export function translateEnglish(texts: Texts | undefined, key: string, options: EnglishOptions = {}): string {
  const { count, defaultValue } = options;
  const source = texts ?? {};
  let text: string | undefined;
  if (typeof count === 'number') {
    text = (count === 0 ? textAt(source, `${key}_zero`) : undefined) ?? textAt(source, `${key}_${rules.select(count)}`);
  }
  text ??= textAt(source, key) ?? defaultValue;
  return text === undefined ? key : interpolate(text, options);
}
