import type { DocumentKind } from '../policy-document.entity';
import type { PolicyStatus } from '../policy-status';

/**
 * Read-model shapes of the core records (api/README.md, "Read models"): plain data assembled
 * by one SQL statement, named in the records' words (the reply's mapping is the area's).
 * Amounts are dollars as numbers, dates 'YYYY-MM-DD'.
 */

export interface AddressView {
  line1: string | null;
  line2: string | null;
  poBox: string | null;
  city: string;
  state: string;
  zip5: string;
}

export interface AgencyView {
  agencyCode: string;
  displayName: string;
  producerName: string;
  producerPhones: string[];
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
  phones: string[];
  emails: string[];
}

export interface CoverageView {
  description: string;
  coverageLimitDescription: string;
}

export interface CreditorView {
  businessName: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string;
  zip: string;
  creditorNum: number;
  creditorType: number;
  houseNumber: string | null;
  aptNum: string | null;
  streetName: string | null;
  poBox: string | null;
  stateId: number;
  county: string | null;
}

export interface VehicleView {
  vehicleNum: number;
  year: number;
  make: string;
  model: string;
  vin: string;
  deleteFutureEffectiveDate: string | null;
  coverages: CoverageView[];
  style: string | null;
  annualMileage: number | null;
  loanOrLease: boolean;
  hasThirdPartyLoanLeaseCoverage: boolean;
  comprehensive: number;
  collision: number;
  rentalReimbursement: number;
  towingAndLabor: number;
  creditors: CreditorView[];
}

export interface DriverView {
  driverNum: number;
  firstName: string;
  middleInitial: string | null;
  lastName: string;
  suffix: string | null;
  licenseNumber: string;
  licenseState: string;
  birthDate: string;
  deleteFutureEffectiveDate: string | null;
  relationshipTypeId: number;
}

export interface DocumentView {
  kind: DocumentKind;
  description: string;
  formNumber: string | null;
  printDate: string;
  printUrl: string;
  /** Declarations in the policy list: when the version it prints took effect (null for forms and when unknown; left out by the printable read). */
  versionEffectiveDate?: string | null;
}

export interface IdCardView {
  year: number;
  make: string;
  model: string;
  printDate: string;
  printUrl: string;
}

export interface ClaimView {
  claimNumber: string;
  type: string;
  lossDate: string;
  status: string;
  representativeName: string | null;
  representativeEmail: string | null;
  representativePhone: string | null;
  /** The newest event of the claim's timeline (the read model fills it; a book plan leaves it out). */
  latestEvent?: { kind: string; occurredAt: string } | null;
}

/** One billing item (ledger line) of a policy number, any term; amounts in dollars. */
export interface BillingItemView {
  itemDate: string;
  description: string;
  itemType: number;
  paymentAmount: number;
  billedAmount: number;
  balance: number;
}

export interface BillingAccountView {
  accountNumber: string;
  primaryPolicyId: number | null;
  outstandingBalance: number;
  outstandingBalanceDueDate: string | null;
  payInFullAmount: number;
  lastPaymentAmount: number | null;
  lastPaymentDate: string | null;
}

/** One term with everything the policy list shows; documents newest first, claims by loss date, newest first. */
export interface PolicyTermView {
  id: number;
  version: number;
  policyNumber: string;
  policyImageNum: number;
  type: string;
  status: PolicyStatus;
  effectiveDate: string;
  endDate: string;
  companyName: string;
  renewalOfId: number | null;
  paymentPlan: string;
  autoPay: boolean;
  termPremium: number;
  nextDueDate: string | null;
  nextDueAmount: number;
  outstandingBalance: number;
  outstandingBalanceDueDate: string | null;
  payInFullAmount: number;
  lastPaymentAmount: number | null;
  lastPaymentDate: string | null;
  hasPendingEndorsement: boolean;
  isPendingEndorsementMP: boolean;
  isPolicyInNoticeOfCancellation: boolean;
  versionId: number;
  minimumEffectiveDate: string | null;
  maximumEffectiveDate: string | null;
  hasAutoEnhancement: boolean;
  hasAutoPlusEnhancement: boolean;
  pendingEndorsementPolicyImageNum: number | null;
  pendingEndorsementTransactionDate: string | null;
  /** Every address of the holder, in order (the mailing address first). */
  addresses: (AddressView & { county: string | null })[];
  /**
   * A saved, unfinished policy change exists for the number (the policy-change area's
   * policy_change_save table, read here so the policy list stays one statement).
   */
  hasEndorsementSave: boolean;
  holderName: string;
  /** The holder's first address (mailing), if any. */
  mailingAddress: AddressView | null;
  billingAccount: BillingAccountView | null;
  /** The policy number's billing items over all its terms, newest first (at most 1000). */
  billingItems: BillingItemView[];
  agency: AgencyView;
  vehicles: VehicleView[];
  drivers: DriverView[];
  documents: DocumentView[];
  idCards: IdCardView[];
  claims: ClaimView[];
  packageParts: string[];
}

/** A term as its printed documents show it. */
export interface PrintedPolicyView {
  policyNumber: string;
  effectiveDate: string;
  endDate: string;
  companyName: string;
  termPremium: number;
  paymentPlan: string;
  holderName: string;
  mailingAddress: AddressView | null;
  agency: AgencyView;
  vehicles: VehicleView[];
  drivers: DriverView[];
}

/** The document or ID card behind a printUrl, with its term. */
export type PrintableView =
  | { kind: 'document'; document: DocumentView; policy: PrintedPolicyView }
  | { kind: 'id-card'; card: IdCardView & { vin: string | null }; policy: PrintedPolicyView };
