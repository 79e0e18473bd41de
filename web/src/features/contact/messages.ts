import en from '@/i18n/locales/en/contact.json';

/**
 * The message when chat is off (doc 1 §2 Contact dialog, §8), in English as the spec writes it
 * (the catalogue's contact.chatUnavailable; the dialog shows it in the page's language). Whether
 * it is off is the API's decision (GET /api/contact).
 */
export const CHAT_UNAVAILABLE = en.chatUnavailable;
