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
  @StringField({ ...DATE, description: 'Start.' })
  effectiveDate: string;

  @StringField({ ...DATE, description: 'End.' })
  endDate: string;
}

@ApiSchema({ name: 'PolicyHolderAddress' })
export class PolicyHolderAddress {
  @StringField({ maxLength: 160, pattern: ANY_TEXT, description: 'Name as on the policy.', example: 'Emily Carter' })
  displayName: string;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Address line 1 (or P.O. box).', example: '4410 Lakeview Dr' })
  address1: string;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, nullable: true, description: 'Address line 2.', example: '' })
  address2: string | null;

  @StringField({ maxLength: 100, pattern: ANY_TEXT, description: 'City.', example: 'Carmel' })
  city: string;

  @StringField({ maxLength: 2, pattern: ANY_TEXT, description: 'State abbreviation.', example: 'IN' })
  state: string;

  @StringField({ maxLength: 10, pattern: ANY_TEXT, description: 'Zip code.', example: '46032' })
  postalCode: string;
}

@ApiSchema({ name: 'LastPayment' })
export class LastPayment {
  @NumberField({ ...AMOUNT, description: 'Amount paid.', example: 182.4 })
  paymentAmount: number;

  @NumberField({ ...AMOUNT, description: 'Amount paid on the account bill.', example: 0 })
  accountPaymentAmount: number;

  @StringField({ ...DATE, nullable: true, description: 'When it was received.' })
  itemDate: string | null;
}

@ApiSchema({ name: 'PolicyBilling' })
export class PolicyBilling {
  @BoolField({ description: 'Billed with other policies on one account bill.', example: false })
  isPartOfAccountBill: boolean;

  @BoolField({ description: 'The account bill is shown under this policy.', example: false })
  isPrimaryAccountPolicy: boolean;

  @StringField({ maxLength: 10, pattern: ANY_TEXT, nullable: true, description: 'Account bill number, when part of one.', example: '7700412835' })
  accountNumber: string | null;

  @NumberField({ ...AMOUNT, description: 'Balance due on the whole account bill (0 when not part of one).', example: 0 })
  accountOutstandingBalance: number;

  @NumberField({ ...AMOUNT, description: 'Pay-in-full amount of the whole account bill.', example: 0 })
  accountPayInFull: number;

  @NumberField({ ...AMOUNT, description: 'Balance due now on this policy.', example: 182.4 })
  outstandingBalance: number;

  @NumberField({ ...AMOUNT, description: 'Amount that pays the term in full.', example: 912 })
  payInFullAmount: number;

  @StringField({ ...DATE, nullable: true, description: 'When the balance is due.' })
  outstandingBalanceDueDate: string | null;

  @ObjectField({ type: () => LastPayment })
  lastPayment: LastPayment;

  @BoolField({ description: 'Automatic payments are set up.', example: false })
  hasRecurringPaymentSetup: boolean;

  @BoolField({ description: 'A notice of cancellation was sent for non-payment.', example: false })
  isPolicyInNoticeOfCancellation: boolean;
}

@ApiSchema({ name: 'AgencyProducer' })
export class AgencyProducer {
  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Name.', example: 'Dana Whitaker' })
  displayName: string;

  @StringArrayField({ ...PHONES, description: 'Phone numbers, 10 digits.' })
  phones: string[];
}

@ApiSchema({ name: 'PolicyAgency' })
export class PolicyAgency {
  @StringField({ maxLength: 20, pattern: ANY_TEXT, description: 'Agency code.', example: 'A1042' })
  agencyCode: string;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Agency name.', example: 'Riverside Insurance Group' })
  displayName: string;

  @ObjectField({ type: () => AgencyProducer })
  producer: AgencyProducer;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Street address.', example: '1200 N Meridian St' })
  addressLine1: string;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'City, state and zip.', example: 'Indianapolis, IN 46204' })
  addressLine2: string;

  @StringArrayField({ ...PHONES, description: 'Phone numbers, 10 digits.' })
  phones: string[];

  @StringArrayField({ maxItems: 10, item: { format: 'email', maxLength: 254 }, description: 'Email addresses.' })
  emails: string[];
}

@ApiSchema({ name: 'VehicleCoverage' })
export class VehicleCoverage {
  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'The coverage.', example: 'Bodily Injury Liability' })
  description: string;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Its limit or deductible as printed.', example: '$100,000 / $300,000' })
  coverageLimitDescription: string;
}

@ApiSchema({ name: 'PolicyVehicle' })
export class PolicyVehicle {
  @IntField({ format: 'int32', minimum: 1, maximum: 999, description: 'Vehicle number on the policy.', example: 1 })
  vehicleNum: number;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Year, make and model.', example: '2021 Honda CR-V' })
  displayName: string;

  @StringField({ maxLength: 17, pattern: ANY_TEXT, description: 'The VIN masked but its last 4 characters.', example: '*************4821' })
  vin: string;

  @ObjectArrayField({ type: () => VehicleCoverage, maxItems: 100, description: 'Coverages of the vehicle.' })
  coverages: VehicleCoverage[];

  @StringField({ ...DATE, nullable: true, description: 'When a scheduled removal takes effect; null when none.' })
  deleteFutureEffectiveDate: string | null;
}

@ApiSchema({ name: 'PolicyDriver' })
export class PolicyDriver {
  @IntField({ format: 'int32', minimum: 1, maximum: 999, description: 'Driver number on the policy.', example: 1 })
  driverNum: number;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Name.', example: 'Emily Carter' })
  displayName: string;

  @StringField({ maxLength: 40, pattern: ANY_TEXT, description: "The driver's licence number masked but its last 4 characters.", example: '********3012' })
  dln: string;

  @IntField({ format: 'int32', minimum: 1900, maximum: 3000, description: 'Year of birth.', example: 1984 })
  birthYear: number;

  @StringField({ ...DATE, nullable: true, description: 'When a scheduled removal takes effect; null when none.' })
  deleteFutureEffectiveDate: string | null;
}

@ApiSchema({ name: 'PolicyDocument' })
export class PolicyDocument {
  @StringField({ ...DATE, description: 'When it was printed.' })
  printDate: string;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Opaque key of the document: open it with GET /api/document?q={printUrl}.', example: 'dec-PPA1000101-2026-3f9a1c' })
  printUrl: string;

  @StringField({ maxLength: 40, pattern: ANY_TEXT, nullable: true, description: 'The form number printed on it; null for declarations.', example: 'PP 00 01 09 18' })
  formNumber: string | null;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'What the document is.', example: 'Personal Auto Policy' })
  description: string;
}

@ApiSchema({ name: 'IdCard' })
export class IdCard {
  @IntField({ format: 'int32', minimum: 0, maximum: 3000, description: 'Model year of the vehicle; 0 for an any-auto card.', example: 2021 })
  year: number;

  @StringField({ maxLength: 60, pattern: ANY_TEXT, nullable: true, description: 'Vehicle make.', example: 'Honda' })
  make: string | null;

  @StringField({ maxLength: 60, pattern: ANY_TEXT, nullable: true, description: 'Vehicle model.', example: 'CR-V' })
  model: string | null;

  @StringField({ ...DATE, description: 'When it was printed.' })
  printDate: string;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Opaque key of the card PDF.', example: 'card-PPA1000101-1' })
  printUrl: string;
}

@ApiSchema({ name: 'ClaimRepresentative' })
export class ClaimRepresentative {
  @StringField({ maxLength: 160, pattern: ANY_TEXT, nullable: true, description: 'Name.', example: 'Jordan Reyes' })
  name: string | null;

  @StringField({ maxLength: 254, pattern: ANY_TEXT, nullable: true, description: 'Email.', example: 'jreyes@harbormutual.test' })
  email: string | null;

  @StringField({ maxLength: 10, pattern: ANY_TEXT, nullable: true, description: 'Phone, 10 digits.', example: '3175550100' })
  phone: string | null;
}

@ApiSchema({ name: 'PolicyClaim' })
export class PolicyClaim {
  @StringField({ maxLength: 20, pattern: ANY_TEXT, description: 'Claim number.', example: 'C1004821' })
  number: string;

  @StringField({ maxLength: 100, pattern: ANY_TEXT, description: 'Kind of loss.', example: 'Collision' })
  type: string;

  @StringField({ ...DATE, description: 'Date of loss.' })
  lossDate: string;

  @StringField({ maxLength: 40, pattern: ANY_TEXT, description: 'Claim status.', example: 'Open' })
  status: string;

  @StringField({ ...POLICY_NUMBER, description: 'Policy number.' })
  policy: string;

  @BoolField({ description: 'True for a claim still being set up (number starts with P).', example: false })
  isPending: boolean;

  @ObjectField({ type: () => ClaimRepresentative })
  representative: ClaimRepresentative;
}

@ApiSchema({ name: 'PackagePart' })
export class PackagePart {
  @StringField({ maxLength: 100, pattern: ANY_TEXT, description: 'Part name.', example: 'Garage' })
  name: string;
}

@ApiSchema({ name: 'FuturePolicy' })
export class FuturePolicy {
  @StringField({ ...POLICY_NUMBER, description: 'Policy number.' })
  policyNumber: string;

  @EnumField({ values: FUTURE_POLICY_STATUSES, description: 'Status of the renewal.', example: 'Future' })
  status: (typeof FUTURE_POLICY_STATUSES)[number];

  @ObjectField({ type: () => PolicyTerm })
  term: PolicyTerm;

  @ObjectArrayField({ type: () => PolicyDocument, maxItems: 50, description: 'Declarations of the renewal.' })
  declarations: PolicyDocument[];
}

@ApiSchema({ name: 'Policy' })
export class Policy {
  @StringField({ ...POLICY_NUMBER, description: 'Policy number.' })
  policyNumber: string;

  @StringField({ maxLength: 40, pattern: ANY_TEXT, description: 'Policy id in the policy system.', example: '100101' })
  policyId: string;

  @IntField({ format: 'int32', minimum: 0, maximum: 100000, description: 'Policy image number.', example: 3 })
  policyImageNum: number;

  @StringField({ maxLength: 60, pattern: ANY_TEXT, nullable: true, description: 'The name the user gave the policy; null when none.', example: 'Family car' })
  nickname: string | null;

  @StringField({ maxLength: 3, pattern: ANY_TEXT, description: 'Policy type: the number prefix (PPA, HOM, ...).', example: 'PPA' })
  type: string;

  @StringField({ maxLength: 100, pattern: ANY_TEXT, description: 'Line of business in words.', example: 'Personal Auto' })
  typeName: string;

  @EnumField({ values: Object.values(PolicyStatus), description: 'Policy status.', example: PolicyStatus.InForce })
  status: PolicyStatus;

  @EnumField({ values: STATUS_TEXTS, description: 'Status as shown (History is shown as Cancelled).', example: 'In-Force' })
  statusText: (typeof STATUS_TEXTS)[number];

  @BoolField({ description: 'This term is the renewal of another (labelled (Renewal)).', example: false })
  isRenewal: boolean;

  @ObjectField({ type: () => PolicyTerm })
  term: PolicyTerm;

  @StringField({ maxLength: 200, pattern: ANY_TEXT, description: 'Underwriting company.', example: 'Harbor Mutual Insurance Company' })
  companyName: string;

  @ObjectField({ type: () => PolicyHolderAddress })
  policyHolder: PolicyHolderAddress;

  @StringField({ maxLength: 60, pattern: ANY_TEXT, description: 'Payment plan.', example: 'Monthly' })
  paymentPlan: string;

  @BoolField({ description: 'Automatic payments on.', example: false })
  autoPay: boolean;

  @NumberField({ ...AMOUNT, description: 'Premium of the term.', example: 1824 })
  termPremium: number;

  @StringField({ ...DATE, nullable: true, description: 'Next due date.' })
  nextDueDate: string | null;

  @NumberField({ ...AMOUNT, description: 'Next amount due.', example: 182.4 })
  nextDueAmount: number;

  @NumberField({ ...AMOUNT, description: 'Balance due now.', example: 182.4 })
  outstandingBalance: number;

  @NumberField({ ...AMOUNT, description: 'Amount that pays the term in full.', example: 912 })
  payInFullAmount: number;

  @ObjectField({ type: () => PolicyBilling })
  billing: PolicyBilling;

  @BoolField({ description: 'Balance (the account balance for a primary account policy) of at least 1 and due date before now.', example: false })
  isPastDue: boolean;

  @BoolField({ description: 'Balance of at least 1, not past due, and due within 7 days.', example: false })
  isSoonDue: boolean;

  @EnumField({
    values: MAKE_CHANGE_VALUES,
    description:
      'Whether Make a Change is offered: allowed; oneChangeAtATime (a pending change blocks it: contact the agent); notOffered (not an In-Force PPA).',
    example: 'allowed',
  })
  makeChange: MakeChange;

  @BoolField({ description: 'A policy change is pending.', example: false })
  hasPendingEndorsement: boolean;

  @BoolField({ description: 'The pending change is one made in this portal.', example: false })
  isPendingEndorsementMP: boolean;

  @BoolField({ description: 'A saved, unfinished change exists.', example: false })
  hasEndorsementSave: boolean;

  @ObjectField({ type: () => PolicyAgency })
  agency: PolicyAgency;

  @ObjectArrayField({ type: () => PolicyVehicle, maxItems: 100, description: 'Vehicles (auto policies).' })
  vehicles: PolicyVehicle[];

  @ObjectArrayField({ type: () => PolicyDriver, maxItems: 100, description: 'Drivers (auto policies).' })
  drivers: PolicyDriver[];

  @ObjectArrayField({ type: () => PolicyDocument, maxItems: 200, description: 'Declarations pages, newest first.' })
  declarations: PolicyDocument[];

  @ObjectArrayField({ type: () => PolicyDocument, maxItems: 500, description: 'Forms, newest first.' })
  documents: PolicyDocument[];

  @ObjectArrayField({ type: () => IdCard, maxItems: 100, description: 'Auto ID cards.' })
  cards: IdCard[];

  @BoolField({
    description:
      'The policy appears on the Auto ID Cards screen (In-Force, Pending or Future with a card whose year is not 0, a number containing GAR, or a CPP with a Garage part).',
    example: false,
  })
  hasIdCards: boolean;

  @ObjectArrayField({ type: () => PolicyClaim, maxItems: 500, description: 'Claims, newest first.' })
  claims: PolicyClaim[];

  @ObjectArrayField({ type: () => PackagePart, maxItems: 20, description: 'Parts of a package policy.' })
  packageParts: PackagePart[];

  @ObjectField({ type: () => FuturePolicy, nullable: true, description: 'The renewal term, when one is issued; null otherwise.' })
  futurePolicy: FuturePolicy | null;
}
