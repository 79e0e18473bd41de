import { type Locale, DEFAULT_LOCALE } from './locales';
import { SPANISH } from './messages.es';
import { templateLookup } from './templates';

export { TEMPLATE_PLACEHOLDER } from './templates';

/**
 * The seam of the API's texts (issue 17): `t(locale, english)` gives a user-facing text in the
 * user's language. The English text is the key, as every area writes its messages today (the
 * RefusalTable rows, the validation messages, the emails' fixed lines); the Spanish is written
 * once in messages.es.ts. A text without a Spanish entry stays English (the fallback), and
 * api/test/api-messages-spanish.e2e-spec.ts fails for any refusal row or fixed validation message that lacks one.
 */
export function t(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  return SPANISH.get(english) ?? english;
}

/**
 * A message composed of fixed sentences ('Name is required. Enter a name.'): each sentence is
 * looked up when the whole is not.
 */
export function translateMessage(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  const whole = SPANISH.get(english);
  if (whole) return whole;
  const labelled = translateLabelled(english);
  return labelled ?? translateTemplated(english) ?? english;
}

/**
 * A sentence the API builds with values ('This vehicle is already scheduled for deletion on
 * 12/01/2026.'): its catalogue key is the English with `{name}` placeholders, and the values
 * found in the English take the same places in the Spanish.
 */
const translateTemplated = templateLookup(SPANISH);

/** '<Label> is required.' and the other validation forms (field.decorators.ts): the label and the form translated apart. */
function translateLabelled(english: string): string | undefined {
  for (const [pattern, spanish] of LABELLED_FORMS) {
    const match = pattern.exec(english);
    if (match) {
      const label = match[1] ?? '';
      return spanish(SPANISH.get(`label:${label}`) ?? label, match.slice(2));
    }
  }
  return undefined;
}

const LABELLED_FORMS: ReadonlyArray<[RegExp, (label: string, rest: string[]) => string]> = [
  [/^(.+) is required\.$/, (l) => `${l}: este dato es obligatorio.`],
  [/^(.+) must be at most (\d+) characters long\.$/, (l, [n]) => `${l}: como máximo ${n} caracteres.`],
  [/^(.+) must be exactly (\d+) characters long\.$/, (l, [n]) => `${l}: debe tener exactamente ${n} caracteres.`],
  [/^(.+) must be at least (\S+)\.$/, (l, [n]) => `${l}: como mínimo ${n}.`],
  [/^(.+) must be at most (\S+)\.$/, (l, [n]) => `${l}: como máximo ${n}.`],
  [/^(.+) must be one of: (.+)\.$/, (l, [v]) => `${l} debe ser uno de estos valores: ${v}.`],
  [/^(.+) must be true or false\.$/, (l) => `${l} debe ser verdadero o falso.`],
  [/^(.+) must be a whole number\.$/, (l) => `${l} debe ser un número entero.`],
  [/^(.+) must be a number\.$/, (l) => `${l} debe ser un número.`],
  [/^(.+) must be text\.$/, (l) => `${l} debe ser texto.`],
  [/^(.+) must be a list\.$/, (l) => `${l} debe ser una lista.`],
  [/^(.+) must be an object\.$/, (l) => `${l} debe ser un objeto.`],
  [/^(.+) must be a date such as (\S+)\.$/, (l, [d]) => `${l} debe ser una fecha como ${d}.`],
  [/^(.+) must be a time such as (\S+)\.$/, (l, [x]) => `${l} debe ser una hora como ${x}.`],
  [/^(.+) must be one of (.+)\.$/, (l, [v]) => `${l} debe ser uno de estos valores: ${v}.`],
  [/^(.+) must not contain < or >\.$/, (l) => `${l} no puede contener < ni >.`],
  [/^(.+) must be (\d+) digits\.$/, (l, [n]) => `${l} debe tener ${n} dígitos.`],
  [/^(.+) must be (\d+) to (\d+) digits\.$/, (l, [a, b]) => `${l} debe tener de ${a} a ${b} dígitos.`],
  [/^(.+) must be an email address, such as name@example\.com\.$/, (l) => `${l} debe ser un correo electrónico, como nombre@example.com.`],
];
