import type { Enhancement } from './model';
import type { ChangeAction } from './rules/menu';
import type { CreditorValues, VehicleValues } from './rules/forms';
import type { Coverages } from './rules/coverages';
import type { DriverValues } from './rules/driverForm';

/**
 * What the change page needs of the server, apart from how it is called: queries.ts builds the
 * signed-in customer's one over generated-client; component tests give the page a fake.
 */
export interface PolicyChangeGateway {
  /** GET /api/policysave/{policyNumber}: the saved change, or null. */
  getSave(policyNumber: string): Promise<SavedChange | null>;
  /** POST /api/policysave/{policyNumber}. */
  save(policyNumber: string, change: SaveInput): Promise<void>;
  /** GET /api/policysave/{policyNumber}/delete. */
  deleteSave(policyNumber: string): Promise<void>;
  /** GET /api/vehicle. */
  lookupVehicle(query: VehicleQuery): Promise<VehicleLookupView>;
  /** GET /api/address/zipcode/{zip}; null when nothing was found (a failed zip lookup is ignored). */
  lookupZip(zip: string): Promise<ZipView | null>;
  /** POST /api/policyupdate/rate/vehicle (add and replace). */
  rateVehicle(input: RateVehicleInput): Promise<RateView>;
  /** POST /api/policyupdate/rate/vehicle/delete. */
  rateDeleteVehicle(input: RateTarget & { vehicleNum: number }): Promise<RateView>;
  /** POST /api/policyupdate/rate/driver (add). */
  rateDriver(input: RateTarget & { driver: DriverValues }): Promise<RateView>;
  /** POST /api/policyupdate/rate/driver/delete. */
  rateDeleteDriver(input: RateTarget & { driverNum: number }): Promise<RateView>;
  /** POST /api/policyupdate/rate/creditor (add, or edit with creditorNum). */
  rateCreditor(input: RateTarget & { vehicleNum: number; creditorNum?: number; creditor: CreditorValues }): Promise<RateView>;
  /** POST /api/policyupdate/rate/confirm: issues the change. */
  confirm(input: RateTarget & { policyImageNum: number; emailDetails: string }): Promise<void>;
  /** POST /api/policyupdate/rate/delete: removes the pending rate. */
  deleteRate(input: RateTarget & { policyImageNum: number; transactionDate: string }): Promise<void>;
  /** POST /api/policyupdate/senderroremail: tells the agency a change failed. */
  sendErrorEmail(input: { policyNumber: string; errorMessage: string }): Promise<void>;
}

/** Which policy and day a rate is for. */
export interface RateTarget {
  policyNumber: string;
  policyId: string;
  effectiveDate: string;
  /** The pending endorsement being replaced, when re-rating. */
  endorsementPolicyImageNumber?: number;
}

export interface RateVehicleInput extends RateTarget {
  /** The vehicle replaced (replace only). */
  vehicleNum?: number;
  vehicle: VehicleValues;
  /** The chosen style's name (the spec's "chosen style"). */
  styleName: string;
  year: number;
  make: string;
  model: string;
  addLoanLeaseCoverage: boolean;
  hasThirdPartyLoanLeaseCoverage: boolean;
  creditor: CreditorValues | null;
  enhancement: Enhancement;
  coverages: Coverages;
}

export interface RateView {
  /** Premium difference in cents (negative: a decrease). */
  differenceCents: number;
  /** "This change will result in a $12.00 INCREASE IN PREMIUM". */
  premiumText: string;
  /** "for the period 03/01/2026 to 09/01/2026". */
  periodText: string;
  decrease: boolean;
  transactionDate: string;
  effectiveDate: string;
  policyImageNum: number;
  /** No VIN yet: the rate is an estimate and Complete Change asks for a VIN first. */
  vinRequired: boolean;
  liabilityOnly: boolean;
  warnings: string[];
  /** The rendered details for the confirmation emails. */
  emailDetails: string;
}

/** What a save holds beside the effective date: the step and form values (the spec's data, a JSON string). */
export interface SavedData {
  step?: number;
  vehicle?: VehicleValues;
  creditor?: CreditorValues | null;
  driver?: DriverValues;
  coverages?: Coverages;
  enhancement?: Enhancement;
  addLoanLeaseCoverage?: boolean;
  vehicleNum?: number | null;
  driverNum?: number | null;
  creditorNum?: number | null;
  rate?: RateView | null;
}

export interface SavedChange extends ChangeAction {
  id: string;
  effectiveDate: string;
  data: SavedData;
}

export interface SaveInput extends ChangeAction {
  id?: string;
  effectiveDate: string;
  data: SavedData;
}

export type VehicleQuery = { vin: string } | { year: number; make?: string; model?: string };

export interface VehicleLookupView {
  valid: boolean;
  message: string | null;
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  makes: string[];
  models: string[];
  styles: { id: string; name: string }[];
}

export interface ZipView {
  stateId: number | null;
  city: string;
  county: string;
}
