import { ApiSchema } from '@nestjs/swagger';
import {
  BoolField,
  EnumField,
  IntField,
  NumberField,
  ObjectField,
  ReplyBoolField,
  ReplyEnumField,
  ReplyIntField,
  ReplyNumberField,
  ReplyObjectField,
  ReplyStringArrayField,
  ReplyStringField,
  StringField,
} from '../../common/validation/field.decorators';
import { POLICY_NUMBER_PATTERN } from '../../core';
import { ANY_TEXT, PAYMENT_METHOD_FIELDS, TOKEN, UUID, idRule, PolicyNumbersQuery } from './payment-fields';
import { KeptFundingAccountReply } from './payment-replies.dto';
import { NewPaymentMethodFields } from './payment-requests.dto';

/*
 * Monthly recurring and scheduled payments (doc 2 §3, §7), named after the spec's schemas
 * (openapi/components/schemas/Recurring*.yaml, Scheduled*.yaml, CancelRecurringPaymentRequest,
 * DeleteScheduledPaymentRequest); the contract test compares every rule.
 */

const POLICY_NUMBER = {
  label: 'Policy Number',
  minLength: 10,
  maxLength: 10,
  pattern: POLICY_NUMBER_PATTERN,
  patternMessage: 'Enter a policy number of 3 letters and 7 digits.',
  example: 'HOM1000102',
} as const;
const POLICY_ID = { label: 'Policy', minLength: 1, maxLength: 40, pattern: ANY_TEXT, example: '100101' } as const;
const CLIENT_ID = {
  label: 'Client',
  required: false,
  maxLength: 40,
  pattern: ANY_TEXT,
  description: "The policy system's client id (accepted as the spec sends it; not used).",
  example: '5001',
} as const;
const IMAGE_NUMBER = { label: 'Image Number', required: false, format: 'int32', minimum: 0, maximum: 100000 } as const;
const SCHEDULE_AMOUNT = {
  label: 'Amount',
  minimum: 10,
  maximum: 100000000,
  description: 'Dollars with at most two decimals, at least 10.00.',
  example: 150,
} as const;
const WALLET_TOKEN = {
  label: 'Wallet item',
  minLength: 1,
  maxLength: 200,
  pattern: TOKEN,
  patternMessage: 'Wallet item not found.',
  description: "The wallet item's fundingAccountToken.",
  example: 'sbx-fa-4f1c2a9e7d3b4c5a',
} as const;
const WALLET_KEY = {
  label: 'Wallet item',
  required: false,
  maxLength: 64,
  pattern: ANY_TEXT,
  description: "The wallet item's walletItemKeyIdentifier (accepted as the spec sends it).",
  example: 'wi-9e2d4c6a',
} as const;
const ACCOUNT_BILL = {
  label: 'Account Number',
  required: false,
  nullable: true,
  maxLength: 20,
  pattern: ANY_TEXT,
  example: null as never,
} as const;

// ---- Monthly recurring ----------------------------------------------------------------------

/** GET /api/payment/recurring query. */
export class RecurringQueryDto {
  @StringField({ ...POLICY_NUMBER, description: "The policy (one of the user's)." })
  policyNumber: string;

  @StringField({ ...POLICY_ID, required: false, description: "The policy's policyId; when sent it must be the policy's." })
  policyId?: string;

  @StringField({
    ...idRule('Wallet user', 'Wallet not found.'),
    required: false,
    description: "The wallet user's id; when sent it must be the signed-in user's own (another's answers 404).",
    example: '0b6e3f1a-2c4d-4e5f-8a9b-1c2d3e4f5a6b',
  })
  walletUserIdentifier?: string;
}

@ApiSchema({ name: 'RecurringPaymentSource' })
export class RecurringPaymentSourceDto extends NewPaymentMethodFields {
  @EnumField({
    values: ['credit', 'check'] as const,
    label: 'Payment Method',
    description: 'Card (credit) or bank account (check). PPA policies take credit only.',
    example: 'credit',
  })
  type: 'credit' | 'check';

  @StringField({
    label: 'Email Address',
    format: 'email',
    minLength: 1,
    maxLength: 254,
    description: "Where the 15-day authorisation notice and each receipt go ('Email Address is required').",
    example: 'demo@example.com',
  })
  emailAddress: string;

  @StringField({ ...PAYMENT_METHOD_FIELDS.zipCode, description: "The card's billing zip code (required for a card when the settings collect it)." })
  zipCode?: string;
}

@ApiSchema({ name: 'RecurringPaymentRequest' })
export class RecurringPaymentRequestDto {
  @StringField({ ...POLICY_ID, description: "The policy's policyId (from the policy list)." })
  policyId: string;

  @StringField({ ...POLICY_NUMBER, description: "The policy's number." })
  policyNumber: string;

  @StringField(CLIENT_ID)
  clientId?: string;

  @IntField({ ...IMAGE_NUMBER, description: 'The policy image number (policyImageNum; accepted as the spec sends it).', example: 3 })
  imageNumber?: number;

  @IntField({
    label: 'Deduction Day',
    format: 'int32',
    minimum: 1,
    maximum: 31,
    description: "Day of month the payment is charged; must be the day of month of the term's effective date (days past a month's end fall on its last day).",
    example: 15,
  })
  deductionDay: number;

  @BoolField({
    label: 'Agreement Terms',
    description: 'The user accepted the Agreement Terms (charges are authorised 15 days prior to each charge); must be true.',
    example: true,
  })
  userAgreedWithTerms: boolean;

  @ObjectField({ type: () => RecurringPaymentSourceDto, label: 'Payment Information' })
  source: RecurringPaymentSourceDto;
}

@ApiSchema({ name: 'CancelRecurringPaymentRequest' })
export class CancelRecurringPaymentRequestDto {
  @IntField({ label: 'Pay Plan', format: 'int32', minimum: 15, maximum: 15, description: 'The pay plan after cancelling; always 15 (doc 2 §9).', example: 15 })
  payPlanId: number;

  @StringField({ ...POLICY_ID, description: "The policy's policyId." })
  policyId: string;

  @StringField({ ...POLICY_NUMBER, description: "The policy's number." })
  policyNumber: string;

  @IntField({ ...IMAGE_NUMBER, description: 'The policy image number (accepted as the spec sends it).', example: 3 })
  imageNumber?: number;

  @StringField(CLIENT_ID)
  clientId?: string;

  @BoolField({ label: 'Agreement Terms', description: 'The user confirmed the cancellation; must be true.', example: true })
  userAgreedWithTerms: boolean;
}

@ApiSchema({ name: 'RecurringPayment' })
export class RecurringPaymentDto extends KeptFundingAccountReply {
  @ReplyStringField({ maxLength: 36, pattern: UUID, description: "The setup's id.", example: '3f6b2a1c-8d4e-4b7a-9c2d-1e5f7a9b3c4d' })
  recurringPaymentId: string;
  @ReplyEnumField({ values: ['credit', 'check'] as const, description: 'Card (credit) or bank account (check).', example: 'check' })
  type: 'credit' | 'check';
  @ReplyStringField({
    nullable: true,
    maxLength: 36,
    pattern: UUID,
    description: 'The wallet item it charges; null when it charges a method entered for it alone.',
    example: '9e2d4c6a-1b3f-4a5e-8c7d-0f1e2d3c4b5a',
  })
  walletItemId: string | null;
  @ReplyStringField({ maxLength: 254, pattern: ANY_TEXT, description: 'Where the authorisation notices and receipts go.', example: 'demo@example.com' })
  emailAddress: string;
  @ReplyIntField({
    format: 'int32',
    minimum: 1,
    maximum: 31,
    description: "Day of month of the term's effective date; charged on it (on the month's last day when the month is shorter).",
    example: 15,
  })
  deductionDay: number;
  @ReplyStringField({ format: 'date', maxLength: 10, description: 'The next charge date (YYYY-MM-DD).', example: '2026-12-15' })
  nextPaymentDate: string;
  @ReplyStringField({
    format: 'date',
    maxLength: 10,
    description: 'The date the authorisation notice for the next charge is sent (15 days before it).',
    example: '2026-11-30',
  })
  noticeDate: string;
}

@ApiSchema({ name: 'RecurringPaymentInfo' })
export class RecurringPaymentInfoDto {
  @ReplyStringField({ maxLength: 10, pattern: /^[A-Za-z]{3}[0-9]{7}$/, description: 'The policy.', example: 'HOM1000102' })
  policyNumber: string;
  @ReplyStringField({ maxLength: 40, pattern: ANY_TEXT, description: "The policy's policyId.", example: '100101' })
  policyId: string;
  @ReplyObjectField({
    type: () => RecurringPaymentDto,
    nullable: true,
    description: 'The active setup; null when the policy has none (the wizard then enters a new one).',
  })
  recurringPayment: RecurringPaymentDto | null;
  @ReplyNumberField({
    minimum: 0,
    maximum: 100000000,
    description: "The balance due now, dollars (the account's for an account-billed policy).",
    example: 0,
  })
  balanceDue: number;
  @ReplyBoolField({ description: "A balance is due; the wizard shows 'Payment Required' and refuses changes.", example: false })
  paymentRequired: boolean;
  @ReplyBoolField({ description: 'Set up, Edit and Cancel are available (status In-Force, Future or Pending, not in notice of cancellation).', example: true })
  canEdit: boolean;
  @ReplyBoolField({ description: 'A PPA policy; recurring payments are forced to credit and the method list is locked.', example: false })
  creditOnly: boolean;
  @ReplyBoolField({
    description: 'New and wallet cards may be offered (the card restriction date has not passed, or the setup already charges a card).',
    example: true,
  })
  cardsAllowed: boolean;
  @ReplyBoolField({ description: 'A PPA or account-billed policy; the customer is told to contact the agent.', example: false })
  contactAgent: boolean;
  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 31, description: "The day of month of the term's effective date (what POST must send).", example: 15 })
  deductionDay: number;
  @ReplyStringArrayField({
    maxItems: 10,
    item: { maxLength: 500, pattern: ANY_TEXT },
    description: "Why setting up or changing is refused now, in the spec's words (empty when allowed).",
  })
  messages: string[];
}

// ---- Scheduled payments -----------------------------------------------------------------------

/** GET /api/payment/scheduled query: policyNumbers (repeated; one value arrives as a string). */
export class ScheduledQueryDto {
  @PolicyNumbersQuery("Only these policies' scheduled payments (each the user's own); all the user's when absent.")
  policyNumbers?: string[];
}

@ApiSchema({ name: 'ScheduledPaymentRequest' })
export class ScheduledPaymentRequestDto {
  @StringField({ ...POLICY_NUMBER, description: 'The policy to pay.' })
  policyNumber: string;

  @NumberField({ ...SCHEDULE_AMOUNT })
  amount: number;

  @StringField({
    label: 'Payment Date',
    format: 'date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    patternMessage: 'Payment Date must be a date such as 2026-12-10.',
    description: "The day to charge it (YYYY-MM-DD), from tomorrow to the policy term's end date.",
    example: '2026-12-10',
  })
  date: string;

  @StringField(WALLET_TOKEN)
  walletItemFundingAccountToken: string;

  @StringField({
    ...idRule('Wallet item', 'Wallet item not found.'),
    description: "The wallet item's id.",
    example: '9e2d4c6a-1b3f-4a5e-8c7d-0f1e2d3c4b5a',
  })
  walletItemId: string;

  @StringField(WALLET_KEY)
  walletItemKeyIdentifier?: string;

  @StringField({
    ...ACCOUNT_BILL,
    description: "The account bill's number for an account-billed policy (must be the policy's); null or absent otherwise.",
  })
  accountNumber?: string | null;

  @NumberField({
    label: 'Fee',
    required: false,
    minimum: 0,
    maximum: 100000000,
    description: "The fee the user was shown (calculateFeeScheduled); when sent, it must equal the API's.",
    example: 4.43,
  })
  feeAmount?: number;

  @StringField({
    label: 'Email Address',
    required: false,
    maxLength: 1000,
    pattern: /^\s*[^\s@;]+@[^\s@;]+(\s*;\s*[^\s@;]+@[^\s@;]+)*\s*;?\s*$/,
    patternMessage: 'Enter email addresses separated by semicolons, such as name@example.com; other@example.com.',
    description: "Where the receipt goes; several addresses separated by semicolons. The wallet's email when absent.",
    example: 'demo@example.com; billing@example.com',
  })
  emailAddress?: string;

  @BoolField({
    label: 'Confirm duplicate',
    required: false,
    description: 'The user confirmed adding a payment with the same policy, method and date as an existing one.',
    example: false,
  })
  confirmDuplicate?: boolean;
}

@ApiSchema({ name: 'DeleteScheduledPaymentRequest' })
export class DeleteScheduledPaymentRequestDto {
  @StringField({
    ...idRule('Scheduled payment', 'Scheduled payment not found.'),
    description: "The scheduled payment's referenceId.",
    example: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  })
  referenceId: string;

  @StringField({
    label: 'Key',
    required: false,
    maxLength: 64,
    pattern: ANY_TEXT,
    description: "The scheduled payment's keyIdentifier.",
    example: 'sp-7c1d2e3f',
  })
  keyIdentifier?: string;

  @StringField({ ...POLICY_NUMBER, description: "The scheduled payment's policy." })
  policyNumber: string;

  @StringField({
    label: 'Scheduled payment',
    required: false,
    maxLength: 40,
    pattern: ANY_TEXT,
    description: "The scheduled payment's scheduledPaymentId.",
    example: 'SP-7C1D2E3F',
  })
  fiservScheduledPaymentId?: string;
}

@ApiSchema({ name: 'ScheduledFeeRequest' })
export class ScheduledFeeRequestDto {
  @StringField({ ...POLICY_NUMBER, description: 'The policy to pay.' })
  policyNumber: string;

  @NumberField({ ...SCHEDULE_AMOUNT })
  amount: number;

  @StringField(WALLET_TOKEN)
  walletItemFundingAccountToken: string;

  @StringField(WALLET_KEY)
  walletItemKeyIdentifier?: string;

  @StringField({ ...ACCOUNT_BILL, description: "The account bill's number for an account-billed policy; null or absent otherwise." })
  accountNumber?: string | null;
}

@ApiSchema({ name: 'ScheduledPayment' })
export class ScheduledPaymentDto {
  @ReplyStringField({
    maxLength: 36,
    pattern: UUID,
    description: "The scheduled payment's id (DELETE sends it back).",
    example: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  })
  referenceId: string;
  @ReplyStringField({
    maxLength: 64,
    pattern: ANY_TEXT,
    description: 'A stable key of the payment for the client (list keys; DELETE may send it back).',
    example: 'sp-7c1d2e3f',
  })
  keyIdentifier: string;
  @ReplyStringField({
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    description: 'The policy paid (the primary policy for an account bill).',
    example: 'HOM1000102',
  })
  policyNumber: string;
  @ReplyStringField({
    nullable: true,
    maxLength: 20,
    pattern: ANY_TEXT,
    description: 'The account bill paid, when the policy is account-billed; null otherwise.',
    example: null as never,
  })
  accountBillNumber: string | null;
  @ReplyStringField({
    maxLength: 40,
    pattern: ANY_TEXT,
    description: "The payment's number shown to the user (also its fiservScheduledPaymentId).",
    example: 'SP-7C1D2E3F',
  })
  scheduledPaymentId: string;
  @ReplyStringField({ format: 'date', maxLength: 10, description: 'The day it is charged (YYYY-MM-DD).', example: '2026-12-10' })
  paymentScheduleDate: string;
  @ReplyNumberField({ minimum: 10, maximum: 100000000, description: 'Dollars, at least 10.00.', example: 150 })
  paymentAmount: number;
  @ReplyNumberField({ minimum: 0, maximum: 100000000, description: 'The convenience fee charged with it, dollars (0 for a bank account).', example: 4.43 })
  feeAmount: number;
  @ReplyStringField({ maxLength: 200, pattern: TOKEN, description: "The wallet item's funding-account token.", example: 'sbx-fa-4f1c2a9e7d3b4c5a' })
  fundingAccountToken: string;
  @ReplyStringField({ maxLength: 36, pattern: UUID, description: 'The wallet item it charges.', example: '9e2d4c6a-1b3f-4a5e-8c7d-0f1e2d3c4b5a' })
  walletItemId: string;
  @ReplyStringField({ maxLength: 50, pattern: ANY_TEXT, description: "The wallet item's nickname.", example: '1111' })
  nickname: string;
  @ReplyEnumField({ values: ['Credit', 'Debit', 'Check'] as const, description: 'Card (Credit, Debit) or bank account (Check).', example: 'Credit' })
  fundingCategory: 'Credit' | 'Debit' | 'Check';
  @ReplyStringField({ maxLength: 4, pattern: /^[0-9]{4}$/, description: 'Last four digits of the card or account.', example: '1111' })
  lastFourDigits: string;
  @ReplyStringField({
    maxLength: 1000,
    pattern: ANY_TEXT,
    description: 'Where the receipt or failure notice goes (several addresses separated by semicolons).',
    example: 'demo@example.com',
  })
  emailAddress: string;
}

@ApiSchema({ name: 'ScheduledFee' })
export class ScheduledFeeDto {
  @ReplyNumberField({
    minimum: 0,
    maximum: 100000000,
    description: 'The fee in dollars (0 for a bank account, or when no fee applies on the date).',
    example: 4.43,
  })
  feeAmount: number;
  @ReplyBoolField({ description: 'True when the fee was worked out.', example: true })
  success: boolean;
}

@ApiSchema({ name: 'ScheduledFeeResult' })
export class ScheduledFeeResultDto {
  @ReplyObjectField({ type: () => ScheduledFeeDto })
  responseData: ScheduledFeeDto;
}
