/**
 * The languages of the portal (issue 17): a user's `locale` (user_account.locale, the access
 * token's `locale` claim, doc 1 §3) is one of these. English is the default and the fallback.
 */
export const LOCALES = ['en-US', 'es-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** The portal's locale for a stored locale, a claim or a language tag: any Spanish is es-US, anything else English. */
export function localeOf(tag: string | null | undefined): Locale {
  return tag?.trim().toLowerCase().startsWith('es') ? 'es-US' : 'en-US';
}

/**
 * The language an Accept-Language header asks for first among ours (RFC 9110 §12.5.4: by
 * q-value, then order); English when it names neither or is absent.
 */
export function localeOfAcceptLanguage(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LOCALE;
  const ranges = value
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0 && (range.tag.startsWith('es') || range.tag.startsWith('en')))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges[0] ? localeOf(ranges[0].tag) : DEFAULT_LOCALE;
}
