import type { Cents } from './money';
import { formatCents, sumCents } from './money';

/** Doc 2 §5 "Split payments", word for word (messages.tsv). */
export const AT_LEAST_ONE_METHOD = 'At least one payment method must be entered';
export const EMAIL_REQUIRED = 'Email Address is required';
export const WALLET_NICKNAME_REQUIRED = 'Wallet Nickname is required';
export const PAYMENT_INFORMATION_NOT_VALID = 'Payment Information is not valid';
export const mustAddUpTo = (totalCents: Cents) => `All payment methods must add up to ${formatCents(totalCents)}`;

/** The split settings (GET /api/payment/settings). */
export interface SplitSettings {
  allowSplitPayments: boolean;
  /** 0 = no limit. */
  numberOfPoliciesToAllowOnSplitPayments: number;
  numberOfPaymentMethodsToAllowOnSplitPayments: number;
}

/** Split is offered only when allowed and the policy count is within the limit (0 = no limit). */
export function splitAllowed(settings: SplitSettings, policyCount: number): boolean {
  if (!settings.allowSplitPayments) return false;
  const limit = settings.numberOfPoliciesToAllowOnSplitPayments;
  return limit === 0 || policyCount <= limit;
}

/** How many methods a split may have (at least one; the setting caps it, below 2 means no split). */
export function maxSplitMethods(settings: SplitSettings): number {
  return Math.max(1, settings.numberOfPaymentMethodsToAllowOnSplitPayments);
}

/** One method of a payment: its amount and whether its source is complete and valid. */
export interface MethodEntry {
  amountCents: Cents;
  /** The source passed its own rules (bank fields, or a card token from the frame). */
  complete: boolean;
  addToWallet?: boolean;
  walletNickname?: string;
}

export interface PaymentInfoRules {
  emailAddress: string;
  /** An agent's bypass of the email check (never set for a customer). */
  bypassEmailCheck?: boolean;
}

/**
 * The payment information step's errors (doc 2 §5): single form 'Payment Information is not
 * valid'; split: a method at least, methods adding up to the total, email unless bypassed, a
 * wallet nickname when add-to-wallet is ticked.
 */
export function checkPaymentInfo(methods: readonly MethodEntry[], totalCents: Cents, rules: PaymentInfoRules, split: boolean): string[] {
  const errors: string[] = [];
  if (methods.length === 0) return [AT_LEAST_ONE_METHOD];
  if (split && sumCents(methods.map((m) => m.amountCents)) !== totalCents) errors.push(mustAddUpTo(totalCents));
  if (!rules.bypassEmailCheck && rules.emailAddress.trim() === '') errors.push(EMAIL_REQUIRED);
  if (methods.some((m) => m.addToWallet && !m.walletNickname?.trim())) errors.push(WALLET_NICKNAME_REQUIRED);
  if (methods.some((m) => !m.complete)) errors.push(PAYMENT_INFORMATION_NOT_VALID);
  return errors;
}

/** A split may add a method while below the method limit. */
export function canAddMethod(count: number, settings: SplitSettings): boolean {
  return count < maxSplitMethods(settings);
}
