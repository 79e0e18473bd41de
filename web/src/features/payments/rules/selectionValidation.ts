import type { Cents } from './money';
import { formatCents } from './money';
import type { Payable, PaymentLine } from './paymentOptions';
import { MINIMUM_CUSTOM_CENTS, selectedTotal } from './paymentOptions';
import { paymentsText } from '../i18n';

/* Doc 2 §5 "Policy selection": the catalogue's validation.* (English word for word, messages.tsv), in the page's language. */
export const mustBeLessThan = (maxCents: Cents) => paymentsText()('validation.mustBeLessThan', { amount: formatCents(maxCents) });
export const aboveVendorMaximum = (maxCents: Cents, phone: string) => paymentsText()('validation.aboveVendorMaximum', { amount: formatCents(maxCents), phone });
export const minimumOfBalance = (balanceCents: Cents) => paymentsText()('validation.minimumOfBalance', { amount: formatCents(balanceCents) });

export interface SelectionRules {
  /** maximumVendorPaymentAmount in cents; null or 0 for no maximum. */
  maximumVendorCents: Cents | null;
  /** The support phone the inline message names. */
  phone: string;
  /** An agent's bypass of the amount check (never set for a customer). */
  bypassAmountCheck?: boolean;
}

export interface SelectionCheck {
  /** The step's errors, listed in the Continue tooltip. */
  errors: string[];
  /** Per policy number, the message under its amount. */
  lineErrors: Record<string, string>;
  /** 'Payments greater than … cannot be made online…' when a line is above the maximum. */
  inlineMessage: string | null;
}

/**
 * The first step's rules (doc 2 §5): at least one policy, a total above $0.00, no amount above
 * the vendor maximum, and a custom amount not below the balance due (or $10.00 with no balance).
 */
export function checkSelection(lines: readonly PaymentLine[], payables: readonly Payable[], rules: SelectionRules): SelectionCheck {
  const errors: string[] = [];
  const lineErrors: Record<string, string> = {};
  let inlineMessage: string | null = null;
  const t = paymentsText();
  const selected = lines.filter((l) => l.selected && !l.removed);
  if (selected.length === 0) errors.push(t('validation.atLeastOnePolicy'));
  else if (selectedTotal(lines) <= 0) errors.push(t('validation.totalAboveZero'));

  const max = rules.maximumVendorCents && rules.maximumVendorCents > 0 ? rules.maximumVendorCents : null;
  for (const line of selected) {
    const payable = payables.find((p) => p.policyNumber === line.policyNumber);
    if (max !== null && !rules.bypassAmountCheck && line.amountCents > max) {
      lineErrors[line.policyNumber] = mustBeLessThan(max);
      inlineMessage = aboveVendorMaximum(max, rules.phone);
      continue;
    }
    if (line.paymentOption === 'Custom Payment' && payable && !rules.bypassAmountCheck) {
      const hasBalance = payable.outstandingCents > 0;
      const minimum = hasBalance ? payable.outstandingCents : MINIMUM_CUSTOM_CENTS;
      if (line.amountCents < minimum)
        lineErrors[line.policyNumber] = hasBalance ? minimumOfBalance(payable.outstandingCents) : t('validation.minimumWithoutBalance');
    }
  }
  if (Object.keys(lineErrors).length > 0) errors.push(t('validation.invalidAmounts'));
  return { errors, lineErrors, inlineMessage };
}
