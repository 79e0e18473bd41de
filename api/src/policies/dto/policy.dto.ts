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
import { ANY_TEXT, NullableReplyTextField, ReplyTextField } from '../../common/validation/reply-text';
import { ClaimEventKind, POLICY_NUMBER_PATTERN, PolicyStatus } from '../../core';
import type { MakeChange } from '../policy-rules';

/**
 * Reply shapes of listPolicies, named after the spec's schemas (openapi/components/schemas).
 * Classes so that @nestjs/swagger sees them and the contract test compares them with the spec;
 * the service builds plain object literals of these shapes.
 */

/** Amounts in dollars. */
const AMOUNT = { minimum: -100000000, maximum: 100000000 } as const;
/** A calendar date, YYYY-MM-DD. */
const DATE = { format: 'date', maxLength: 10, example: '2026-12-01' } as const;
const PHONES = { maxItems: 10, item: { maxLength: 10, pattern: /^[0-9]{10}$/ } } as const;
const POLICY_NUMBER = { minLength: 10, maxLength: 10, pattern: POLICY_NUMBER_PATTERN, example: 'PPA1000101' } as const;

/** A field only personal auto (PPA) policies carry: optional, and its description says so. */
const PPA_ONLY = 'Sent for personal auto (PPA) policies (the policy change wizard reads it); left out otherwise.';
const ppaOnly = <const O extends { description: string }>(o: O) => ({ ...o, required: false as const, description: `${o.description} ${PPA_ONLY}` });

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
  @ReplyTextField(160, 'Name as on the policy.', 'Emily Carter')
  displayName: string;

  @ReplyTextField(200, 'Address line 1 (or P.O. box).', '4410 Lakeview Dr')
  address1: string;

  @NullableReplyTextField(200, 'Address line 2.', '')
  address2: string | null;

  @ReplyTextField(100, 'City.', 'Carmel')
  city: string;

  @ReplyTextField(2, 'State abbreviation.', 'IN')
  state: string;

  @ReplyTextField(10, 'Zip code.', '46032')
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

  @ReplyTextField(120, 'What it was.', 'Payment - Thank You')
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

  @NullableReplyTextField(10, 'Account bill number, when part of one.', '7700412835')
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
  @ReplyTextField(200, 'Name.', 'Dana Whitaker')
  displayName: string;

  @ReplyStringArrayField({ ...PHONES, description: 'Phone numbers, 10 digits.' })
  phones: string[];
}

@ApiSchema({ name: 'PolicyAgency' })
export class PolicyAgency {
  @ReplyTextField(20, 'Agency code.', 'A1042')
  agencyCode: string;

  @ReplyTextField(200, 'Agency name.', 'Riverside Insurance Group')
  displayName: string;

  @ReplyObjectField({ type: () => AgencyProducer })
  producer: AgencyProducer;

  @ReplyTextField(200, 'Street address.', '1200 N Meridian St')
  addressLine1: string;

  @ReplyTextField(200, 'City, state and zip.', 'Indianapolis, IN 46204')
  addressLine2: string;

  @ReplyStringArrayField({ ...PHONES, description: 'Phone numbers, 10 digits.' })
  phones: string[];

  @ReplyStringArrayField({ maxItems: 10, item: { format: 'email', maxLength: 254 }, description: 'Email addresses.' })
  emails: string[];
}

@ApiSchema({ name: 'VehicleCoverage' })
export class VehicleCoverage {
  @ReplyTextField(200, 'The coverage.', 'Bodily Injury Liability')
  description: string;

  @ReplyTextField(200, 'Its limit or deductible as printed.', '$100,000 / $300,000')
  coverageLimitDescription: string;
}

@ApiSchema({ name: 'PolicyAddress' })
export class PolicyAddress {
  @ReplyTextField(200, 'Street line.', '4410 Lakeview Dr')
  line1: string;

  @NullableReplyTextField(200, 'Second line.', '')
  line2: string | null;

  @NullableReplyTextField(20, 'P.O. box, when it is one.', null)
  poBox: string | null;

  @ReplyTextField(100, 'City.', 'Carmel')
  city: string;

  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 51, description: 'State id 1-51.', example: 16 })
  stateId: number;

  @ReplyTextField(10, 'Zip code.', '46032')
  zip: string;

  @NullableReplyTextField(60, 'County.', 'Hamilton')
  county: string | null;
}

@ApiSchema({ name: 'PolicyCreditorAddress' })
export class PolicyCreditorAddress {
  @NullableReplyTextField(12, 'Street number.', '100')
  houseNumber: string | null;

  @NullableReplyTextField(10, 'Apartment.', null)
  aptNum: string | null;

  @NullableReplyTextField(100, 'Street.', 'Main St')
  streetName: string | null;

  @NullableReplyTextField(20, 'P.O. box.', null)
  poBox: string | null;

  @ReplyTextField(60, 'City.', 'Indianapolis')
  city: string;

  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 51, description: 'State id 1-51.', example: 16 })
  stateId: number;

  @ReplyTextField(5, 'Zip.', '46204')
  zip: string;

  @NullableReplyTextField(60, 'County.', 'Marion')
  county: string | null;
}

@ApiSchema({ name: 'PolicyCreditor' })
export class PolicyCreditor {
  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 99, description: 'Creditor number on the vehicle.', example: 1 })
  creditorNum: number;

  @ReplyIntField({ format: 'int32', minimum: 0, maximum: 1, description: '0 company (lienholder), 1 person (loss payee).', example: 0 })
  creditorType: number;

  @ReplyTextField(200, 'Name as shown.', 'First Midwest Bank')
  displayName: string;

  @NullableReplyTextField(120, 'Business name.', 'First Midwest Bank')
  businessName: string | null;

  @NullableReplyTextField(60, 'First name.', null)
  firstName: string | null;

  @NullableReplyTextField(60, 'Last name.', null)
  lastName: string | null;

  @ReplyObjectField({ type: () => PolicyCreditorAddress, description: 'Address of the creditor.' })
  address: PolicyCreditorAddress;
}

@ApiSchema({ name: 'PolicyVehicle' })
export class PolicyVehicle {
  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 999, description: 'Vehicle number on the policy.', example: 1 })
  vehicleNum: number;

  @ReplyTextField(200, 'Year, make and model.', '2021 Honda CR-V')
  displayName: string;

  @ReplyTextField(17, 'The VIN masked but its last 4 characters.', '*************4821')
  vin: string;

  @ReplyObjectArrayField({ type: () => VehicleCoverage, maxItems: 100, description: 'Coverages of the vehicle.' })
  coverages: VehicleCoverage[];

  @ReplyStringField({ ...DATE, nullable: true, description: 'When a scheduled removal takes effect; null when none.' })
  deleteFutureEffectiveDate: string | null;

  @ReplyIntField(
    ppaOnly({
      format: 'int32',
      minimum: 1900,
      maximum: 2100,
      description: 'Model year.',
      example: 2021,
    }),
  )
  year?: number;

  @ReplyStringField(
    ppaOnly({
      maxLength: 40,
      pattern: ANY_TEXT,
      description: 'Make.',
      example: 'Honda',
    }),
  )
  make?: string;

  @ReplyStringField(
    ppaOnly({
      maxLength: 60,
      pattern: ANY_TEXT,
      description: 'Model.',
      example: 'CR-V',
    }),
  )
  model?: string;

  @ReplyStringField(
    ppaOnly({
      nullable: true,
      maxLength: 80,
      pattern: ANY_TEXT,
      description: 'Style as shown.',
      example: 'EX-L 4D SUV AWD',
    }),
  )
  style?: string | null;

  @ReplyIntField(
    ppaOnly({
      nullable: true,
      format: 'int32',
      minimum: 0,
      maximum: 200000,
      description: 'Annual mileage.',
      example: 12000,
    }),
  )
  annualMileage?: number | null;

  @ReplyBoolField(
    ppaOnly({
      description: 'Has a loan or lease.',
      example: true,
    }),
  )
  loanOrLease?: boolean;

  @ReplyBoolField(
    ppaOnly({
      description: 'The loan or lease has third-party gap coverage.',
      example: false,
    }),
  )
  hasThirdPartyLoanLeaseCoverage?: boolean;

  @ReplyIntField(
    ppaOnly({
      format: 'int32',
      minimum: 0,
      maximum: 8,
      description: 'Comprehensive option index (0 none).',
      example: 5,
    }),
  )
  comprehensive?: number;

  @ReplyIntField(
    ppaOnly({
      format: 'int32',
      minimum: 0,
      maximum: 5,
      description: 'Collision option index (0 none).',
      example: 2,
    }),
  )
  collision?: number;

  @ReplyIntField(
    ppaOnly({
      format: 'int32',
      minimum: 0,
      maximum: 8,
      description: "Rental option index of the term's list (0 none).",
      example: 1,
    }),
  )
  rentalReimbursement?: number;

  @ReplyIntField(
    ppaOnly({
      format: 'int32',
      minimum: 0,
      maximum: 8,
      description: 'Towing and labor option index (0 none).',
      example: 3,
    }),
  )
  towingAndLabor?: number;

  @ReplyObjectArrayField(
    ppaOnly({
      type: () => PolicyCreditor,
      maxItems: 20,
      description: 'Lienholders and loss payees.',
    }),
  )
  creditors?: PolicyCreditor[];
}

@ApiSchema({ name: 'PolicyDriver' })
export class PolicyDriver {
  @ReplyIntField({ format: 'int32', minimum: 1, maximum: 999, description: 'Driver number on the policy.', example: 1 })
  driverNum: number;

  @ReplyTextField(200, 'Name.', 'Emily Carter')
  displayName: string;

  @ReplyTextField(40, "The driver's licence number masked but its last 4 characters.", '********3012')
  dln: string;

  @ReplyIntField({ format: 'int32', minimum: 1900, maximum: 3000, description: 'Year of birth.', example: 1984 })
  birthYear: number;

  @ReplyStringField({ ...DATE, nullable: true, description: 'When a scheduled removal takes effect; null when none.' })
  deleteFutureEffectiveDate: string | null;

  @ReplyStringField(
    ppaOnly({
      maxLength: 60,
      pattern: ANY_TEXT,
      description: 'First name.',
      example: 'Emily',
    }),
  )
  firstName?: string;

  @ReplyStringField(
    ppaOnly({
      maxLength: 60,
      pattern: ANY_TEXT,
      description: 'Last name.',
      example: 'Carter',
    }),
  )
  lastName?: string;

  @ReplyIntField(
    ppaOnly({
      format: 'int32',
      minimum: 1,
      maximum: 8,
      description:
        'Relationship to the named insured: 1 brother/sister, 2 child, 3 parent/guardian, 4 other relation, 5 named insured, 6 not related, 8 spouse.',
      example: 5,
    }),
  )
  relationshipTypeId?: number;

  @ReplyBoolField(
    ppaOnly({
      description: 'A change may delete this driver (not a named insured (5) or spouse (8)).',
      example: false,
    }),
  )
  isDeletable?: boolean;
}

@ApiSchema({ name: 'PolicyDocument' })
export class PolicyDocument {
  @ReplyStringField({ ...DATE, description: 'When it was printed.' })
  printDate: string;

  @ReplyTextField(200, 'Opaque key of the document: open it with GET /api/document?q={printUrl}.', 'dec-PPA1000101-2026-3f9a1c')
  printUrl: string;

  @NullableReplyTextField(40, 'The form number printed on it; null for declarations.', 'PP 00 01 09 18')
  formNumber: string | null;

  @ReplyTextField(200, 'What the document is.', 'Personal Auto Policy')
  description: string;

  @ReplyStringField({
    ...DATE,
    required: false,
    description:
      "Declarations only (left out for forms): when the policy version this page prints took effect (the term's effective date, or the effective date of the change that issued it).",
    example: '2026-12-15',
  })
  versionEffectiveDate?: string;
}

@ApiSchema({ name: 'IdCard' })
export class IdCard {
  @ReplyIntField({ format: 'int32', minimum: 0, maximum: 3000, description: 'Model year of the vehicle; 0 for an any-auto card.', example: 2021 })
  year: number;

  @NullableReplyTextField(60, 'Vehicle make.', 'Honda')
  make: string | null;

  @NullableReplyTextField(60, 'Vehicle model.', 'CR-V')
  model: string | null;

  @ReplyStringField({ ...DATE, description: 'When it was printed.' })
  printDate: string;

  @ReplyTextField(200, 'Opaque key of the card PDF.', 'card-PPA1000101-1')
  printUrl: string;
}

@ApiSchema({ name: 'ClaimRepresentative' })
export class ClaimRepresentative {
  @NullableReplyTextField(160, 'Name.', 'Jordan Reyes')
  name: string | null;

  @NullableReplyTextField(254, 'Email.', 'jreyes@harbormutual.test')
  email: string | null;

  @NullableReplyTextField(10, 'Phone, 10 digits.', '3175550100')
  phone: string | null;
}

@ApiSchema({ name: 'ClaimLatestEvent' })
export class ClaimLatestEvent {
  @ReplyEnumField({
    values: Object.values(ClaimEventKind),
    description: "The event's kind (see ClaimTimelineEvent).",
    example: ClaimEventKind.DocumentsRequested,
  })
  kind: ClaimEventKind;

  @ReplyStringField({ maxLength: 40, format: 'date-time', description: 'When it happened.', example: '2026-11-20T15:04:05.000Z' })
  occurredAt: string;
}

@ApiSchema({ name: 'PolicyClaim' })
export class PolicyClaim {
  @ReplyTextField(20, 'Claim number.', 'C1004821')
  number: string;

  @ReplyTextField(100, 'Kind of loss.', 'Collision')
  type: string;

  @ReplyStringField({ ...DATE, description: 'Date of loss.' })
  lossDate: string;

  @ReplyTextField(40, 'Claim status.', 'Open')
  status: string;

  @ReplyStringField({ ...POLICY_NUMBER, description: 'Policy number.' })
  policy: string;

  @ReplyBoolField({ description: 'True for a claim still being set up (number starts with P).', example: false })
  isPending: boolean;

  @ReplyObjectField({ type: () => ClaimRepresentative })
  representative: ClaimRepresentative;

  @ReplyObjectField({
    type: () => ClaimLatestEvent,
    nullable: true,
    description: "The newest event of the claim's timeline (GET /api/claim/{claimNumber} has them all); null when it has none.",
  })
  latestEvent: ClaimLatestEvent | null;
}

@ApiSchema({ name: 'PackagePart' })
export class PackagePart {
  @ReplyTextField(100, 'Part name.', 'Garage')
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

  @ReplyTextField(40, 'Policy id in the policy system.', '100101')
  policyId: string;

  @ReplyIntField({ format: 'int32', minimum: 0, maximum: 100000, description: 'Policy image number.', example: 3 })
  policyImageNum: number;

  @NullableReplyTextField(60, 'The name the user gave the policy; null when none.', 'Family car')
  nickname: string | null;

  @ReplyTextField(3, 'Policy type: the number prefix (PPA, HOM, ...).', 'PPA')
  type: string;

  @ReplyTextField(100, 'Line of business in words.', 'Personal Auto')
  typeName: string;

  @ReplyEnumField({ values: Object.values(PolicyStatus), description: 'Policy status.', example: PolicyStatus.InForce })
  status: PolicyStatus;

  @ReplyEnumField({ values: STATUS_TEXTS, description: 'Status as shown (History is shown as Cancelled).', example: 'In-Force' })
  statusText: (typeof STATUS_TEXTS)[number];

  @ReplyBoolField({ description: 'This term is the renewal of another (labelled (Renewal)).', example: false })
  isRenewal: boolean;

  @ReplyObjectField({ type: () => PolicyTerm })
  term: PolicyTerm;

  @ReplyTextField(200, 'Underwriting company.', 'Harbor Mutual Insurance Company')
  companyName: string;

  @ReplyObjectField({ type: () => PolicyHolderAddress })
  policyHolder: PolicyHolderAddress;

  @ReplyTextField(60, 'Payment plan.', 'Monthly')
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

  @ReplyIntField(
    ppaOnly({
      format: 'int32',
      minimum: 1,
      maximum: 1000000,
      description: 'Rating version of the term (pass it to the vehicle lookup).',
      example: 1,
    }),
  )
  versionId?: number;

  @ReplyStringField(
    ppaOnly({
      ...DATE,
      nullable: true,
      description: 'Earliest effective date a change may have.',
      example: '2026-11-26',
    }),
  )
  minimumEffectiveDate?: string | null;

  @ReplyStringField(
    ppaOnly({
      ...DATE,
      nullable: true,
      description: 'Latest effective date a change may have.',
      example: '2027-01-25',
    }),
  )
  maximumEffectiveDate?: string | null;

  @ReplyBoolField(
    ppaOnly({
      description: 'Holds the make-it-better bundle.',
      example: false,
    }),
  )
  hasAutoEnhancement?: boolean;

  @ReplyBoolField(
    ppaOnly({
      description: 'Holds the make-it-even-better bundle.',
      example: false,
    }),
  )
  hasAutoPlusEnhancement?: boolean;

  @ReplyIntField(
    ppaOnly({
      nullable: true,
      format: 'int32',
      minimum: 1,
      maximum: 100000,
      description: 'Image number of the pending change; null when none.',
      example: null,
    }),
  )
  pendingEndorsementPolicyImageNum?: number | null;

  @ReplyStringField(
    ppaOnly({
      ...DATE,
      nullable: true,
      description: 'Transaction date of the pending change; null when none.',
      example: null,
    }),
  )
  pendingEndorsementTransactionDate?: string | null;

  @ReplyObjectArrayField(
    ppaOnly({
      type: () => PolicyAddress,
      maxItems: 10,
      description: 'Addresses of the policy, the mailing address first; the default garaging location is the first without a P.O. box.',
    }),
  )
  addresses?: PolicyAddress[];
}
