import { ApiSchema } from '@nestjs/swagger';
import {
  BoolField,
  EnumField,
  IntField,
  NumberField,
  ObjectArrayField,
  ObjectField,
  StringArrayField,
  StringField,
} from '../../common/validation/field.decorators';
import { POLICY_NUMBER_PATTERN } from '../../core';
import { PAYMENT_MESSAGES, PAYMENT_OPTIONS, type PaymentOption } from '../payment-rules';
import { BANK_ACCOUNT_FIELDS, DOLLARS, PAYMENT_METHOD_FIELDS, PERSON_NAME, TOKEN } from './payment-fields';

/*
 * Request shapes of the payment calls, named after the spec's schemas (openapi/components/
 * schemas); the contract test compares every rule with the spec. A card number, expiry or
 * security code has no field here: the validation pipe refuses any field a DTO does not declare,
 * so a raw card number can never reach the API (PCI DSS SAQ A shape).
 */

const POLICY_NUMBER = {
  minLength: 10,
  maxLength: 10,
  pattern: POLICY_NUMBER_PATTERN,
  patternMessage: 'Enter a policy number of 3 letters and 7 digits.',
  example: 'PPA1000101',
} as const;

/** An account bill's number, instead of a policy number (one-time payment's search, the card frame's session). */
const ACCOUNT_BILL_NUMBER = {
  label: 'Account Number',
  required: false,
  minLength: 10,
  maxLength: 10,
  pattern: /^[0-9]{10}$/,
  patternMessage: 'Enter the 10-digit account number from your bill.',
  example: '7700412835',
} as const;

@ApiSchema({ name: 'PaymentPolicyLine' })
export class PaymentPolicyLineDto {
  @StringField({ ...POLICY_NUMBER, label: 'Policy Number', description: 'The policy number (the primary policy of an account bill).' })
  policyNumber: string;

  @NumberField({ ...DOLLARS, label: 'Amount', description: 'Dollars with at most two decimals (counted as integer cents by the API).', example: 182.4 })
  amount: number;

  @EnumField({ values: PAYMENT_OPTIONS, label: 'Payment Option', description: 'Which amount the user chose.', example: 'Current Balance' })
  paymentOption: PaymentOption;
}

@ApiSchema({ name: 'PaymentSourceAmount' })
export class PaymentSourceAmountDto {
  @StringField({ ...POLICY_NUMBER, label: 'Policy Number', description: "One of the request's policy numbers." })
  policyNumber: string;

  @NumberField({ ...DOLLARS, label: 'Amount', description: 'Dollars with at most two decimals.', example: 100 })
  amount: number;
}

@ApiSchema({ name: 'ProviderFunding' })
export class ProviderFundingDto {
  @StringField({
    label: 'Card',
    minLength: 1,
    maxLength: 200,
    pattern: TOKEN,
    patternMessage: 'The card is not valid. Please enter the card again.',
    description: 'The funding account token the frame returned.',
    example: 'sbx-fa-4f1c2a9e7d3b4c5a',
  })
  fundingAccountToken: string;

  @StringField({
    label: 'Card session',
    minLength: 1,
    maxLength: 2000,
    pattern: TOKEN,
    patternMessage: PAYMENT_MESSAGES.timeExpired,
    required: false,
    description:
      "The session the card was entered in (from GET /api/payment/auth); required for a card entered in the frame, absent when paying with one of the user's wallet items (its fundingAccountToken).",
    example: 'sbx-sess.eyJzIjoiMSJ9.c2lnbmF0dXJl',
  })
  sessionToken?: string;

  @EnumField({
    values: ['Credit', 'Debit'] as const,
    required: false,
    label: 'Funding category',
    description: 'As the frame reported it (the API reads its own from the provider).',
    example: 'Credit',
  })
  fundingCategory?: 'Credit' | 'Debit';

  @EnumField({
    values: ['visa', 'mastercard', 'american-express', 'discover'] as const,
    required: false,
    label: 'Card brand',
    description: 'The card brand as the frame reported it.',
    example: 'visa',
  })
  fundingMethod?: string;

  @StringField({
    label: 'Card last four digits',
    required: false,
    minLength: 4,
    maxLength: 4,
    pattern: /^[0-9]{4}$/,
    description: 'Last four digits as the frame reported them.',
    example: '1111',
  })
  fundingAccountLastFourDigits?: string;
}

/**
 * A new card (the provider's frame token and its expiry) or bank account, as both the wallet's
 * AddWalletItemRequest and the RecurringPaymentSource take it: each request extends this and
 * adds its own fields (the recurring source its billing zip code, the wallet item its nickname).
 */
export abstract class NewPaymentMethodFields {
  @ObjectField({ type: () => ProviderFundingDto, required: false, label: 'Card' })
  fiserv?: ProviderFundingDto;

  @IntField({ ...PAYMENT_METHOD_FIELDS.cardExpireMonth, description: "The card's expiry month (required for a card).", example: 12 })
  cardExpireMonth?: number;

  @IntField({ ...PAYMENT_METHOD_FIELDS.cardExpireYear, description: "The card's expiry year (required for a card; not in the past).", example: 2029 })
  cardExpireYear?: number;

  @IntField({ ...PAYMENT_METHOD_FIELDS.accountType, description: 'Bank account type: 1 Checking, 2 Savings (required for a new bank account).', example: 1 })
  accountType?: number;

  @StringField(BANK_ACCOUNT_FIELDS.routingNumber)
  routingNumber?: string;

  @StringField(BANK_ACCOUNT_FIELDS.accountNumber)
  accountNumber?: string;

  @StringField(BANK_ACCOUNT_FIELDS.accountNumberConfirmation)
  accountNumberConfirmation?: string;

  @StringField({ ...PAYMENT_METHOD_FIELDS.firstName, description: "Account holder's first name (required for a bank account).", example: 'Emily' })
  firstName?: string;

  @StringField({ ...PAYMENT_METHOD_FIELDS.lastName, description: "Account holder's last name (required for a bank account).", example: 'Carter' })
  lastName?: string;
}

@ApiSchema({ name: 'PaymentSource' })
export class PaymentSourceDto {
  @EnumField({
    values: ['check', 'credit'] as const,
    label: 'Payment Method',
    description: '`check` for a bank account, `credit` for a credit or debit card.',
    example: 'credit',
  })
  type: 'check' | 'credit';

  @ObjectArrayField({
    type: () => PaymentSourceAmountDto,
    required: false,
    maxItems: 50,
    label: 'Amounts',
    description: 'What this method pays on each policy.',
  })
  amounts?: PaymentSourceAmountDto[];

  @StringField({
    label: 'Email Address',
    required: false,
    format: 'email',
    maxLength: 254,
    description: "Where the receipt goes ('Email Address is required' unless an agent bypasses the check).",
    example: 'demo@example.com',
  })
  emailAddress?: string;

  @ObjectField({ type: () => ProviderFundingDto, required: false, label: 'Card' })
  fiserv?: ProviderFundingDto;

  @IntField({ ...PAYMENT_METHOD_FIELDS.accountType, example: 1 })
  accountType?: number;

  @StringField({
    ...BANK_ACCOUNT_FIELDS.routingNumber,
    description: "The 9-digit ABA routing number (its checksum is checked, 'Incorrect number entered. Please check and re-enter to proceed with payment.').",
  })
  routingNumber?: string;

  @StringField(BANK_ACCOUNT_FIELDS.accountNumber)
  accountNumber?: string;

  @StringField({ ...BANK_ACCOUNT_FIELDS.accountNumberConfirmation, patternMessage: 'Confirm Account Number must be 4 to 17 digits.' })
  accountNumberConfirmation?: string;

  @StringField({ label: 'First Name', required: false, maxLength: 50, pattern: PERSON_NAME, description: "Account holder's first name.", example: 'Emily' })
  firstName?: string;

  @StringField({ label: 'Last Name', required: false, maxLength: 50, pattern: PERSON_NAME, description: "Account holder's last name.", example: 'Carter' })
  lastName?: string;

  @NumberField({
    ...DOLLARS,
    label: 'Fee',
    required: false,
    description: 'The convenience fee the user was shown (POST /api/payment/calculateFee); when sent, it must equal the fee the API computes.',
    example: 5.47,
  })
  feeAmount?: number;
  @BoolField({
    label: 'Add to wallet',
    required: false,
    description:
      "Save this card or bank account to the payer's wallet after an approved payment (signed-in payers only; needs walletNickname, 'Wallet Nickname is required').",
    example: true,
  })
  addToWallet?: boolean;

  @StringField({
    label: 'Wallet Nickname',
    required: false,
    maxLength: 50,
    pattern: PERSON_NAME,
    description: "The new wallet item's name (required with addToWallet).",
    example: 'Travel card',
  })
  walletNickname?: string;
}

/** What a payment pays and with what: the same two lists in a signed-in and a one-time payment. */
const PAYMENT_LINES = {
  policies: {
    type: () => PaymentPolicyLineDto,
    maxItems: 50,
    label: 'Policies',
    description: "The selected policies ('At least one policy must be selected').",
  },
  sources: {
    type: () => PaymentSourceDto,
    maxItems: 10,
    label: 'Payment Methods',
    description: "The payment methods ('At least one payment method must be entered').",
  },
} as const;

@ApiSchema({ name: 'PaymentRequest' })
export class PaymentRequestDto {
  @ObjectArrayField(PAYMENT_LINES.policies)
  policies: PaymentPolicyLineDto[];

  @ObjectArrayField(PAYMENT_LINES.sources)
  sources: PaymentSourceDto[];

  @BoolField({
    label: 'Bypass amount check',
    required: false,
    description: 'Agent only - skip the minimum, balance and maximum amount checks (never the pay-in-full limit).',
    example: false,
  })
  bypassAmountCheck?: boolean;

  @BoolField({ label: 'Bypass email check', required: false, description: 'Agent only - allow a method without a receipt email address.', example: false })
  bypassEmailCheck?: boolean;
}

const ONE_TIME_TOKEN = {
  minLength: 16,
  maxLength: 128,
  pattern: /^[A-Za-z0-9_-]+$/,
  patternMessage: 'Your verification has expired. Please verify your policy again.',
  example: 'Xq3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5s',
} as const;

@ApiSchema({ name: 'OneTimePaymentRequest' })
export class OneTimePaymentRequestDto {
  @StringField({ ...ONE_TIME_TOKEN, label: 'Verification', description: 'From POST /api/policy/onetime; valid for 30 minutes, for the policies it found.' })
  oneTimeToken: string;

  @ObjectArrayField(PAYMENT_LINES.policies)
  policies: PaymentPolicyLineDto[];

  @ObjectArrayField(PAYMENT_LINES.sources)
  sources: PaymentSourceDto[];
}

@ApiSchema({ name: 'OneTimePolicyRequest' })
export class OneTimePolicyRequestDto {
  @StringArrayField({
    label: 'Policy Number',
    required: false,
    maxItems: 1,
    item: { minLength: 10, maxLength: 10, pattern: POLICY_NUMBER_PATTERN, patternMessage: 'Enter a policy number of 3 letters and 7 digits.' },
    description: 'The policy number (one), unless an account bill number is given.',
    example: ['PPA1000101'],
  })
  policies?: string[];

  @StringField({ ...ACCOUNT_BILL_NUMBER, description: 'The 10-digit account bill number, instead of a policy number.' })
  accountNumber?: string;

  @StringField({
    label: 'Payment Number',
    required: false,
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{10}$/,
    patternMessage: 'Enter the 10-digit payment number from your bill.',
    description: 'The 10-digit payment number on the bill (with a policy number).',
    example: '5012345678',
  })
  paymentNumber?: string;

  @StringField({
    label: 'Policyholder',
    required: false,
    minLength: 1,
    maxLength: 160,
    pattern: /^[^<>]*[^\s<>][^<>]*$/,
    description: 'The policyholder name (with zip).',
    example: 'Emily Carter',
  })
  policyHolder?: string;

  @StringField({
    label: 'Billing Zip Code',
    required: false,
    minLength: 5,
    maxLength: 5,
    pattern: /^[0-9]{5}$/,
    patternMessage: 'Billing Zip Code must be 5 digits.',
    description: 'The 5-digit billing zip code (with the policyholder name).',
    example: '46032',
  })
  zip?: string;
}

/** GET /api/payment/auth query (spec operation getPaymentAuth). */
export class PaymentAuthQueryDto {
  @StringField({ ...POLICY_NUMBER, label: 'Policy Number', required: false, description: 'The policy number paid (or accountNumber).' })
  policyNumber?: string;

  @StringField({ ...ACCOUNT_BILL_NUMBER, description: 'The account bill number paid (or policyNumber).' })
  accountNumber?: string;

  @StringField({
    label: 'User Id',
    required: false,
    format: 'uuid',
    maxLength: 36,
    description: 'The signed-in user whose wallet the card is added to (instead of policyNumber, accountNumber and emailAddress).',
    example: '3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60',
  })
  userId?: string;

  @StringField({
    label: 'Email Address',
    required: false,
    format: 'email',
    maxLength: 254,
    description: "The payer's email address (required with policyNumber or accountNumber).",
    example: 'demo@example.com',
  })
  emailAddress?: string;
}

/** GET /api/payment/bankname/{routingNumber} path. */
export class BankNameParamsDto {
  @StringField({
    label: 'Routing Number',
    minLength: 9,
    maxLength: 9,
    pattern: /^[0-9]{9}$/,
    patternMessage: PAYMENT_MESSAGES.incorrectNumber,
    description: 'The 9-digit ABA routing number.',
    example: '021000021',
  })
  routingNumber: string;
}

/** GET /api/payment/shouldCalculateFee/{date} path. */
export class FeeDateParamsDto {
  @StringField({
    label: 'Date',
    format: 'date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    patternMessage: 'Date must be a date such as 2026-11-25.',
    description: 'The payment date (YYYY-MM-DD); the wizard sends today.',
    example: '2026-11-25',
  })
  date: string;
}
