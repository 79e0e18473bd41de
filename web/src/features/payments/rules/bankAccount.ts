/** Doc 2 §5 "Bank account" and §9 (routing 9 digits, account at most 17). */
export const INCORRECT_NUMBER = 'Incorrect number entered. Please check and re-enter to proceed with payment.';
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;
export const ROUTING_DIGITS = 9;

/** Account types (doc 2 §9). */
export const ACCOUNT_TYPES = [
  { value: '1', label: 'Checking' },
  { value: '2', label: 'Savings' },
] as const;

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
  if (!abaChecksumValid(values.routingNumber)) errors.routingNumber = values.routingNumber ? INCORRECT_NUMBER : 'Enter the routing number.';
  if (!values.accountNumber) errors.accountNumber = 'Enter the account number.';
  else if (!/^\d+$/.test(values.accountNumber)) errors.accountNumber = 'Account number must contain digits only.';
  else if (values.accountNumber.length > ACCOUNT_NUMBER_MAX_DIGITS)
    errors.accountNumber = `Account number must be at most ${ACCOUNT_NUMBER_MAX_DIGITS} digits.`;
  if (values.accountNumberConfirmation !== values.accountNumber) errors.accountNumberConfirmation = 'Account numbers do not match.';
  if (!ACCOUNT_TYPES.some((t) => t.value === values.accountType)) errors.accountType = 'Choose the account type.';
  if (options.forWallet) {
    if (!values.firstName?.trim()) errors.firstName = 'Enter the first name.';
    if (!values.lastName?.trim()) errors.lastName = 'Enter the last name.';
  }
  return errors;
}

/** Last four digits for a summary (a full account number is never shown back). */
export function maskAccount(accountNumber: string): string {
  return accountNumber.length <= 4 ? accountNumber : `••••${accountNumber.slice(-4)}`;
}
