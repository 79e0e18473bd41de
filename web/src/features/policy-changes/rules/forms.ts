import type { StreetAddressValues } from '@/lib/address';
import { policyChangesText } from '../i18n';

/**
 * The vehicle and creditor forms' rules the spec states in words (doc 3 §5). The length and
 * pattern of each field come from the generated constraints: the components pass them in as
 * `format` validators (ruleFor), so none is written here.
 */
export type Validator = (value: unknown) => string | null;
export type Errors<K extends string> = Partial<Record<K, string>>;

export interface AddressValues extends StreetAddressValues {
  houseNumber: string;
  county: string;
}

export const EMPTY_ADDRESS: AddressValues = { houseNumber: '', streetName: '', apartmentNumber: '', poBox: '', city: '', stateId: '', zip: '', county: '' };

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** Street number and street, or a P.O. box; city; state; zip (and county where asked). Apartment is optional. */
export function addressErrors(a: AddressValues, opts: { countyRequired: boolean; zipFormat?: Validator }): Errors<keyof AddressValues> {
  const t = policyChangesText();
  const e: Errors<keyof AddressValues> = {};
  if (blank(a.poBox)) {
    if (blank(a.houseNumber)) e.houseNumber = t('addressErrors.houseNumber');
    if (blank(a.streetName)) e.streetName = t('addressErrors.streetName');
  }
  if (blank(a.city)) e.city = t('addressErrors.city');
  if (blank(a.stateId)) e.stateId = t('addressErrors.state');
  if (blank(a.zip)) e.zip = t('addressErrors.zip');
  else {
    const z = opts.zipFormat?.(a.zip);
    if (z) e.zip = t('addressErrors.zip');
  }
  if (opts.countyRequired && blank(a.county)) e.county = t('addressErrors.county');
  return e;
}

export interface VehicleValues {
  /** false = year/make/model, true = VIN (the spec's addBy). */
  addBy: boolean;
  vin: string;
  year: string;
  make: string;
  model: string;
  style: string;
  annualMileage: string;
  loanOrLease: '' | 'yes' | 'no';
  isOtherAddress: boolean;
  garaging: AddressValues;
}

export const EMPTY_VEHICLE: VehicleValues = {
  addBy: true,
  vin: '',
  year: '',
  make: '',
  model: '',
  style: '',
  annualMileage: '',
  loanOrLease: '',
  isOtherAddress: false,
  garaging: EMPTY_ADDRESS,
};

export type VehicleField = 'vin' | 'year' | 'make' | 'model' | 'style' | 'annualMileage' | 'loanOrLease' | `garaging.${keyof AddressValues}`;

/** Vehicle lookup state: a failed lookup marks the vehicle invalid (doc 3 §8). */
export type LookupState = 'idle' | 'checking' | 'valid' | 'invalid';

export function vehicleErrors(v: VehicleValues, ctx: { lookup: LookupState; vinFormat?: Validator; zipFormat?: Validator }): Errors<VehicleField> {
  const t = policyChangesText();
  const e: Errors<VehicleField> = {};
  if (v.addBy) {
    if (blank(v.vin)) e.vin = t('vehicleErrors.vinRequired');
    else if (ctx.vinFormat?.(v.vin)) e.vin = t('vehicleErrors.vinLength', { length: 17 });
    else if (ctx.lookup === 'invalid') e.vin = t('vehicleErrors.vinNotFound');
  } else {
    if (!(Number(v.year) > 0)) e.year = t('vehicleErrors.year');
    if (blank(v.make)) e.make = t('vehicleErrors.make');
    if (blank(v.model)) e.model = t('vehicleErrors.model');
    if (blank(v.style)) e.style = t('vehicleErrors.style');
    if (!e.year && !e.make && !e.model && ctx.lookup === 'invalid') e.model = t('vehicleErrors.notFound');
  }
  if (blank(v.annualMileage)) e.annualMileage = t('vehicleErrors.annualMileage');
  if (v.loanOrLease === '') e.loanOrLease = t('vehicleErrors.loanOrLease');
  if (v.isOtherAddress) {
    for (const [k, msg] of Object.entries(addressErrors(v.garaging, { countyRequired: true, zipFormat: ctx.zipFormat }))) {
      e[`garaging.${k as keyof AddressValues}`] = msg;
    }
  }
  return e;
}

/**
 * Entering a VIN forces add-by to VIN mode in the creditor/loan step (doc 3 §4 form
 * interactions); the VIN-required modal does the same. Year, make, model and style are kept (the
 * VIN lookup supplies them), so clearing the VIN again returns to year/make/model as chosen.
 */
export function withEnteredVin(v: VehicleValues, vin: string): VehicleValues {
  return { ...v, vin, addBy: vin !== '' };
}

/** Changing add-by clears VIN, year, make, model and style (doc 3 §4). */
export function withAddBy(v: VehicleValues, addBy: boolean): VehicleValues {
  return { ...v, addBy, vin: '', year: '', make: '', model: '', style: '' };
}

/** Choosing "Other" clears the garaging address. */
export function withOtherAddress(v: VehicleValues, isOtherAddress: boolean): VehicleValues {
  return { ...v, isOtherAddress, garaging: EMPTY_ADDRESS };
}

export interface CreditorValues {
  /** '0' company (lienholder), '1' person (loss payee). */
  creditorType: '' | '0' | '1';
  businessName: string;
  firstName: string;
  lastName: string;
  address: AddressValues;
  /** Asked only for a vehicle 5 years old or newer: '' when not asked. */
  hasThirdPartyLoanLeaseCoverage: '' | 'yes' | 'no';
}

export const EMPTY_CREDITOR: CreditorValues = {
  creditorType: '',
  businessName: '',
  firstName: '',
  lastName: '',
  address: EMPTY_ADDRESS,
  hasThirdPartyLoanLeaseCoverage: '',
};

export type CreditorField = 'creditorType' | 'businessName' | 'firstName' | 'lastName' | 'hasThirdPartyLoanLeaseCoverage' | `address.${keyof AddressValues}`;

export function creditorErrors(c: CreditorValues, ctx: { asksThirdPartyCoverage: boolean; zipFormat?: Validator }): Errors<CreditorField> {
  const t = policyChangesText();
  const e: Errors<CreditorField> = {};
  if (c.creditorType === '') e.creditorType = t('creditorErrors.type');
  if (c.creditorType === '0' && blank(c.businessName)) e.businessName = t('creditorErrors.businessName');
  if (c.creditorType === '1') {
    if (blank(c.firstName)) e.firstName = t('creditorErrors.firstName');
    if (blank(c.lastName)) e.lastName = t('creditorErrors.lastName');
  }
  for (const [k, msg] of Object.entries(addressErrors(c.address, { countyRequired: false, zipFormat: ctx.zipFormat }))) {
    e[`address.${k as keyof AddressValues}`] = msg;
  }
  if (ctx.asksThirdPartyCoverage && c.hasThirdPartyLoanLeaseCoverage === '') e.hasThirdPartyLoanLeaseCoverage = t('creditorErrors.thirdParty');
  return e;
}

/** Text inputs are upper-cased on entry (doc 3 §5). */
export const upper = (typed: string): string => typed.toUpperCase();
