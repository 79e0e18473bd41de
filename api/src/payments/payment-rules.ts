/*
 * The rules of doc 2 §4 and §5 as pure functions over integer cents, so the API enforces them
 * (the form says them early; the API is the authority) and unit tests pin each one. Messages
 * are messages.tsv's, word for word.
 */

export const PAYMENT_MESSAGES = {
  atLeastOnePolicy: 'At least one policy must be selected',
  totalGreaterThanZero: 'Total must be greater than $0.00',
  mustBeLessThan: (max: string) => `Must be less than ${max}`,
  cannotBeMadeOnline: (max: string, phone: string) => `Payments greater than ${max} cannot be made online.  Please contact customer service at ${phone}.`,
  atLeastBalance: (balance: string) => `Amount must be greater than or equal to ${balance}`,
  /** 'Amount must be greater than or equal to $ 10.00' (the spec's spacing) for the configured minimum. */
  atLeastMinimum: (minimumCents: number) => `Amount must be greater than or equal to $ ${(minimumCents / 100).toFixed(2)}`,
  invalidAmounts: 'Invalid amounts',
  atLeastOneMethod: 'At least one payment method must be entered',
  addUpTo: (total: string) => `All payment methods must add up to ${total}`,
  emailRequired: 'Email Address is required',
  walletNicknameRequired: 'Wallet Nickname is required',
  paymentInformationInvalid: 'Payment Information is not valid',
  incorrectNumber: 'Incorrect number entered. Please check and re-enter to proceed with payment.',
  timeExpired: 'Time has expired, if you wish to continue, please start over.',
  paymentsUnavailable: (phone: string) =>
    `We are currently experiencing issues accepting payments. Please contact Customer Service at ${phone}. We apologize for the inconvenience.`,
  failedToProcess: 'Failed to process payment. Please try again.',
  onePaymentFailed: 'One or more payments failed!',
  matchingPolicyNotFound: 'Matching Policy Not Found!',
  splitNotAllowed: 'Split payments are not available. Please pay with one payment method.',
  splitTooManyPolicies: (n: number) => `A split payment can pay at most ${n} ${n === 1 ? 'policy' : 'policies'}. Please pay with one payment method.`,
  splitTooManyMethods: (n: number) => `At most ${n} payment methods can be used for one payment.`,
  feeChanged: 'The convenience fee has changed. Please review the payment and confirm again.',
} as const;

/** Money as the spec shows it: dollar sign, thousands separators, two decimals ($1,234.50). */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Dollars (the contract's amounts) to integer cents; undefined when the amount has more than two decimals or is not finite. */
export function dollarsToCents(amount: number): number | undefined {
  if (!Number.isFinite(amount)) return undefined;
  const cents = Math.round(amount * 100);
  return Math.abs(amount * 100 - cents) < 1e-6 && Number.isSafeInteger(cents) ? cents : undefined;
}

export const centsToDollars = (cents: number): number => cents / 100;

/** The standard ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function passesAbaChecksum(routingNumber: string): boolean {
  if (!/^[0-9]{9}$/.test(routingNumber)) return false;
  const d = [...routingNumber].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}

/** A bank account as typed into the portal: a payment's source, a recurring setup's, a wallet item. */
export interface TypedBankAccount {
  routingNumber?: string;
  accountNumber?: string;
  accountNumberConfirmation?: string;
  accountType?: number;
}

export const BANK_ACCOUNT_MESSAGES = {
  routingRequired: 'Routing Number is required.',
  accountRequired: 'Account Number is required.',
  accountMismatch: 'Account numbers do not match.',
  accountTypeRequired: 'Account Type is required.',
} as const;

/**
 * The field errors of a typed bank account (doc 2 §5 "Bank account"), keyed `${prefix}${field}`:
 * a routing number that passes the ABA checksum (the spec's incorrect-number sentence), an
 * account number equal to its confirmation, and an account type of 1 (checking) or 2 (savings).
 * The same rules as the web's checkBankAccount, so a form and the API never disagree.
 */
export function bankAccountFieldErrors(account: TypedBankAccount, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!account.routingNumber) errors[`${prefix}routingNumber`] = BANK_ACCOUNT_MESSAGES.routingRequired;
  else if (!passesAbaChecksum(account.routingNumber)) errors[`${prefix}routingNumber`] = PAYMENT_MESSAGES.incorrectNumber;
  if (!account.accountNumber) errors[`${prefix}accountNumber`] = BANK_ACCOUNT_MESSAGES.accountRequired;
  else if (account.accountNumberConfirmation !== account.accountNumber) errors[`${prefix}accountNumberConfirmation`] = BANK_ACCOUNT_MESSAGES.accountMismatch;
  if (account.accountType !== 1 && account.accountType !== 2) errors[`${prefix}accountType`] = BANK_ACCOUNT_MESSAGES.accountTypeRequired;
  return errors;
}

export type PaymentOption = 'Current Balance' | 'Total Balance' | 'Custom Payment';
export const PAYMENT_OPTIONS: readonly PaymentOption[] = ['Current Balance', 'Total Balance', 'Custom Payment'];

/** What a policy line may pay, in cents: the account bill's amounts for an account-billed primary policy. */
export interface Payable {
  policyNumber: string;
  /** The account bill number for an account-billed line, else the policy number. */
  number: string;
  outstandingCents: number;
  payInFullCents: number;
}

export interface AmountLine {
  policyNumber: string;
  amountCents: number;
  paymentOption: PaymentOption;
}

export interface AmountLimits {
  maximumCents: number;
  minimumCents: number;
  phone: string;
  /** The agent's bypass of the minimum, balance and maximum checks (never the pay-in-full limit). */
  bypass: boolean;
}

/**
 * doc 2 §5 Policy selection: errors for the lines (empty when they may be paid). `payables`
 * must hold every line's policy (the caller refuses unknown ones first).
 */
export function amountErrors(lines: AmountLine[], payables: Map<string, Payable>, limits: AmountLimits): string[] {
  if (!lines.length) return [PAYMENT_MESSAGES.atLeastOnePolicy];
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (total <= 0) return [PAYMENT_MESSAGES.totalGreaterThanZero];
  const errors: string[] = [];
  const add = (m: string) => {
    if (!errors.includes(m)) errors.push(m);
  };
  let invalid = new Set(lines.map((l) => l.policyNumber)).size !== lines.length;
  for (const line of lines) {
    const p = payables.get(line.policyNumber);
    if (!p) {
      invalid = true;
      continue;
    }
    const amount = line.amountCents;
    if (amount <= 0 || amount > p.payInFullCents) invalid = true;
    if (!limits.bypass && amount > limits.maximumCents) {
      const max = formatMoney(limits.maximumCents);
      add(PAYMENT_MESSAGES.mustBeLessThan(max));
      add(PAYMENT_MESSAGES.cannotBeMadeOnline(max, limits.phone));
    }
    switch (line.paymentOption) {
      case 'Current Balance':
        if (amount !== p.outstandingCents) invalid = true;
        break;
      case 'Total Balance':
        if (amount !== p.payInFullCents) invalid = true;
        break;
      case 'Custom Payment':
        if (limits.bypass) break;
        // The form starts a custom amount at the balance due when it is at least $1, else at $10.
        if (p.outstandingCents >= 100) {
          if (amount < p.outstandingCents) add(PAYMENT_MESSAGES.atLeastBalance(formatMoney(p.outstandingCents)));
        } else if (amount < limits.minimumCents) {
          add(PAYMENT_MESSAGES.atLeastMinimum(limits.minimumCents));
        }
        break;
    }
  }
  if (invalid || errors.length) errors.push(PAYMENT_MESSAGES.invalidAmounts);
  return errors;
}

export interface SplitSettings {
  allowSplitPayments: boolean;
  /** 0 = no limit. */
  numberOfPoliciesToAllowOnSplitPayments: number;
  numberOfPaymentMethodsToAllowOnSplitPayments: number;
}

export interface SourceShape {
  type: 'check' | 'credit';
  amounts?: Array<{ policyNumber: string; amountCents: number }>;
  emailAddress?: string;
  hasProviderToken: boolean;
  /** The token is one of the payer's wallet items (a saved card or bank account): complete as it is. */
  walletItem?: boolean;
  bank?: { accountType?: number; routingNumber?: string; accountNumber?: string; accountNumberConfirmation?: string };
  /** Save to the wallet after approval: needs a nickname ('Wallet Nickname is required'). */
  addToWallet?: boolean;
  walletNickname?: string;
}

/** One method's share of the payment: what it pays on each policy (cents, > 0). */
export type Allocation = Map<string, number>;

/**
 * doc 2 §5 Split payments (and a single method): errors, or each method's allocation. A single
 * method without `amounts` pays every line.
 */
export function methodErrors(
  lines: AmountLine[],
  sources: SourceShape[],
  split: SplitSettings,
  opts: { requireEmail: boolean },
): { errors: string[]; allocations: Allocation[] } {
  const errors: string[] = [];
  const add = (m: string) => {
    if (!errors.includes(m)) errors.push(m);
  };
  if (!sources.length) return { errors: [PAYMENT_MESSAGES.atLeastOneMethod], allocations: [] };
  if (sources.length > 1) {
    if (!split.allowSplitPayments) add(PAYMENT_MESSAGES.splitNotAllowed);
    else {
      const maxPolicies = split.numberOfPoliciesToAllowOnSplitPayments;
      if (maxPolicies > 0 && lines.length > maxPolicies) add(PAYMENT_MESSAGES.splitTooManyPolicies(maxPolicies));
      if (sources.length > split.numberOfPaymentMethodsToAllowOnSplitPayments)
        add(PAYMENT_MESSAGES.splitTooManyMethods(split.numberOfPaymentMethodsToAllowOnSplitPayments));
    }
  }
  const wanted = new Map(lines.map((l) => [l.policyNumber, l.amountCents]));
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const paid = new Map<string, number>();
  const allocations: Allocation[] = sources.map((s) => {
    const allocation: Allocation = new Map();
    const entries = s.amounts ?? (sources.length === 1 ? lines.map((l) => ({ policyNumber: l.policyNumber, amountCents: l.amountCents })) : []);
    for (const e of entries) {
      if (e.amountCents === 0) continue;
      allocation.set(e.policyNumber, (allocation.get(e.policyNumber) ?? 0) + e.amountCents);
      paid.set(e.policyNumber, (paid.get(e.policyNumber) ?? 0) + e.amountCents);
    }
    return allocation;
  });
  const addsUp = [...paid.keys()].every((n) => wanted.has(n)) && [...wanted].every(([n, cents]) => (paid.get(n) ?? 0) === cents);
  if (!addsUp) add(PAYMENT_MESSAGES.addUpTo(formatMoney(total)));
  sources.forEach((s, i) => {
    if (opts.requireEmail && !s.emailAddress?.trim()) add(PAYMENT_MESSAGES.emailRequired);
    if (s.addToWallet && !s.walletNickname?.trim()) add(PAYMENT_MESSAGES.walletNicknameRequired);
    if (addsUp && allocations[i].size === 0) add(PAYMENT_MESSAGES.paymentInformationInvalid);
    if (!sourceIsComplete(s)) add(PAYMENT_MESSAGES.paymentInformationInvalid);
  });
  return { errors, allocations };
}

/** The single-method form's 'Payment Information is not valid': a card needs the frame's token; a bank account its four fields, the number twice alike; a wallet item (card or bank) its token only. */
export function sourceIsComplete(s: SourceShape): boolean {
  if (s.walletItem) return s.hasProviderToken && !s.bank;
  if (s.type === 'credit') return s.hasProviderToken && !s.bank;
  const b = s.bank;
  if (s.hasProviderToken || !b) return false;
  return (b.accountType === 1 || b.accountType === 2) && !!b.routingNumber && !!b.accountNumber && b.accountNumber === b.accountNumberConfirmation;
}

export interface FeeSettings {
  cardFeeEnabled: boolean;
  cardFeeBasisPoints: number;
  cardFeeFlatCents: number;
  /** YYYY-MM-DD: the fee applies on and after. */
  cardFeeFrom: string;
}

/** GET shouldCalculateFee: a card fee is configured and in effect on the date. */
export function shouldCalculateFee(date: string, s: FeeSettings): boolean {
  return s.cardFeeEnabled && (s.cardFeeBasisPoints > 0 || s.cardFeeFlatCents > 0) && date >= s.cardFeeFrom;
}

/**
 * The convenience fee on one policy's card amount: basis points rounded half up to the cent,
 * plus the flat amount. Bank payments never carry one (doc 2 §9).
 */
export function cardFeeCents(amountCents: number, methodType: 'check' | 'credit', date: string, s: FeeSettings): number {
  if (methodType !== 'credit' || amountCents <= 0 || !shouldCalculateFee(date, s)) return 0;
  return Math.floor((amountCents * s.cardFeeBasisPoints + 5000) / 10000) + s.cardFeeFlatCents;
}

/**
 * Spreads a payment on an account bill over the account's terms (primary first): first what
 * each owes now, then what each still owes for the term. Undefined when the amount is more than
 * the account owes in all.
 */
export function spreadOverAccount(
  amountCents: number,
  terms: Array<{ policyId: number; outstandingCents: number; payInFullCents: number }>,
): Map<number, number> | undefined {
  const parts = new Map<number, number>();
  let left = amountCents;
  for (const t of terms) {
    const take = Math.min(left, Math.max(0, t.outstandingCents));
    if (take > 0) parts.set(t.policyId, take);
    left -= take;
  }
  for (const t of terms) {
    if (left <= 0) break;
    const room = Math.max(0, t.payInFullCents - (parts.get(t.policyId) ?? 0));
    const take = Math.min(left, room);
    if (take > 0) parts.set(t.policyId, (parts.get(t.policyId) ?? 0) + take);
    left -= take;
  }
  return left === 0 ? parts : undefined;
}

/** A provider status description as the list shows it ('CODE: text' becomes 'CODE - text'). */
export const showStatusDescription = (d: string): string => d.replace(/\s*:\s*/g, ' - ');
