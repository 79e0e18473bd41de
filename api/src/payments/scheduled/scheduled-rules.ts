import { PolicyStatus } from '../../core';

/*
 * Scheduled payments (doc 2 §4 Scheduled payments, §5 Scheduled payment, §9) as pure functions
 * over dates (YYYY-MM-DD, UTC) and integer cents. Unit tests: scheduled-rules.spec.ts.
 */

export const SCHEDULED_MESSAGES = {
  walletRequired: 'A wallet account is required before using scheduled payments',
  createWalletItem: 'Please create a wallet item from the Wallet section.',
  minimumAmount: 'Amount must be at least $10.00',
  dateRange: (tomorrow: string, end: string) => `The payment date must be from ${usDate(tomorrow)} to ${usDate(end)} (the policy term's end).`,
  notEligible: 'Scheduled payments are available only for In-Force policies whose term ends on or after tomorrow (for an account bill, its primary policy).',
  accountNumber: 'The account number is not the policy account bill.',
  feeChanged: 'The convenience fee has changed. Please review the payment and submit it again.',
  duplicate: 'A payment is already scheduled for this policy with this payment method on this date. Do you want to schedule another?',
  disabled: 'Scheduled payments are not available.',
  notFound: 'Scheduled payment not found.',
  saveFailed: 'Error saving Scheduled Payment',
  deleteFailed: 'Error deleting schedule payment',
} as const;

/** Minimum scheduled payment, and the smallest amount whose fee is looked up (doc 2 §9). */
export const SCHEDULED_MINIMUM_CENTS = 1000;

const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

export interface ScheduledPolicyFacts {
  status: PolicyStatus;
  termEndDate: string;
  isPartOfAccountBill: boolean;
  isPrimaryAccountPolicy: boolean;
}

export function tomorrowOf(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Eligible for scheduled payments: In-Force, term ending on or after tomorrow, and for an account bill the primary policy. */
export function isEligible(p: ScheduledPolicyFacts, today: string): boolean {
  return p.status === PolicyStatus.InForce && p.termEndDate >= tomorrowOf(today) && (!p.isPartOfAccountBill || p.isPrimaryAccountPolicy);
}

/** Every §5 rule a new scheduled payment breaks (empty when none). */
export function scheduledErrors(p: ScheduledPolicyFacts, input: { date: string; amountCents: number }, today: string): string[] {
  if (!isEligible(p, today)) return [SCHEDULED_MESSAGES.notEligible];
  const errors: string[] = [];
  const tomorrow = tomorrowOf(today);
  if (input.date < tomorrow || input.date > p.termEndDate) errors.push(SCHEDULED_MESSAGES.dateRange(tomorrow, p.termEndDate));
  if (input.amountCents < SCHEDULED_MINIMUM_CENTS) errors.push(SCHEDULED_MESSAGES.minimumAmount);
  return errors;
}

/** Same policy, method and date (doc 2 §4: asks for a confirmation). */
export function isDuplicate(
  existing: Array<{ policyNumber: string; fundingAccountToken: string; scheduleDate: string }>,
  candidate: { policyNumber: string; fundingAccountToken: string; scheduleDate: string },
): boolean {
  return existing.some(
    (e) => e.policyNumber === candidate.policyNumber && e.fundingAccountToken === candidate.fundingAccountToken && e.scheduleDate === candidate.scheduleDate,
  );
}

/** Semicolon-separated addresses (doc 2 §5: multiple emails where configured): the trimmed, distinct ones. */
export function emailList(value: string | undefined | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(';')
        .map((e) => e.trim())
        .filter(Boolean),
    ),
  ];
}
