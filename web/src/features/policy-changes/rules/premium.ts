import { policyChangesText } from '../i18n';
import { usDate } from './effectiveDate';

/**
 * Doc 3 §4 "Premium-change text": "This change will result in a $12.00 INCREASE IN PREMIUM",
 * with the period. The rate's difference is the server's formatted amount; it is a decrease
 * when it contains a parenthesis ("($12.00)").
 */
export function premiumChangeText(rate: { differenceInRate: string; policyEffectiveDate: string; policyExpirationDate: string }): {
  sentence: string;
  period: string;
  decrease: boolean;
} {
  const decrease = rate.differenceInRate.includes('(');
  const t = policyChangesText();
  return {
    sentence: t('rate.sentence', { amount: rate.differenceInRate, direction: t(decrease ? 'rate.decrease' : 'rate.increase') }),
    period: t('rate.period', { start: usDate(rate.policyEffectiveDate), end: usDate(rate.policyExpirationDate) }),
    decrease,
  };
}
