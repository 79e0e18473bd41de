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
import { POLICY_NUMBER_PATTERN, PolicyStatus } from '../../core';
import type { MakeChange } from '../policy-rules';

/**
 * Reply shapes of listPolicies, named after the spec's schemas (openapi/components/schemas).
 * Classes so that @nestjs/swagger sees them and the contract test compares them with the spec;
 * the service builds plain object literals of these shapes.
 */

/** Any text: the spec's `pattern: ^[\s\S]*$` (a length bound only). */
const ANY_TEXT = /^[\s\S]*$/;
/** Amounts in dollars. */
const AMOUNT = { minimum: -100000000, maximum: 100000000 } as const;
/** A calendar date, YYYY-MM-DD. */
const DATE = { format: 'date', maxLength: 10, example: '2026-12-01' } as const;
const PHONES = { maxItems: 10, item: { maxLength: 10, pattern: /^[0-9]{10}$/ } } as const;
const POLICY_NUMBER = { minLength: 10, maxLength: 10, pattern: POLICY_NUMBER_PATTERN, example: 'PPA1000101' } as const;

export const STATUS_TEXTS = ['In-Force', 'Pending', 'Future', 'Cancelled'] as const;
export const FUTURE_POLICY_STATUSES = ['Future', 'Pending', 'In-Force'] as const;
export const MAKE_CHANGE_VALUES: readonly MakeChange[] = ['allowed', 'oneChangeAtATime', 'notOffered'];

@ApiSchema({ name: 'PolicyTerm' })
export class PolicyTerm {
  @ReplyStringField({ ...DATE, description: 'Start.' })
  effectiveDate: string;

  @ReplyStringField({ ...DATE, description: 'End.' })
  endDate: string;
}

@ApiSchema({ name: 'PolicyHolderAddress' })
export class PolicyHolderAddress {
  @ReplyStringField({ maxLength: 160, pattern: ANY_TEXT, description: 'Name as on the policy.', example: 'Emily Carter' })
  displayName: string;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Address line 1 (or P.O. box).', example: '4410 Lakeview Dr' })
  address1: string;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, nullable: true, description: 'Address line 2.', example: '' })
  address2: string | null;

  @ReplyStringField({ maxLength: 100, pattern: ANY_TEXT, description: 'City.', example: 'Carmel' })
  city: string;

  @ReplyStringField({ maxLength: 2, pattern: ANY_TEXT, description: 'State abbreviation.', example: 'IN' })
  state: string;

  @ReplyStringField({ maxLength: 10, pattern: ANY_TEXT, description: 'Zip code.', example: '46032' })
  postalCode: string;
}

@ApiSchema({ name: 'LastPayment' })
export class LastPayment {
  @ReplyNumberField({ ...AMOUNT, description: 'Amount paid.', example: 182.4 })
  paymentAmount: number;

  @ReplyNumberField({ ...AMOUNT, description: 'Amount paid on the account bill.', example: 0 })
  accountPaymentAmount: number;

  @ReplyStringField({ ...DATE, nullable: true, description: 'When it was received.' })
  itemDate: string | null;
}

@ApiSchema({ name: 'BillingItem' })
export class BillingItem {
  @ReplyStringField({ ...DATE, description: 'When it was billed or received.', example: '2026-11-25' })
  itemDate: string;

  @ReplyStringField({ maxLength: 120, pattern: ANY_TEXT, description: 'What it was.', example: 'Payment - Thank You' })
  description: string;

  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 2, description: '2 = payment, 1 = billed.', example: 2 })
  itemType: number;

  @ReplyNumberField({ minimum: 0, maximum: 100000000, description: 'Amount paid (0 on a bill).', example: 182.4 })
  paymentAmount: number;

  @ReplyNumberField({ ...AMOUNT, description: 'Amount billed (0 on a payment; negative for a premium decrease).', example: 0 })
  billedAmount: number;

  @ReplyNumberField({ ...AMOUNT, description: "The term's running balance after this item.", example: 729.6 })
  balance: number;
}

@ApiSchema({ name: 'PolicyBilling' })
export class PolicyBilling {
  @ReplyBoolField({ description: 'Billed with other policies on one account bill.', example: false })
  isPartOfAccountBill: boolean;

  @ReplyBoolField({ description: 'The account bill is shown under this policy.', example: false })
  isPrimaryAccountPolicy: boolean;

  @ReplyStringField({ maxLength: 10, pattern: ANY_TEXT, nullable: true, description: 'Account bill number, when part of one.', example: '7700412835' })
  accountNumber: string | null;

  @ReplyNumberField({ ...AMOUNT, description: 'Balance due on the whole account bill (0 when not part of one).', example: 0 })
  accountOutstandingBalance: number;

  @ReplyNumberField({ ...AMOUNT, description: 'Pay-in-full amount of the whole account bill.', example: 0 })
  accountPayInFull: number;

  @ReplyNumberField({ ...AMOUNT, description: 'Balance due now on this policy.', example: 182.4 })
  outstandingBalance: number;

  @ReplyNumberField({ ...AMOUNT, description: 'Amount that pays the term in full.', example: 912 })
  payInFullAmount: number;

  @ReplyStringField({ ...DATE, nullable: true, description: 'When the balance is due.' })
  outstandingBalanceDueDate: string | null;

  @ReplyObjectField({ type: () => LastPayment })
  lastPayment: LastPayment;

  @ReplyBoolField({ description: 'Automatic payments are set up.', example: false })
  hasRecurringPaymentSetup: boolean;

  @ReplyBoolField({ description: 'A notice of cancellation was sent for non-payment.', example: false })
  isPolicyInNoticeOfCancellation: boolean;

  @ReplyObjectArrayField({
    type: () => BillingItem,
    maxItems: 1000,
    description: "The policy's billing history over all its terms, newest first (past payments are the items of type 2); at most the latest 1000.",
  })
  billingItems: BillingItem[];
}

@ApiSchema({ name: 'AgencyProducer' })
export class AgencyProducer {
  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Name.', example: 'Dana Whitaker' })
  displayName: string;

  @ReplyStringArrayField({ ...PHONES, description: 'Phone numbers, 10 digits.' })
  phones: string[];
}

@ApiSchema({ name: 'PolicyAgency' })
export class PolicyAgency {
  @ReplyStringField({ maxLength: 20, pattern: ANY_TEXT, description: 'Agency code.', example: 'A1042' })
  agencyCode: string;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Agency name.', example: 'Riverside Insurance Group' })
  displayName: string;

  @ReplyObjectField({ type: () => AgencyProducer })
  producer: AgencyProducer;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Street address.', example: '1200 N Meridian St' })
  addressLine1: string;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'City, state and zip.', example: 'Indianapolis, IN 46204' })
  addressLine2: string;

  @ReplyStringArrayField({ ...PHONES, description: 'Phone numbers, 10 digits.' })
  phones: string[];

  @ReplyStringArrayField({ maxItems: 10, item: { format: 'email', maxLength: 254 }, description: 'Email addresses.' })
  emails: string[];
}

@ApiSchema({ name: 'VehicleCoverage' })
export class VehicleCoverage {
  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'The coverage.', example: 'Bodily Injury Liability' })
  description: string;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Its limit or deductible as printed.', example: '$100,000 / $300,000' })
  coverageLimitDescription: string;
}

@ApiSchema({ name: 'PolicyAddress' })
export class PolicyAddress {
  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Street line.', example: '4410 Lakeview Dr' })
  line1: string;

  @ReplyStringField({ nullable: true, maxLength: 200, pattern: ANY_TEXT, description: 'Second line.', example: '' })
  line2: string | null;

  @ReplyStringField({ nullable: true, maxLength: 20, pattern: ANY_TEXT, description: 'P.O. box, when it is one.', example: null })
  poBox: string | null;

  @ReplyStringField({ maxLength: 100, pattern: ANY_TEXT, description: 'City.', example: 'Carmel' })
  city: string;

  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 51, description: 'State id 1-51.', example: 16 })
  stateId: number;

  @ReplyStringField({ maxLength: 10, pattern: ANY_TEXT, description: 'Zip code.', example: '46032' })
  zip: string;

  @ReplyStringField({ nullable: true, maxLength: 60, pattern: ANY_TEXT, description: 'County.', example: 'Hamilton' })
  county: string | null;
}

@ApiSchema({ name: 'PolicyCreditorAddress' })
export class PolicyCreditorAddress {
  @ReplyStringField({ nullable: true, maxLength: 12, pattern: ANY_TEXT, description: 'Street number.', example: '100' })
  houseNumber: string | null;

  @ReplyStringField({ nullable: true, maxLength: 10, pattern: ANY_TEXT, description: 'Apartment.', example: null })
  aptNum: string | null;

  @ReplyStringField({ nullable: true, maxLength: 100, pattern: ANY_TEXT, description: 'Street.', example: 'Main St' })
  streetName: string | null;

  @ReplyStringField({ nullable: true, maxLength: 20, pattern: ANY_TEXT, description: 'P.O. box.', example: null })
  poBox: string | null;

  @ReplyStringField({ maxLength: 60, pattern: ANY_TEXT, description: 'City.', example: 'Indianapolis' })
  city: string;

  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 51, description: 'State id 1-51.', example: 16 })
  stateId: number;

  @ReplyStringField({ maxLength: 5, pattern: ANY_TEXT, description: 'Zip.', example: '46204' })
  zip: string;

  @ReplyStringField({ nullable: true, maxLength: 60, pattern: ANY_TEXT, description: 'County.', example: 'Marion' })
  county: string | null;
}

@ApiSchema({ name: 'PolicyCreditor' })
export class PolicyCreditor {
  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 99, description: 'Creditor number on the vehicle.', example: 1 })
  creditorNum: number;

  @ReplyIntField({ format: 'int32', minimum: 0, maximum: 1, description: '0 company (lienholder), 1 person (loss payee).', example: 0 })
  creditorType: number;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Name as shown.', example: 'First Midwest Bank' })
  displayName: string;

  @ReplyStringField({ nullable: true, maxLength: 120, pattern: ANY_TEXT, description: 'Business name.', example: 'First Midwest Bank' })
  businessName: string | null;

  @ReplyStringField({ nullable: true, maxLength: 60, pattern: ANY_TEXT, description: 'First name.', example: null })
  firstName: string | null;

  @ReplyStringField({ nullable: true, maxLength: 60, pattern: ANY_TEXT, description: 'Last name.', example: null })
  lastName: string | null;

  @ReplyObjectField({ type: () => PolicyCreditorAddress, description: 'Address of the creditor.' })
  address: PolicyCreditorAddress;
}

@ApiSchema({ name: 'PolicyVehicle' })
export class PolicyVehicle {
  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 999, description: 'Vehicle number on the policy.', example: 1 })
  vehicleNum: number;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Year, make and model.', example: '2021 Honda CR-V' })
  displayName: string;

  @ReplyStringField({ maxLength: 17, pattern: ANY_TEXT, description: 'The VIN masked but its last 4 characters.', example: '*************4821' })
  vin: string;

  @ReplyObjectArrayField({ type: () => VehicleCoverage, maxItems: 100, description: 'Coverages of the vehicle.' })
  coverages: VehicleCoverage[];

  @ReplyStringField({ ...DATE, nullable: true, description: 'When a scheduled removal takes effect; null when none.' })
  deleteFutureEffectiveDate: string | null;

  @ReplyIntField({
    required: false,
    format: 'int32',
    minimum: 1900,
    maximum: 2100,
    description: 'Model year. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 2021,
  })
  year?: number;

  @ReplyStringField({
    required: false,
    maxLength: 40,
    pattern: ANY_TEXT,
    description: 'Make. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 'Honda',
  })
  make?: string;

  @ReplyStringField({
    required: false,
    maxLength: 60,
    pattern: ANY_TEXT,
    description: 'Model. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 'CR-V',
  })
  model?: string;

  @ReplyStringField({
    required: false,
    nullable: true,
    maxLength: 80,
    pattern: ANY_TEXT,
    description: 'Style as shown. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 'EX-L 4D SUV AWD',
  })
  style?: string | null;

  @ReplyIntField({
    required: false,
    nullable: true,
    format: 'int32',
    minimum: 0,
    maximum: 200000,
    description: 'Annual mileage. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 12000,
  })
  annualMileage?: number | null;

  @ReplyBoolField({
    required: false,
    description: 'Has a loan or lease. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: true,
  })
  loanOrLease?: boolean;

  @ReplyBoolField({
    required: false,
    description:
      'The loan or lease has third-party gap coverage. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: false,
  })
  hasThirdPartyLoanLeaseCoverage?: boolean;

  @ReplyIntField({
    required: false,
    format: 'int32',
    minimum: 0,
    maximum: 8,
    description: 'Comprehensive option index (0 none). Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 5,
  })
  comprehensive?: number;

  @ReplyIntField({
    required: false,
    format: 'int32',
    minimum: 0,
    maximum: 5,
    description: 'Collision option index (0 none). Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 2,
  })
  collision?: number;

  @ReplyIntField({
    required: false,
    format: 'int32',
    minimum: 0,
    maximum: 8,
    description:
      "Rental option index of the term's list (0 none). Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.",
    example: 1,
  })
  rentalReimbursement?: number;

  @ReplyIntField({
    required: false,
    format: 'int32',
    minimum: 0,
    maximum: 8,
    description: 'Towing and labor option index (0 none). Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 3,
  })
  towingAndLabor?: number;

  @ReplyObjectArrayField({
    required: false,
    type: () => PolicyCreditor,
    maxItems: 20,
    description: 'Lienholders and loss payees. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
  })
  creditors?: PolicyCreditor[];
}

@ApiSchema({ name: 'PolicyDriver' })
export class PolicyDriver {
  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 999, description: 'Driver number on the policy.', example: 1 })
  driverNum: number;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Name.', example: 'Emily Carter' })
  displayName: string;

  @ReplyStringField({ maxLength: 40, pattern: ANY_TEXT, description: "The driver's licence number masked but its last 4 characters.", example: '********3012' })
  dln: string;

  @ReplyIntField({ format: 'int32', minimum: 1900, maximum: 3000, description: 'Year of birth.', example: 1984 })
  birthYear: number;

  @ReplyStringField({ ...DATE, nullable: true, description: 'When a scheduled removal takes effect; null when none.' })
  deleteFutureEffectiveDate: string | null;

  @ReplyStringField({
    required: false,
    maxLength: 60,
    pattern: ANY_TEXT,
    description: 'First name. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 'Emily',
  })
  firstName?: string;

  @ReplyStringField({
    required: false,
    maxLength: 60,
    pattern: ANY_TEXT,
    description: 'Last name. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 'Carter',
  })
  lastName?: string;

  @ReplyIntField({
    required: false,
    format: 'int32',
    minimum: 1,
    maximum: 8,
    description:
      'Relationship to the named insured: 1 brother/sister, 2 child, 3 parent/guardian, 4 other relation, 5 named insured, 6 not related, 8 spouse. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 5,
  })
  relationshipTypeId?: number;

  @ReplyBoolField({
    required: false,
    description:
      'A change may delete this driver (not a named insured (5) or spouse (8)). Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: false,
  })
  isDeletable?: boolean;
}

@ApiSchema({ name: 'PolicyDocument' })
export class PolicyDocument {
  @ReplyStringField({ ...DATE, description: 'When it was printed.' })
  printDate: string;

  @ReplyStringField({
    maxLength: 200,
    pattern: ANY_TEXT,
    description: 'Opaque key of the document: open it with GET /api/document?q={printUrl}.',
    example: 'dec-PPA1000101-2026-3f9a1c',
  })
  printUrl: string;

  @ReplyStringField({
    maxLength: 40,
    pattern: ANY_TEXT,
    nullable: true,
    description: 'The form number printed on it; null for declarations.',
    example: 'PP 00 01 09 18',
  })
  formNumber: string | null;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'What the document is.', example: 'Personal Auto Policy' })
  description: string;
}

@ApiSchema({ name: 'IdCard' })
export class IdCard {
  @ReplyIntField({ format: 'int32', minimum: 0, maximum: 3000, description: 'Model year of the vehicle; 0 for an any-auto card.', example: 2021 })
  year: number;

  @ReplyStringField({ maxLength: 60, pattern: ANY_TEXT, nullable: true, description: 'Vehicle make.', example: 'Honda' })
  make: string | null;

  @ReplyStringField({ maxLength: 60, pattern: ANY_TEXT, nullable: true, description: 'Vehicle model.', example: 'CR-V' })
  model: string | null;

  @ReplyStringField({ ...DATE, description: 'When it was printed.' })
  printDate: string;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Opaque key of the card PDF.', example: 'card-PPA1000101-1' })
  printUrl: string;
}

@ApiSchema({ name: 'ClaimRepresentative' })
export class ClaimRepresentative {
  @ReplyStringField({ maxLength: 160, pattern: ANY_TEXT, nullable: true, description: 'Name.', example: 'Jordan Reyes' })
  name: string | null;

  @ReplyStringField({ maxLength: 254, pattern: ANY_TEXT, nullable: true, description: 'Email.', example: 'jreyes@harbormutual.test' })
  email: string | null;

  @ReplyStringField({ maxLength: 10, pattern: ANY_TEXT, nullable: true, description: 'Phone, 10 digits.', example: '3175550100' })
  phone: string | null;
}

@ApiSchema({ name: 'PolicyClaim' })
export class PolicyClaim {
  @ReplyStringField({ maxLength: 20, pattern: ANY_TEXT, description: 'Claim number.', example: 'C1004821' })
  number: string;

  @ReplyStringField({ maxLength: 100, pattern: ANY_TEXT, description: 'Kind of loss.', example: 'Collision' })
  type: string;

  @ReplyStringField({ ...DATE, description: 'Date of loss.' })
  lossDate: string;

  @ReplyStringField({ maxLength: 40, pattern: ANY_TEXT, description: 'Claim status.', example: 'Open' })
  status: string;

  @ReplyStringField({ ...POLICY_NUMBER, description: 'Policy number.' })
  policy: string;

  @ReplyBoolField({ description: 'True for a claim still being set up (number starts with P).', example: false })
  isPending: boolean;

  @ReplyObjectField({ type: () => ClaimRepresentative })
  representative: ClaimRepresentative;
}

@ApiSchema({ name: 'PackagePart' })
export class PackagePart {
  @ReplyStringField({ maxLength: 100, pattern: ANY_TEXT, description: 'Part name.', example: 'Garage' })
  name: string;
}

@ApiSchema({ name: 'FuturePolicy' })
export class FuturePolicy {
  @ReplyStringField({ ...POLICY_NUMBER, description: 'Policy number.' })
  policyNumber: string;

  @ReplyEnumField({ values: FUTURE_POLICY_STATUSES, description: 'Status of the renewal.', example: 'Future' })
  status: (typeof FUTURE_POLICY_STATUSES)[number];

  @ReplyObjectField({ type: () => PolicyTerm })
  term: PolicyTerm;

  @ReplyObjectArrayField({ type: () => PolicyDocument, maxItems: 50, description: 'Declarations of the renewal.' })
  declarations: PolicyDocument[];
}

@ApiSchema({ name: 'Policy' })
export class Policy {
  @ReplyStringField({ ...POLICY_NUMBER, description: 'Policy number.' })
  policyNumber: string;

  @ReplyStringField({ maxLength: 40, pattern: ANY_TEXT, description: 'Policy id in the policy system.', example: '100101' })
  policyId: string;

  @ReplyIntField({ format: 'int32', minimum: 0, maximum: 100000, description: 'Policy image number.', example: 3 })
  policyImageNum: number;

  @ReplyStringField({
    maxLength: 60,
    pattern: ANY_TEXT,
    nullable: true,
    description: 'The name the user gave the policy; null when none.',
    example: 'Family car',
  })
  nickname: string | null;

  @ReplyStringField({ maxLength: 3, pattern: ANY_TEXT, description: 'Policy type: the number prefix (PPA, HOM, ...).', example: 'PPA' })
  type: string;

  @ReplyStringField({ maxLength: 100, pattern: ANY_TEXT, description: 'Line of business in words.', example: 'Personal Auto' })
  typeName: string;

  @ReplyEnumField({ values: Object.values(PolicyStatus), description: 'Policy status.', example: PolicyStatus.InForce })
  status: PolicyStatus;

  @ReplyEnumField({ values: STATUS_TEXTS, description: 'Status as shown (History is shown as Cancelled).', example: 'In-Force' })
  statusText: (typeof STATUS_TEXTS)[number];

  @ReplyBoolField({ description: 'This term is the renewal of another (labelled (Renewal)).', example: false })
  isRenewal: boolean;

  @ReplyObjectField({ type: () => PolicyTerm })
  term: PolicyTerm;

  @ReplyStringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Underwriting company.', example: 'Harbor Mutual Insurance Company' })
  companyName: string;

  @ReplyObjectField({ type: () => PolicyHolderAddress })
  policyHolder: PolicyHolderAddress;

  @ReplyStringField({ maxLength: 60, pattern: ANY_TEXT, description: 'Payment plan.', example: 'Monthly' })
  paymentPlan: string;

  @ReplyBoolField({ description: 'Automatic payments on.', example: false })
  autoPay: boolean;

  @ReplyNumberField({ ...AMOUNT, description: 'Premium of the term.', example: 1824 })
  termPremium: number;

  @ReplyStringField({ ...DATE, nullable: true, description: 'Next due date.' })
  nextDueDate: string | null;

  @ReplyNumberField({ ...AMOUNT, description: 'Next amount due.', example: 182.4 })
  nextDueAmount: number;

  @ReplyNumberField({ ...AMOUNT, description: 'Balance due now.', example: 182.4 })
  outstandingBalance: number;

  @ReplyNumberField({ ...AMOUNT, description: 'Amount that pays the term in full.', example: 912 })
  payInFullAmount: number;

  @ReplyObjectField({ type: () => PolicyBilling })
  billing: PolicyBilling;

  @ReplyBoolField({ description: 'Balance (the account balance for a primary account policy) of at least 1 and due date before now.', example: false })
  isPastDue: boolean;

  @ReplyBoolField({ description: 'Balance of at least 1, not past due, and due within 7 days.', example: false })
  isSoonDue: boolean;

  @ReplyEnumField({
    values: MAKE_CHANGE_VALUES,
    description:
      'Whether Make a Change is offered: allowed; oneChangeAtATime (a pending change blocks it: contact the agent); notOffered (not an In-Force PPA).',
    example: 'allowed',
  })
  makeChange: MakeChange;

  @ReplyBoolField({ description: 'A policy change is pending.', example: false })
  hasPendingEndorsement: boolean;

  @ReplyBoolField({ description: 'The pending change is one made in this portal.', example: false })
  isPendingEndorsementMP: boolean;

  @ReplyBoolField({ description: 'A saved, unfinished change exists.', example: false })
  hasEndorsementSave: boolean;

  @ReplyObjectField({ type: () => PolicyAgency })
  agency: PolicyAgency;

  @ReplyObjectArrayField({ type: () => PolicyVehicle, maxItems: 100, description: 'Vehicles (auto policies).' })
  vehicles: PolicyVehicle[];

  @ReplyObjectArrayField({ type: () => PolicyDriver, maxItems: 100, description: 'Drivers (auto policies).' })
  drivers: PolicyDriver[];

  @ReplyObjectArrayField({ type: () => PolicyDocument, maxItems: 200, description: 'Declarations pages, newest first.' })
  declarations: PolicyDocument[];

  @ReplyObjectArrayField({ type: () => PolicyDocument, maxItems: 500, description: 'Forms, newest first.' })
  documents: PolicyDocument[];

  @ReplyObjectArrayField({ type: () => IdCard, maxItems: 100, description: 'Auto ID cards.' })
  cards: IdCard[];

  @ReplyBoolField({
    description:
      'The policy appears on the Auto ID Cards screen (In-Force, Pending or Future with a card whose year is not 0, a number containing GAR, or a CPP with a Garage part).',
    example: false,
  })
  hasIdCards: boolean;

  @ReplyObjectArrayField({ type: () => PolicyClaim, maxItems: 500, description: 'Claims, newest first.' })
  claims: PolicyClaim[];

  @ReplyObjectArrayField({ type: () => PackagePart, maxItems: 20, description: 'Parts of a package policy.' })
  packageParts: PackagePart[];

  @ReplyObjectField({ type: () => FuturePolicy, nullable: true, description: 'The renewal term, when one is issued; null otherwise.' })
  futurePolicy: FuturePolicy | null;

  @ReplyIntField({
    required: false,
    format: 'int32',
    minimum: 1,
    maximum: 1000000,
    description:
      'Rating version of the term (pass it to the vehicle lookup). Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: 1,
  })
  versionId?: number;

  @ReplyStringField({
    required: false,
    ...DATE,
    nullable: true,
    description: 'Earliest effective date a change may have. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: '2026-11-26',
  })
  minimumEffectiveDate?: string | null;

  @ReplyStringField({
    required: false,
    ...DATE,
    nullable: true,
    description: 'Latest effective date a change may have. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: '2027-01-25',
  })
  maximumEffectiveDate?: string | null;

  @ReplyBoolField({
    required: false,
    description: 'Holds the make-it-better bundle. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: false,
  })
  hasAutoEnhancement?: boolean;

  @ReplyBoolField({
    required: false,
    description: 'Holds the make-it-even-better bundle. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: false,
  })
  hasAutoPlusEnhancement?: boolean;

  @ReplyIntField({
    required: false,
    nullable: true,
    format: 'int32',
    minimum: 1,
    maximum: 100000,
    description:
      'Image number of the pending change; null when none. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: null,
  })
  pendingEndorsementPolicyImageNum?: number | null;

  @ReplyStringField({
    required: false,
    ...DATE,
    nullable: true,
    description:
      'Transaction date of the pending change; null when none. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
    example: null,
  })
  pendingEndorsementTransactionDate?: string | null;

  @ReplyObjectArrayField({
    required: false,
    type: () => PolicyAddress,
    maxItems: 10,
    description:
      'Addresses of the policy, the mailing address first; the default garaging location is the first without a P.O. box. Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.',
  })
  addresses?: PolicyAddress[];
}
