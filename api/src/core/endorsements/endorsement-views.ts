/**
 * Plain shapes of a term as a mid-term change reads and writes it (doc 3 §3), and of the change
 * itself. The policy-changes area works on these; the entities stay in core/.
 */
import type { PolicyStatus } from '../policy-status';
import type { AddressView, CoverageView, CreditorView, DriverView, VehicleView } from '../records/policy-views';

export interface ChangeCoverageView extends CoverageView {
  coverageType: string;
}

/** A lienholder or loss payee: the record's read model as it is. */
export type ChangeCreditorView = CreditorView;

/** What a vehicle is and carries, whether on the term (a view) or rated onto it (a NewVehicle). */
interface VehicleFacts extends Pick<
  VehicleView,
  | 'year'
  | 'make'
  | 'model'
  | 'style'
  | 'loanOrLease'
  | 'hasThirdPartyLoanLeaseCoverage'
  | 'comprehensive'
  | 'collision'
  | 'rentalReimbursement'
  | 'towingAndLabor'
> {
  bodyTypeId: number | null;
  ratingClass: string | null;
  loanLeaseCoverage: boolean;
  garagingZip: string | null;
}

export interface ChangeVehicleView extends VehicleFacts, Omit<VehicleView, keyof VehicleFacts | 'coverages' | 'creditors'> {
  coverages: ChangeCoverageView[];
  creditors: ChangeCreditorView[];
}

/** What a driver is, whether on the term (a view) or added by a change (a NewDriver). */
interface DriverFacts extends Omit<DriverView, 'driverNum' | 'deleteFutureEffectiveDate'> {
  licensedForThreeOrMoreYears: boolean;
  isFullTimeStudent: boolean | null;
  isBLevelStudent: boolean | null;
  studentStatus: number | null;
}

export interface ChangeDriverView extends DriverFacts, Pick<DriverView, 'driverNum' | 'deleteFutureEffectiveDate'> {
  gender: number | null;
  maritalStatus: string | null;
}

export interface ChangeAddressView extends AddressView {
  county: string | null;
}

/** A change as it is rated and kept pending: its dates, what it does, and its rate. */
export interface PendingChange {
  effectiveDate: string;
  transactionDate: string;
  change: EndorsementChange;
  rate: unknown;
  differenceCents: number;
  annualPremiumCents: number;
}

export interface PendingEndorsementView extends PendingChange {
  id: number;
  imageNum: number;
  baseImageNum: number;
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

export interface NewVehicle extends VehicleFacts {
  vin: string | null;
  annualMileage: number;
  comprehensiveDeductible: number;
  collisionDeductible: number;
  /** Annual premium of each coverage as rated, in cents. */
  coverages: (ChangeCoverageView & { premiumCents: number })[];
}

export type NewCreditor = Omit<ChangeCreditorView, 'creditorNum'>;

export interface NewDriver extends DriverFacts {
  gender: number;
  maritalStatus: string;
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
