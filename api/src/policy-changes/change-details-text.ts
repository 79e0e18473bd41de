import { type Locale, DEFAULT_LOCALE } from '../common/i18n/locales';
import { t } from '../common/i18n/translate';

/**
 * The lines that describe a rated change ("Add vehicle 2: 2024 Honda Civic, VIN ...") are
 * written in English when the change is rated and kept with the rate; the policyholder's
 * confirmation mail writes them in the policyholder's language (issue 17). Each form is
 * matched whole and its sentence looked up with `{slots}` (Spanish in common/i18n/messages.es.ts);
 * names, vehicles and VINs are inserted as they are. A line of no known form stays as written.
 */
export const CHANGE_DETAIL_FORMS: ReadonlyArray<{ pattern: RegExp; english: string; slots: string[] }> = [
  {
    pattern: /^Replace vehicle (\d+) \((.*)\) with (.*), VIN (\S+)$/s,
    english: 'Replace vehicle {n} ({old}) with {vehicle}, VIN {vin}',
    slots: ['n', 'old', 'vehicle', 'vin'],
  },
  { pattern: /^Replace vehicle (\d+) \((.*)\) with (.*)$/s, english: 'Replace vehicle {n} ({old}) with {vehicle}', slots: ['n', 'old', 'vehicle'] },
  { pattern: /^Add vehicle (\d+): (.*)$/s, english: 'Add vehicle {n}: {vehicle}', slots: ['n', 'vehicle'] },
  { pattern: /^Delete vehicle (\d+): (.*)$/s, english: 'Delete vehicle {n}: {vehicle}', slots: ['n', 'vehicle'] },
  { pattern: /^Annual mileage: (.*)$/s, english: 'Annual mileage: {miles}', slots: ['miles'] },
  { pattern: /^Coverage bundle: none$/, english: 'Coverage bundle: none', slots: [] },
  { pattern: /^Coverage bundle: (.*)$/s, english: 'Coverage bundle: {bundle}', slots: ['bundle'] },
  { pattern: /^Lienholder or loss payee: (.*)$/s, english: 'Lienholder or loss payee: {name}', slots: ['name'] },
  { pattern: /^Add driver (\d+): (.*), born (\S+)$/s, english: 'Add driver {n}: {name}, born {date}', slots: ['n', 'name', 'date'] },
  { pattern: /^Delete driver (\d+): (.*)$/s, english: 'Delete driver {n}: {name}', slots: ['n', 'name'] },
  { pattern: /^Add lienholder (.*) on vehicle (\d+): (.*)$/s, english: 'Add lienholder {name} on vehicle {n}: {vehicle}', slots: ['name', 'n', 'vehicle'] },
  { pattern: /^Add loss payee (.*) on vehicle (\d+): (.*)$/s, english: 'Add loss payee {name} on vehicle {n}: {vehicle}', slots: ['name', 'n', 'vehicle'] },
  { pattern: /^Edit lienholder (.*) on vehicle (\d+): (.*)$/s, english: 'Edit lienholder {name} on vehicle {n}: {vehicle}', slots: ['name', 'n', 'vehicle'] },
  { pattern: /^Edit loss payee (.*) on vehicle (\d+): (.*)$/s, english: 'Edit loss payee {name} on vehicle {n}: {vehicle}', slots: ['name', 'n', 'vehicle'] },
  { pattern: /^Remove (.*) from vehicle (\d+): (.*)$/s, english: 'Remove {name} from vehicle {n}: {vehicle}', slots: ['name', 'n', 'vehicle'] },
];

/** One line of a rated change in `locale`. */
export function changeDetailIn(locale: Locale, line: string): string {
  if (locale === DEFAULT_LOCALE) return line;
  for (const form of CHANGE_DETAIL_FORMS) {
    const match = form.pattern.exec(line);
    if (!match) continue;
    const values = Object.fromEntries(form.slots.map((slot, i) => [slot, match[i + 1] ?? '']));
    return t(locale, form.english).replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
  }
  return line;
}
