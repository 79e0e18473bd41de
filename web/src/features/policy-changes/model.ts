/**
 * The policy as a mid-term change reads it (doc 3 §3 "Policy (as used here)"), apart from how
 * the server sends it: queries.ts maps the API's reply onto it, component tests build it by hand.
 */
export type Enhancement = 'no' | 'better' | 'best';

export interface ChangeCreditor {
  creditorNum: number;
  businessName: string | null;
  firstName: string | null;
  lastName: string | null;
  address: {
    houseNumber: string | null;
    aptNum: string | null;
    streetName: string | null;
    poBox: string | null;
    city: string;
    stateId: number | null;
    zip: string;
    county: string | null;
  };
}

export interface ChangeVehicle {
  vehicleNum: number;
  vin: string;
  year: number;
  make: string;
  model: string;
  /** The style as shown. */
  style: string;
  creditors: ChangeCreditor[];
  /** Scheduled deletion date (YYYY-MM-DD), null when none. */
  deleteFutureEffectiveDate: string | null;
  /** Indexes into the option lists of rules/coverages.ts. */
  comprehensive: number;
  collision: number;
  rentalReimbursement: number;
  towingAndLabor: number;
  /** Carries loan/lease (gap) coverage bought elsewhere. */
  hasThirdPartyLoanLeaseCoverage: boolean;
  loanOrLease: boolean;
}

export interface ChangeDriver {
  driverNum: number;
  displayName: string;
  relationshipTypeId: number;
  deleteFutureEffectiveDate: string | null;
}

export interface ChangeAddress {
  line1: string;
  line2: string | null;
  poBox: boolean;
  houseNumber?: string | null;
  streetName?: string | null;
  city: string;
  stateId: number | null;
  zip: string;
  county: string | null;
}

export interface ChangeAgency {
  displayName: string;
  producer: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  phones: string[];
  emails: string[];
}

export interface ChangePolicy {
  policyId: string;
  policyNumber: string;
  policyImageNum: number;
  /** The term's effective date (YYYY-MM-DD): decides the bundle's rental amounts (12/01/2023 cut-over). */
  termEffectiveDate: string;
  expiration: string;
  minimumEffectiveDate: string;
  maximumEffectiveDate: string;
  enhancement: Enhancement;
  hasPendingEndorsement: boolean;
  pendingEndorsementPolicyImageNum: number | null;
  pendingEndorsementTransactionDate: string | null;
  vehicles: ChangeVehicle[];
  drivers: ChangeDriver[];
  addresses: ChangeAddress[];
  policyHolder: { firstName: string; lastName: string; displayName: string };
  agency: ChangeAgency;
}
