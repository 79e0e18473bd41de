import type { CardBrand, FundingCategory } from '../payment-provider.port';

/**
 * How the sandbox treats a funding account at sale time. Decided once, when the account is
 * tokenised, from the test number typed (the vault keeps this, never the number): a real
 * processor's answer depends on the card; the sandbox's on which test card it was.
 */
export enum SandboxBehaviour {
  Approve = 'approve',
  Decline = 'decline',
  InsufficientFunds = 'insufficient-funds',
  ExpiredCard = 'expired-card',
  /** Declined on the first sale of the token, approved on every later one (retry tests). */
  FailsFirstTry = 'fails-first-try',
}

export const SANDBOX_BEHAVIOURS = Object.values(SandboxBehaviour);

/** The provider status descriptions of a refusal (shown to the user with ':' as ' - '). */
export const CARD_DECLINES: Record<Exclude<SandboxBehaviour, SandboxBehaviour.Approve>, string> = {
  [SandboxBehaviour.Decline]: 'DECLINED: The card issuer declined the payment (do not honor)',
  [SandboxBehaviour.InsufficientFunds]: 'INSUFFICIENT_FUNDS: The card has insufficient funds',
  [SandboxBehaviour.ExpiredCard]: 'EXPIRED_CARD: The card has expired',
  [SandboxBehaviour.FailsFirstTry]: 'PROCESSOR_UNAVAILABLE: The processor did not answer in time, please try again',
};

/** The same for bank accounts, in NACHA return-code style. */
export const BANK_DECLINES: Record<Exclude<SandboxBehaviour, SandboxBehaviour.Approve>, string> = {
  [SandboxBehaviour.Decline]: 'R03: No account or unable to locate account',
  [SandboxBehaviour.InsufficientFunds]: 'R01: Insufficient funds',
  [SandboxBehaviour.ExpiredCard]: 'R02: Account closed',
  [SandboxBehaviour.FailsFirstTry]: 'PROCESSOR_UNAVAILABLE: The ACH network did not answer in time, please try again',
};

export interface TestCard {
  number: string;
  brand: CardBrand;
  category: Extract<FundingCategory, 'Credit' | 'Debit'>;
  behaviour: SandboxBehaviour;
  /** What README says it is for. */
  note: string;
}

/**
 * The sandbox's test cards (documented in README, "Sandbox payment provider"). Any other number
 * that passes the Luhn check and belongs to a supported brand is approved as a credit card.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', category: 'Credit', behaviour: SandboxBehaviour.Approve, note: 'approved' },
  { number: '5555555555554444', brand: 'mastercard', category: 'Credit', behaviour: SandboxBehaviour.Approve, note: 'approved' },
  { number: '378282246310005', brand: 'american-express', category: 'Credit', behaviour: SandboxBehaviour.Approve, note: 'approved (4-digit security code)' },
  { number: '6011111111111117', brand: 'discover', category: 'Credit', behaviour: SandboxBehaviour.Approve, note: 'approved' },
  { number: '4000056655665556', brand: 'visa', category: 'Debit', behaviour: SandboxBehaviour.Approve, note: 'approved, a debit card' },
  { number: '4000000000000002', brand: 'visa', category: 'Credit', behaviour: SandboxBehaviour.Decline, note: 'declined (do not honor)' },
  { number: '4000000000009995', brand: 'visa', category: 'Credit', behaviour: SandboxBehaviour.InsufficientFunds, note: 'declined: insufficient funds' },
  { number: '4000000000000069', brand: 'visa', category: 'Credit', behaviour: SandboxBehaviour.ExpiredCard, note: 'declined: expired card' },
  {
    number: '4000000000000119',
    brand: 'visa',
    category: 'Credit',
    behaviour: SandboxBehaviour.FailsFirstTry,
    note: 'declined on the first sale (processor unavailable), approved when tried again',
  },
];

export interface TestBankAccount {
  accountNumber: string;
  behaviour: SandboxBehaviour;
  note: string;
}

/** Test bank account numbers (any valid routing number); every other account number is approved. */
export const TEST_BANK_ACCOUNTS: readonly TestBankAccount[] = [
  { accountNumber: '000123456789', behaviour: SandboxBehaviour.Approve, note: 'approved' },
  { accountNumber: '000000000013', behaviour: SandboxBehaviour.Decline, note: 'returned: R03 no account' },
  { accountNumber: '000000000021', behaviour: SandboxBehaviour.InsufficientFunds, note: 'returned: R01 insufficient funds' },
  { accountNumber: '000000000039', behaviour: SandboxBehaviour.FailsFirstTry, note: 'declined on the first sale, approved when tried again' },
];

/** Only digits, as typed with spaces or dashes. */
export const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand a card number belongs to by its issuer prefix and length, or undefined when the sandbox does not take it. */
export function cardBrandOf(number: string): CardBrand | undefined {
  if (/^4\d{12}(\d{3}){0,2}$/.test(number)) return 'visa';
  if (/^(5[1-5]\d{14}|2(2[2-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/.test(number)) return 'mastercard';
  if (/^3[47]\d{13}$/.test(number)) return 'american-express';
  if (/^(6011\d{12}|65\d{14}|64[4-9]\d{13})$/.test(number)) return 'discover';
  return undefined;
}

/** What a card number stands for in the sandbox: brand, category and behaviour (undefined: not a card the sandbox takes). */
export function classifyCard(number: string): Pick<TestCard, 'brand' | 'category' | 'behaviour'> | undefined {
  if (!passesLuhn(number)) return undefined;
  const test = TEST_CARDS.find((c) => c.number === number);
  if (test) return { brand: test.brand, category: test.category, behaviour: test.behaviour };
  const brand = cardBrandOf(number);
  return brand ? { brand, category: 'Credit', behaviour: SandboxBehaviour.Approve } : undefined;
}

/** The behaviour of a bank account number. */
export function classifyBankAccount(accountNumber: string): SandboxBehaviour {
  return TEST_BANK_ACCOUNTS.find((a) => a.accountNumber === accountNumber)?.behaviour ?? SandboxBehaviour.Approve;
}

/** The standard ABA routing number checksum (3-7-1 weights). */
export function passesAbaChecksum(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const d = [...routingNumber].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}
