/**
 * The portal's languages. The API and the token's `locale` claim speak in locales ('en-US',
 * 'es-US'); i18next and <html lang> in languages ('en', 'es'). English is the default and the
 * fallback of every missing text.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale a language is stored under on the user (PUT /api/profile/locale) and in the token. */
export const LOCALE_OF: Readonly<Record<Language, 'en-US' | 'es-US'>> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself: the switch shows them so, whatever the page's language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** The language of a locale or language tag ('es-US', 'es', 'es-MX' -> 'es'); English for anything else or none. */
export function languageOf(tag: string | null | undefined): Language {
  return tag?.trim().toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
