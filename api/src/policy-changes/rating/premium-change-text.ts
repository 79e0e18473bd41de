import { parseCalendarDate, usDate } from './dates';
import { formatCents } from './money';
import type { PremiumChangeDirection, PremiumChangeText } from './types';

/**
 * The premium-change text of doc 3 §4: "This change will result in a $12.34 INCREASE IN
 * PREMIUM for the period 08/01/2026 to 11/15/2026." A negative difference is shown in
 * parentheses, and the text reads DECREASE exactly when the amount has a parenthesis, as the
 * spec words it; so no change reads "$0.00 INCREASE IN PREMIUM".
 */
export function premiumChangeText(differenceInRate: number, periodStart: string, periodEnd: string): PremiumChangeText {
  const amount = formatCents(differenceInRate);
  const direction: PremiumChangeDirection = amount.includes('(') ? 'DECREASE' : 'INCREASE';
  const label = `${direction} IN PREMIUM`;
  const start = usDate(parseCalendarDate(periodStart, 'periodStart'));
  const end = usDate(parseCalendarDate(periodEnd, 'periodEnd'));
  return {
    amount,
    direction,
    label,
    periodStart: start,
    periodEnd: end,
    text: `This change will result in a ${amount} ${label} for the period ${start} to ${end}.`,
  };
}
