import type { ClaimEventDetails, ClaimEventKind } from '../claim-event.entity';
import type { CreditorType } from '../creditor.entity';
import type {
  AddressView,
  AgencyView,
  BillingAccountView,
  BillingItemView,
  ClaimView,
  CoverageView,
  CreditorView,
  DocumentView,
  DriverView,
  IdCardView,
  PolicyTermView,
  VehicleView,
} from './policy-views';

/**
 * The insurer's book as plain data (the demo and the tests write it with writeCoreBook): what
 * the records hold, by business keys (agency code, client id, account number, policy key),
 * never database ids. The shapes the policy list reads are the read-model views
 * (policy-views.ts) plus what only the records keep.
 */
export interface CoreBookPlan {
  agencies: AgencyPlan[];
  policyholders: PolicyholderPlan[];
  billingAccounts: BillingAccountPlan[];
  policies: PolicyPlan[];
}

/** An agency as the policy list shows it (the same fields). */
export type AgencyPlan = AgencyView;

export interface AddressPlan extends AddressView {
  county: string;
}

export interface PolicyholderPlan {
  clientId: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  isCommercial: boolean;
  dateOfBirth: string | null;
  taxIdLast4: string;
  email: string | null;
  homePhone: string | null;
  workPhone: string | null;
  cellPhone: string | null;
  /** Mailing address first. */
  addresses: AddressPlan[];
}

export interface BillingAccountPlan extends Omit<BillingAccountView, 'primaryPolicyId'> {
  primaryPolicyKey: string;
}

export interface CoveragePlan extends CoverageView {
  coverageType: string;
  premium: number;
}

/** A creditor as the seed plans it: the record's read model, with its type named. */
export interface CreditorPlan extends Omit<CreditorView, 'creditorType'> {
  creditorType: CreditorType;
}

/** A vehicle as the seed plans it: the record's read model, with style and mileage always known, and its rating fields. */
export interface VehiclePlan extends Omit<VehicleView, 'style' | 'annualMileage' | 'coverages' | 'creditors'> {
  style: string;
  bodyTypeId: number;
  classCode: string;
  annualMileage: number;
  comprehensiveDeductible: number;
  collisionDeductible: number;
  coverages: CoveragePlan[];
  creditors: CreditorPlan[];
}

/** A driver as the seed plans it: the record's read model, with gender and marital status always known. */
export interface DriverPlan extends DriverView {
  gender: number;
  maritalStatus: string;
}

export type DocumentPlan = DocumentView;

export interface IdCardPlan extends IdCardView {
  /** The vehicle the card is for; null for a card not tied to a listed vehicle. */
  vehicleNum: number | null;
}

export type BillingItemPlan = BillingItemView;

/** One event of a claim's timeline in the book; a request's items are received at `receivedAt` when given. */
export interface ClaimEventPlan {
  kind: ClaimEventKind;
  occurredAt: Date;
  details: ClaimEventDetails;
  receivedAt?: Date;
}

export interface ClaimPlan extends ClaimView {
  description: string;
  /** Oldest first. */
  timeline?: ClaimEventPlan[];
}

/** What a term shares with the policy list's view of it (PolicyTermView), field for field. */
type TermFields =
  | 'policyNumber'
  | 'policyImageNum'
  | 'type'
  | 'status'
  | 'effectiveDate'
  | 'endDate'
  | 'companyName'
  | 'paymentPlan'
  | 'autoPay'
  | 'termPremium'
  | 'nextDueDate'
  | 'nextDueAmount'
  | 'outstandingBalance'
  | 'outstandingBalanceDueDate'
  | 'payInFullAmount'
  | 'lastPaymentAmount'
  | 'lastPaymentDate'
  | 'hasPendingEndorsement'
  | 'isPendingEndorsementMP'
  | 'isPolicyInNoticeOfCancellation'
  | 'versionId'
  | 'minimumEffectiveDate'
  | 'maximumEffectiveDate'
  | 'hasAutoEnhancement'
  | 'hasAutoPlusEnhancement'
  | 'pendingEndorsementPolicyImageNum'
  | 'pendingEndorsementTransactionDate';

export interface PolicyPlan extends Pick<PolicyTermView, TermFields> {
  /** Unique within the plan: policy number plus 'current' or 'renewal'. */
  key: string;
  /** The 10-digit number printed on the policy's bills (the same on every term). */
  paymentNumber: string;
  cancellationDate: string | null;
  holderClientId: string;
  secondaryHolderClientId: string | null;
  agencyCode: string;
  billingAccountNumber: string | null;
  renewalOfKey: string | null;
  paymentPlanId: number;
  packageParts: { number: number; name: string }[];
  /** Liability limits as the declarations state them, in certificate order (commercial, garage and farm lines). */
  liabilityLimits?: LiabilityLimitPlan[];
  vehicles: VehiclePlan[];
  drivers: DriverPlan[];
  documents: DocumentPlan[];
  idCards: IdCardPlan[];
  billingItems: BillingItemPlan[];
  claims: ClaimPlan[];
}

/** A liability limit of a term (see LiabilityLimit): amounts in whole cents. */
export interface LiabilityLimitPlan {
  coverageType: string;
  limitName: string;
  amountCents: number;
}
