import { type Locale, DEFAULT_LOCALE } from './locales';
import { SPANISH_DATA } from './data-texts.es';
import { templateLookup } from './templates';

/**
 * A value from one of the API's closed lists (a policy line, a coverage, a document or billing
 * item description, a claim or loss type, a decline reason) in the caller's language (issue 17).
 * The English value is the key (data-texts.es.ts); a value of no entry, such as an open list of
 * a real core system, comes back as it is. Replies translate on the way out: stored data stays
 * English.
 */
export function dataText(value: string, locale: Locale): string;
export function dataText(value: string | null, locale: Locale): string | null;
export function dataText(value: string | null, locale: Locale): string | null {
  if (value === null || locale === DEFAULT_LOCALE) return value;
  const whole = SPANISH_DATA.get(value);
  if (whole !== undefined) return whole;
  const templated = fromTemplate(value);
  if (templated !== undefined) return templated;
  // A processor's reason: 'CODE: text' as it answers, 'CODE - text' as the list shows it.
  const coded = /^([A-Z][A-Z0-9_]*)(\s*(?::|-)\s*)(.+)$/s.exec(value);
  const text = coded && SPANISH_DATA.get(coded[3] ?? '');
  return coded && text ? `${coded[1]}${coded[2]}${text}` : value;
}

/** What a slot may hold, so an open-list value that merely ends like a template is not rewritten. */
const SLOT_PATTERNS: Record<string, string> = {
  amount: '\\$\\d[\\d,]*(?:\\.\\d\\d)?',
  days: '\\d+',
  n: '\\d+',
  count: '\\d+',
  date: '\\d\\d/\\d\\d/\\d{4}',
};

const fromTemplate = templateLookup(SPANISH_DATA, SLOT_PATTERNS, true);
