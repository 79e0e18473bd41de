import { ApiSchema } from '@nestjs/swagger';
import {
  ReplyBoolField,
  ReplyEnumField,
  ReplyIntField,
  ReplyNumberField,
  ReplyObjectArrayField,
  ReplyObjectField,
  ReplyStringArrayField,
  ReplyStringField,
} from '../../common/validation/field.decorators';
import { ANY_TEXT, DOLLARS } from './payment-fields';

/** Reply shapes of the payment calls, named after the spec's schemas; the service builds plain objects of these shapes. */

const SIGNED_DOLLARS = { minimum: -100000000, maximum: 100000000 } as const;
const POLICY_NUMBER = { maxLength: 10, pattern: /^[A-Za-z]{3}[0-9]{7}$/, example: 'PPA1000101' } as const;
const DATE_TIME = { format: 'date-time', maxLength: 30 } as const;

/**
 * A kept payment method as the replies show it (a wallet item, the method a recurring payment
 * charges): what the provider's token stands for, never a card or account number. Each reply
 * extends it with its own fields (KeptFundingAccount is the stored side).
 */
export abstract class KeptFundingAccountReply {
  @ReplyEnumField({ values: ['Credit', 'Debit', 'Check'] as const, description: 'Card (Credit, Debit) or bank account (Check).', example: 'Credit' })
  fundingCategory: 'Credit' | 'Debit' | 'Check';
  @ReplyStringField({
    nullable: true,
    maxLength: 20,
    pattern: /^[a-z-]*$/,
    description: 'The card brand (visa, mastercard, american-express, discover); null for a bank account.',
    example: 'visa',
  })
  fundingMethod: string | null;
  @ReplyStringField({ maxLength: 4, pattern: /^[0-9]{4}$/, description: 'Last four digits of the card or account.', example: '1111' })
  lastFourDigits: string;
  @ReplyIntField({ nullable: true, format: 'int32', minimum: 1, maximum: 12, description: "The card's expiry month; null for a bank account.", example: 12 })
  cardExpireMonth: number | null;
  @ReplyIntField({
    nullable: true,
    format: 'int32',
    minimum: 2000,
    maximum: 2100,
    description: "The card's expiry year; null for a bank account.",
    example: 2029,
  })
  cardExpireYear: number | null;
  @ReplyIntField({ nullable: true, format: 'int32', minimum: 1, maximum: 2, description: '1 Checking, 2 Savings; null for a card.', example: null as never })
  bankAccountType: number | null;
}

@ApiSchema({ name: 'PaymentSettings' })
export class PaymentSettingsDto {
  @ReplyBoolField({
    description:
      "The system toggle; when false the wizard shows the 'We are currently experiencing issues accepting payments...' message and the API refuses payments (PAYMENTS_UNAVAILABLE).",
    example: true,
  })
  canMakePayments: boolean;
  @ReplyBoolField({ description: "Saved wallet items may pay (Pay Now with a wallet item's token); when false the API refuses them.", example: false })
  allowUseOfWalletItems: boolean;
  @ReplyBoolField({ description: 'The Wallet tab is shown and the wallet calls answer (WALLET_DISABLED otherwise).', example: false })
  isWalletEnabled: boolean;
  @ReplyBoolField({ description: 'The Scheduled payments tab is shown.', example: false })
  isScheduledPaymentEnabled: boolean;
  @ReplyBoolField({ description: 'One payment may be split across several methods.', example: true })
  allowSplitPayments: boolean;
  @ReplyIntField({
    format: 'int32',
    minimum: 0,
    maximum: 100,
    description: 'Split is offered only when at most this many policies are paid at once; 0 means no limit.',
    example: 0,
  })
  numberOfPoliciesToAllowOnSplitPayments: number;
  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 10, description: 'The most methods one split payment may use.', example: 2 })
  numberOfPaymentMethodsToAllowOnSplitPayments: number;
  @ReplyNumberField({
    ...DOLLARS,
    description: "No policy line may be above this amount online ('Payments greater than {max} cannot be made online...').",
    example: 10000,
  })
  maximumVendorPaymentAmount: number;
  @ReplyNumberField({
    ...DOLLARS,
    description: "The least custom amount when the policy has no balance due ('Amount must be greater than or equal to $ 10.00').",
    example: 10,
  })
  minimumPaymentAmount: number;
  @ReplyBoolField({ description: "Cards are entered in the provider's card-entry frame (always true; the portal never takes card numbers).", example: true })
  useFiservForCreditCard: boolean;
  @ReplyBoolField({ description: "Recurring card payments use the provider's frame.", example: true })
  useFiservForRecurringCreditCard: boolean;
  @ReplyBoolField({
    description: 'Bank accounts are tokenised by the provider (through the portal API, which keeps only the last four digits).',
    example: true,
  })
  useFiservforEFTAccount: boolean;
  @ReplyBoolField({ description: 'Recurring bank payments are tokenised by the provider.', example: true })
  useFiservForRecurringEFTAccount: boolean;
  @ReplyBoolField({ description: 'The card-entry frame asks for the security code.', example: true })
  collectSecurityCodeForCreditCardPayments: boolean;
  @ReplyBoolField({ description: 'The frame asks for the security code for recurring payments.', example: true })
  collectSecurityCodeForRecurringCreditCardPayments: boolean;
  @ReplyBoolField({ description: 'The card-entry frame asks for the billing zip code.', example: true })
  collectZipCodeForCreditCardPayments: boolean;
  @ReplyBoolField({ description: 'The frame asks for the billing zip code for recurring payments.', example: true })
  collectZipCodeForRecurringCreditCardPayments: boolean;
  @ReplyStringField({
    maxLength: 500,
    pattern: ANY_TEXT,
    description: "Address of the provider's card-entry frame (the built-in sandbox serves its own under this API's origin).",
    example: '/sandbox-provider/frame',
  })
  fiservUrl: string;
  @ReplyStringField({
    maxLength: 200,
    pattern: ANY_TEXT,
    description: "The provider's public API key the portal posts to the frame (public by design, like a publishable key; never a secret).",
    example: 'sandbox-public-key',
  })
  fiservApiKey: string;
  @ReplyStringField({
    format: 'date',
    maxLength: 10,
    nullable: true,
    description: 'From this date new cards are not offered for recurring payments; null for no restriction.',
    example: null,
  })
  restrictCreditCardsForRecurringPayments_Date: string | null;
  @ReplyStringField({ maxLength: 20, pattern: ANY_TEXT, description: 'The phone number the payment messages name ({phone}).', example: '(800) 555-0142' })
  customerServicePhone: string;
}

@ApiSchema({ name: 'PaymentAuth' })
export class PaymentAuthDto {
  @ReplyStringField({
    maxLength: 2000,
    pattern: ANY_TEXT,
    description: 'Authorisation the portal posts to the frame.',
    example: 'sbx-auth.eyJzIjoiMSJ9.c2lnbmF0dXJl',
  })
  authToken: string;
  @ReplyStringField({
    maxLength: 2000,
    pattern: ANY_TEXT,
    description: 'Names the frame session; send it back with the funding account token.',
    example: 'sbx-sess.eyJzIjoiMSJ9.c2lnbmF0dXJl',
  })
  sessionToken: string;
  @ReplyStringField({
    ...DATE_TIME,
    description: 'When the provider issued the session (UTC); the countdown runs from here.',
    example: '2026-11-25T21:00:00.000Z',
  })
  issuedOn: string;
  @ReplyStringField({ ...DATE_TIME, description: 'issuedOn plus 10 minutes.', example: '2026-11-25T21:10:00.000Z' })
  expiresOn: string;
}

@ApiSchema({ name: 'BankName' })
export class BankNameDto {
  @ReplyStringField({ minLength: 9, maxLength: 9, pattern: /^[0-9]{9}$/, description: 'The 9-digit ABA routing number asked for.', example: '021000021' })
  routingNumber: string;
  @ReplyStringField({ maxLength: 120, pattern: ANY_TEXT, description: "The bank's name as the directory has it.", example: 'JPMORGAN CHASE BANK, NA' })
  bankName: string;
}

@ApiSchema({ name: 'PaymentMethodSummary' })
export class PaymentMethodSummaryDto {
  @ReplyEnumField({ values: ['check', 'credit'], description: '`check` bank account, `credit` card.', example: 'credit' })
  type: 'check' | 'credit';
  @ReplyEnumField({ values: ['Credit', 'Debit', 'Check'], description: 'What the provider says the funding account is.', example: 'Credit' })
  fundingCategory: string;
  @ReplyStringField({
    maxLength: 20,
    pattern: /^[a-z-]+$/,
    nullable: true,
    description: 'Card brand (visa, mastercard, american-express, discover); null for a bank account.',
    example: 'visa',
  })
  brand: string | null;
  @ReplyStringField({
    maxLength: 120,
    pattern: ANY_TEXT,
    nullable: true,
    description: "The bank's name for a bank account (from the routing directory); null for a card.",
    example: null,
  })
  bankName: string | null;
  @ReplyStringField({ minLength: 4, maxLength: 4, pattern: /^[0-9]{4}$/, description: 'Last four digits of the card or account.', example: '1111' })
  lastFour: string;
}

@ApiSchema({ name: 'PaymentConfirmation' })
export class PaymentConfirmationDto {
  @ReplyStringField({
    maxLength: 10,
    pattern: /^[A-Za-z0-9]{1,10}$/,
    description: 'The account bill number for an account-billed policy, else the policy number.',
    example: 'PPA1000101',
  })
  number: string;
  @ReplyStringField({ ...POLICY_NUMBER, description: 'The policy paid (the primary policy of an account bill).' })
  policyNumber: string;
  @ReplyNumberField({ ...DOLLARS, description: 'Amount applied to the policy, dollars.', example: 182.4 })
  amount: number;
  @ReplyNumberField({ ...DOLLARS, description: 'Convenience fee charged with it (cards only; 0 otherwise), dollars.', example: 5.47 })
  feeAmount: number;
  @ReplyEnumField({
    values: ['Approved', 'Declined', 'Pending'],
    description:
      "Approved and posted; Declined (nothing charged, nothing posted); Pending (the provider's answer is not known yet - the portal settles it against the provider within minutes and never charges twice).",
    example: 'Approved',
  })
  status: 'Approved' | 'Declined' | 'Pending';
  @ReplyStringField({
    maxLength: 20,
    pattern: /^[A-Z0-9-]+$/,
    nullable: true,
    description: "The payment's confirmation number; null unless approved.",
    example: 'HM-7F3K9Q2D',
  })
  confirmationNumber: string | null;
  @ReplyStringField({
    maxLength: 500,
    pattern: ANY_TEXT,
    nullable: true,
    description: "Why it failed, fit to show ('Failed to process payment. Please try again.'); null when approved.",
    example: null,
  })
  error: string | null;
  @ReplyStringArrayField({
    maxItems: 20,
    item: { maxLength: 500, pattern: ANY_TEXT },
    description: "The provider's status descriptions for a declined payment (shown as a list, colons as ' - ').",
    example: [],
  })
  statusDescriptions: string[];
  @ReplyObjectField({ type: () => PaymentMethodSummaryDto })
  method: PaymentMethodSummaryDto;
}

@ApiSchema({ name: 'PaymentResult' })
export class PaymentResultDto {
  @ReplyEnumField({ values: ['Success', 'PartialFailure', 'Failed', 'Pending'], description: 'Overall outcome.', example: 'Success' })
  status: 'Success' | 'PartialFailure' | 'Failed' | 'Pending';
  @ReplyNumberField({ ...DOLLARS, description: 'Sum of the approved amounts (without fees), dollars.', example: 182.4 })
  totalAmount: number;
  @ReplyNumberField({ ...DOLLARS, description: 'Sum of the approved convenience fees, dollars.', example: 5.47 })
  totalFeeAmount: number;
  @ReplyStringField({ format: 'date', maxLength: 10, description: 'The date the payment posts on.', example: '2026-11-25' })
  paymentDate: string;
  @ReplyObjectArrayField({ type: () => PaymentConfirmationDto, maxItems: 500, description: 'One line per method and policy.' })
  confirmations: PaymentConfirmationDto[];
}

@ApiSchema({ name: 'PolicyFee' })
export class PolicyFeeDto {
  @ReplyStringField({ ...POLICY_NUMBER, description: 'The policy.' })
  policyNumber: string;
  @ReplyNumberField({ ...DOLLARS, description: 'Fee in dollars (0 for bank payments, or when no fee applies).', example: 5.47 })
  feeAmount: number;
}

@ApiSchema({ name: 'PaymentFeeResult' })
export class PaymentFeeResultDto {
  @ReplyObjectArrayField({ type: () => PolicyFeeDto, maxItems: 50, description: 'One entry per policy of the request.' })
  responseData: PolicyFeeDto[];
  @ReplyNumberField({ ...DOLLARS, description: 'Sum of the fees, dollars.', example: 5.47 })
  totalFeeAmount: number;
}

@ApiSchema({ name: 'ShouldCalculateFee' })
export class ShouldCalculateFeeDto {
  @ReplyBoolField({ description: 'True when a card convenience fee applies.', example: true })
  shouldCalculateFee: boolean;
}

@ApiSchema({ name: 'OneTimePolicy' })
export class OneTimePolicyDto {
  @ReplyStringField({ ...POLICY_NUMBER, description: 'Policy number.' })
  policyNumber: string;
  @ReplyStringField({ maxLength: 120, pattern: ANY_TEXT, description: 'How the wizard names the policy line.', example: 'Personal Auto PPA1000101' })
  displayName: string;
  @ReplyStringField({ maxLength: 60, pattern: ANY_TEXT, description: 'Line of business.', example: 'Personal Auto' })
  type: string;
  @ReplyStringField({ maxLength: 20, pattern: ANY_TEXT, description: 'In-Force, Future, Pending or Cancelled.', example: 'In-Force' })
  status: string;
  @ReplyNumberField({ ...SIGNED_DOLLARS, description: 'Balance due now on the policy.', example: 182.4 })
  outstandingBalance: number;
  @ReplyNumberField({ ...SIGNED_DOLLARS, description: 'Amount that pays the term in full.', example: 912 })
  payInFullAmount: number;
  @ReplyNumberField({ ...SIGNED_DOLLARS, description: 'Balance due on the whole account bill (0 when not part of one).', example: 0 })
  accountOutstandingBalance: number;
  @ReplyNumberField({ ...SIGNED_DOLLARS, description: 'Pay-in-full amount of the account bill (0 when not part of one).', example: 0 })
  accountPayInFull: number;
  @ReplyBoolField({ description: 'Billed with other policies on one account bill.', example: false })
  isPartOfAccountBill: boolean;
  @ReplyBoolField({ description: 'The account bill is paid under this policy.', example: false })
  isPrimaryAccountPolicy: boolean;
  @ReplyStringField({ maxLength: 10, pattern: /^[0-9]{10}$/, nullable: true, description: 'Account bill number, when part of one.', example: null })
  accountNumber: string | null;
  @ReplyBoolField({ description: 'A balance is past its due date.', example: false })
  isPastDue: boolean;
  @ReplyBoolField({ description: 'A balance of at least $1 is due within 7 days.', example: true })
  isSoonDue: boolean;
  @ReplyStringField({ format: 'date', maxLength: 10, nullable: true, description: 'When the balance is due.', example: '2026-12-01' })
  outstandingBalanceDueDate: string | null;
}

@ApiSchema({ name: 'OneTimePolicyResult' })
export class OneTimePolicyResultDto {
  @ReplyStringField({
    minLength: 16,
    maxLength: 128,
    pattern: /^[A-Za-z0-9_-]+$/,
    description: 'Send with POST /api/payment/onetime and POST /api/payment/calculateFeeOneTime.',
    example: 'Xq3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5s',
  })
  oneTimeToken: string;
  @ReplyStringField({ ...DATE_TIME, description: 'When the token stops working (30 minutes after it was issued).', example: '2026-11-25T21:30:00.000Z' })
  expiresOn: string;
  @ReplyObjectArrayField({ type: () => OneTimePolicyDto, maxItems: 50, description: 'The policy, or every policy of the account bill.' })
  policies: OneTimePolicyDto[];
}
