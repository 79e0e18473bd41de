import type { Cents } from './money';
import { formatCents, sumCents } from './money';
import { paymentsText } from '../i18n';

/** Doc 2 §5 "Split payments": the catalogue's validation.* (English word for word, messages.tsv). */
export const mustAddUpTo = (totalCents: Cents) => paymentsText()('validation.mustAddUpTo', { amount: formatCents(totalCents) });

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
  const t = paymentsText();
  if (methods.length === 0) return [t('validation.atLeastOneMethod')];
  if (split && sumCents(methods.map((m) => m.amountCents)) !== totalCents) errors.push(mustAddUpTo(totalCents));
  if (!rules.bypassEmailCheck && rules.emailAddress.trim() === '') errors.push(t('validation.emailRequired'));
  if (methods.some((m) => m.addToWallet && !m.walletNickname?.trim())) errors.push(t('validation.walletNicknameRequired'));
  if (methods.some((m) => !m.complete)) errors.push(t('validation.paymentInfoNotValid'));
  return errors;
}

/** A split may add a method while below the method limit. */
export function canAddMethod(count: number, settings: SplitSettings): boolean {
  return count < maxSplitMethods(settings);
}
