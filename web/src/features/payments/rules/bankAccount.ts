import en from '@/i18n/locales/en/payments.json';
import { paymentsText } from '../i18n';

/** Doc 2 §5 "Bank account" and §9 (routing 9 digits, account at most 17). The spec's sentence in English (the catalogue's). */
export const INCORRECT_NUMBER = en.bank.incorrectNumber;
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;
export const ROUTING_DIGITS = 9;

/** Account types (doc 2 §9): the value sent, and the key of its name in the catalogue. */
export const ACCOUNT_TYPES = [
  { value: '1', label: 'bank.checking' },
  { value: '2', label: 'bank.savings' },
] as const;

/** The account types with their names in the page's language, for a select. */
export const accountTypeOptions = () => {
  const t = paymentsText();
  return ACCOUNT_TYPES.map((a) => ({ value: a.value, label: t(a.label) }));
};

/**
 * The standard ABA routing-number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a
 * multiple of 10, over exactly nine digits.
 */
export function abaChecksumValid(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const d = [...routingNumber].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** The bank name is looked up once nine digits are entered (and only then). */
export function shouldLookUpBankName(routingNumber: string): boolean {
  return /^\d{9}$/.test(routingNumber) && abaChecksumValid(routingNumber);
}

export interface BankAccountValues {
  routingNumber: string;
  accountNumber: string;
  accountNumberConfirmation: string;
  accountType: string;
  firstName?: string;
  lastName?: string;
}

export type BankAccountErrors = Partial<Record<keyof BankAccountValues, string>>;

/**
 * A bank account's field errors (doc 2 §5): the routing checksum (the spec's incorrect-number
 * sentence), an account number of 1-17 digits equal to its confirmation, an account type, and
 * first and last name when the account is saved to a wallet.
 */
export function checkBankAccount(values: BankAccountValues, options: { forWallet?: boolean } = {}): BankAccountErrors {
  const errors: BankAccountErrors = {};
  const t = paymentsText();
  if (!abaChecksumValid(values.routingNumber)) errors.routingNumber = values.routingNumber ? t('bank.incorrectNumber') : t('bank.routingRequired');
  if (!values.accountNumber) errors.accountNumber = t('bank.accountRequired');
  else if (!/^\d+$/.test(values.accountNumber)) errors.accountNumber = t('bank.accountDigits');
  else if (values.accountNumber.length > ACCOUNT_NUMBER_MAX_DIGITS) errors.accountNumber = t('bank.accountMax', { max: ACCOUNT_NUMBER_MAX_DIGITS });
  if (values.accountNumberConfirmation !== values.accountNumber) errors.accountNumberConfirmation = t('bank.mismatch');
  if (!ACCOUNT_TYPES.some((a) => a.value === values.accountType)) errors.accountType = t('bank.typeRequired');
  if (options.forWallet) {
    if (!values.firstName?.trim()) errors.firstName = t('bank.firstNameRequired');
    if (!values.lastName?.trim()) errors.lastName = t('bank.lastNameRequired');
  }
  return errors;
}

/** Last four digits for a summary (a full account number is never shown back). */
export function maskAccount(accountNumber: string): string {
  return accountNumber.length <= 4 ? accountNumber : `••••${accountNumber.slice(-4)}`;
}
