import type { EntityManager } from '@mikro-orm/postgresql';
import { type Locale, DEFAULT_LOCALE, localeOf } from '../common/i18n/locales';

/**
 * The language a customer's mail is written in (issue 17): the recipient account's stored
 * locale (user_account.locale, set by PUT /api/profile/locale), found by its id or, for a mail
 * to an address (a payer's, a claim's preferred address), by the account that has that email;
 * English when no account has it. Callers read it with the EntityManager of the transaction
 * that writes the mail (one statement on the same connection), then render the template in it:
 * the outbox holds the mail as the recipient will read it.
 */
export async function recipientLocale(em: EntityManager, who: { userId?: string | null; email?: string | null }): Promise<Locale> {
  const byId = who.userId ? await em.execute<Array<{ locale: string }>>('select locale from user_account where id = ?', [who.userId]) : [];
  if (byId[0]) return localeOf(byId[0].locale);
  const email = who.email?.trim().toLowerCase();
  if (!email) return DEFAULT_LOCALE;
  const byEmail = await em.execute<Array<{ locale: string }>>('select locale from user_account where email = ? limit 1', [email]);
  return byEmail[0] ? localeOf(byEmail[0].locale) : DEFAULT_LOCALE;
}
