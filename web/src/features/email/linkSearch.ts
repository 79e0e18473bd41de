import en from '@/i18n/locales/en/email.json';
import { emailText } from './i18n';

/**
 * The query values of the links the portal emails (/confirmemail, /resetpassword,
 * /changeemail): code, userId and, for an email change, the new email. TanStack Router may
 * hand a value that looks like a number or JSON as something else, so each is read back as text.
 */
export interface EmailLinkSearch {
  code?: string;
  userId?: string;
  email?: string;
}

export function parseEmailLinkSearch(search: Record<string, unknown>): EmailLinkSearch {
  const out: EmailLinkSearch = {};
  for (const key of ['code', 'userId', 'email'] as const) {
    const value = search[key];
    if ((typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '') {
      out[key] = String(value).trim();
    }
  }
  return out;
}

/** Whether a link carries what its page needs; a truncated link is told apart from a refused one. */
export function hasLinkValues(search: EmailLinkSearch, keys: readonly (keyof EmailLinkSearch)[]): boolean {
  return keys.every((key) => !!search[key]);
}

/**
 * Shown when an emailed link arrives without its code (for example cut off by the mail program):
 * the English (the catalogue's email.incompleteLink); `incompleteLink()` gives it in the page's language.
 */
export const INCOMPLETE_LINK = en.incompleteLink;

/** The incomplete-link sentence in the language the page shows now. */
export const incompleteLink = () => emailText()('incompleteLink');
