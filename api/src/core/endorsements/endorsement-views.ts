/**
 * Plain shapes of a term as a mid-term change reads and writes it (doc 3 §3), and of the change
 * itself. The policy-changes area works on these; the entities stay in core/.
 */
import type { PolicyStatus } from '../policy-status';

export interface ChangeCoverageView {
  coverageType: string;
  description: string;
  coverageLimitDescription: string;
}

export interface ChangeCreditorView {
  creditorNum: number;
  creditorType: number;
  businessName: string | null;
  firstName: string | null;
  lastName: string | null;
  houseNumber: string | null;
  aptNum: string | null;
  streetName: string | null;
  poBox: string | null;
  city: string;
  stateId: number;
  zip: string;
  county: string | null;
}

export interface ChangeVehicleView {
  vehicleNum: number;
  vin: string;
  year: number;
  make: string;
  model: string;
  style: string | null;
  bodyTypeId: number | null;
  ratingClass: string | null;
  annualMileage: number | null;
  loanOrLease: boolean;
  hasThirdPartyLoanLeaseCoverage: boolean;
  loanLeaseCoverage: boolean;
  comprehensive: number;
  collision: number;
  rentalReimbursement: number;
  towingAndLabor: number;
  garagingZip: string | null;
  deleteFutureEffectiveDate: string | null;
  coverages: ChangeCoverageView[];
  creditors: ChangeCreditorView[];
}

export interface ChangeDriverView {
  driverNum: number;
  firstName: string;
  middleInitial: string | null;
  lastName: string;
  suffix: string | null;
  birthDate: string;
  gender: number | null;
  maritalStatus: string | null;
  licenseNumber: string;
  licenseState: string;
  relationshipTypeId: number;
  licensedForThreeOrMoreYears: boolean;
  isFullTimeStudent: boolean | null;
  isBLevelStudent: boolean | null;
  studentStatus: number | null;
  deleteFutureEffectiveDate: string | null;
}

export interface ChangeAddressView {
  line1: string | null;
  line2: string | null;
  poBox: string | null;
  city: string;
  state: string;
  zip5: string;
  county: string | null;
}

export interface PendingEndorsementView {
  id: number;
  imageNum: number;
  baseImageNum: number;
  effectiveDate: string;
  transactionDate: string;
  change: EndorsementChange;
  rate: unknown;
  differenceCents: number;
  annualPremiumCents: number;
}

/** The current term of a policy number as a change sees it. */
export interface ChangePolicyView {
  id: number;
  version: number;
  policyNumber: string;
  type: string;
  status: PolicyStatus;
  effectiveDate: string;
  endDate: string;
  minimumEffectiveDate: string | null;
  maximumEffectiveDate: string | null;
  versionId: number;
  policyImageNum: number;
  termPremium: number;
  hasAutoEnhancement: boolean;
  hasAutoPlusEnhancement: boolean;
  hasPendingEndorsement: boolean;
  isPendingEndorsementMP: boolean;
  pendingEndorsementPolicyImageNum: number | null;
  pendingEndorsementTransactionDate: string | null;
  holder: { displayName: string; firstName: string | null; lastName: string | null; email: string | null };
  addresses: ChangeAddressView[];
  agency: {
    displayName: string;
    emails: string[];
    phones: string[];
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    state: string;
    zip: string;
  };
  vehicles: ChangeVehicleView[];
  drivers: ChangeDriverView[];
  /** The portal's pending change, when there is one. */
  pending: PendingEndorsementView | null;
}

/** A policy image as it was: what an issued change replaced (kept on the endorsement). */
export interface PolicyImageView {
  imageNum: number;
  termPremium: number;
  hasAutoEnhancement: boolean;
  hasAutoPlusEnhancement: boolean;
  vehicles: ChangeVehicleView[];
  drivers: ChangeDriverView[];
}

export interface NewVehicle {
  vin: string | null;
  year: number;
  make: string;
  model: string;
  style: string | null;
  bodyTypeId: number | null;
  ratingClass: string | null;
  annualMileage: number;
  loanOrLease: boolean;
  hasThirdPartyLoanLeaseCoverage: boolean;
  loanLeaseCoverage: boolean;
  comprehensive: number;
  collision: number;
  rentalReimbursement: number;
  towingAndLabor: number;
  comprehensiveDeductible: number;
  collisionDeductible: number;
  garagingZip: string | null;
  /** Annual premium of each coverage as rated, in cents. */
  coverages: (ChangeCoverageView & { premiumCents: number })[];
}

export type NewCreditor = Omit<ChangeCreditorView, 'creditorNum'>;

export interface NewDriver {
  firstName: string;
  middleInitial: string | null;
  lastName: string;
  suffix: string | null;
  birthDate: string;
  gender: number;
  maritalStatus: string;
  licenseNumber: string;
  licenseState: string;
  relationshipTypeId: number;
  licensedForThreeOrMoreYears: boolean;
  isFullTimeStudent: boolean | null;
  isBLevelStudent: boolean | null;
  studentStatus: number | null;
}

export type Enhancement = 'no' | 'better' | 'best';

/**
 * What a change does. Deletions whose effective date is after the day they are issued are
 * scheduled (deleteFutureEffectiveDate); earlier ones remove the row.
 */
export type EndorsementChange =
  | { kind: 'addVehicle'; vehicle: NewVehicle; creditor: NewCreditor | null; enhancement: Enhancement }
  | { kind: 'replaceVehicle'; vehicleNum: number; vehicle: NewVehicle; creditor: NewCreditor | null; enhancement: Enhancement }
  | { kind: 'deleteVehicle'; vehicleNum: number }
  | { kind: 'addDriver'; driver: NewDriver }
  | { kind: 'deleteDriver'; driverNum: number }
  | { kind: 'addCreditor'; vehicleNum: number; creditor: NewCreditor }
  | { kind: 'editCreditor'; vehicleNum: number; creditorNum: number; creditor: NewCreditor }
  | { kind: 'deleteCreditor'; vehicleNum: number; creditorNum: number };

/** Why the book refused: nothing was written. */
export enum EndorsementRefusalReason {
  /** Another change (made elsewhere, not this portal's) is pending. */
  OtherPending = 'other-pending',
  /** The pending change is not the one the caller named, or the term's image moved on. */
  Stale = 'stale',
  /** Nothing is pending to issue. */
  NothingPending = 'nothing-pending',
  /** The pending vehicle has no VIN. */
  VinMissing = 'vin-missing',
}

export class EndorsementRefusal extends Error {
  constructor(readonly reason: EndorsementRefusalReason) {
    super(`endorsement refused: ${reason}`);
    this.name = 'EndorsementRefusal';
  }
}

export interface IssuedEndorsement {
  imageNum: number;
  effectiveDate: string;
  differenceCents: number;
  termPremiumCents: number;
  outstandingCents: number;
  change: EndorsementChange;
  rate: unknown;
}
