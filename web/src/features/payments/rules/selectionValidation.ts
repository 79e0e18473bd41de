import type { Cents } from './money';
import { formatCents } from './money';
import type { Payable, PaymentLine } from './paymentOptions';
import { MINIMUM_CUSTOM_CENTS, selectedTotal } from './paymentOptions';

/** Doc 2 §5 "Policy selection", word for word (messages.tsv). */
export const AT_LEAST_ONE_POLICY = 'At least one policy must be selected';
export const TOTAL_ABOVE_ZERO = 'Total must be greater than $0.00';
export const INVALID_AMOUNTS = 'Invalid amounts';
export const MINIMUM_WITHOUT_BALANCE = 'Amount must be greater than or equal to $ 10.00';

export const mustBeLessThan = (maxCents: Cents) => `Must be less than ${formatCents(maxCents)}`;
export const aboveVendorMaximum = (maxCents: Cents, phone: string) =>
  `Payments greater than ${formatCents(maxCents)} cannot be made online.  Please contact customer service at ${phone}.`;
export const minimumOfBalance = (balanceCents: Cents) => `Amount must be greater than or equal to ${formatCents(balanceCents)}`;

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
  const selected = lines.filter((l) => l.selected && !l.removed);
  if (selected.length === 0) errors.push(AT_LEAST_ONE_POLICY);
  else if (selectedTotal(lines) <= 0) errors.push(TOTAL_ABOVE_ZERO);

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
      if (line.amountCents < minimum) lineErrors[line.policyNumber] = hasBalance ? minimumOfBalance(payable.outstandingCents) : MINIMUM_WITHOUT_BALANCE;
    }
  }
  if (Object.keys(lineErrors).length > 0) errors.push(INVALID_AMOUNTS);
  return { errors, lineErrors, inlineMessage };
}
