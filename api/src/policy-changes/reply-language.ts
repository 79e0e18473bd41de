import type { Locale } from '../common/i18n/locales';
import { translateMessage } from '../common/i18n/translate';
import type { PremiumChangeText } from './rating';
import type { PolicyChangeConfirmation, PolicyChangeRate } from './policy-changes.service';

/**
 * The sentences of a rate or confirmation reply in the caller's language (issue 17). The service
 * writes them in the spec's English, which is also what the pending endorsement stores and the
 * confirmation emails to the agency use; only the reply is translated. Amount, direction and
 * dates stay as they are (the web may rebuild the sentence from them).
 */
export function premiumChangeIn(locale: Locale, premium: PremiumChangeText): PremiumChangeText {
  return { ...premium, label: translateMessage(locale, premium.label), text: translateMessage(locale, premium.text) };
}

export function rateIn(locale: Locale, rate: PolicyChangeRate): PolicyChangeRate {
  return {
    ...rate,
    premiumChange: premiumChangeIn(locale, rate.premiumChange),
    warnings: rate.warnings.map((w) => ({ ...w, message: translateMessage(locale, w.message) })),
  };
}

export function confirmationIn(locale: Locale, confirmation: PolicyChangeConfirmation): PolicyChangeConfirmation {
  return { ...confirmation, premiumChange: premiumChangeIn(locale, confirmation.premiumChange), message: translateMessage(locale, confirmation.message) };
}
