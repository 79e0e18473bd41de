/**
 * The rules of doc 3 §4 and §5 as pure functions (no clock, no database): which policy may be
 * changed, the effective date's range, the vehicle, driver and creditor forms, which drivers
 * may be deleted, scheduled deletions, and the rating snapshot of a policy with a change
 * applied. Unit tested in change-rules.spec.ts; the service calls them.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import {
  COLLISION_DEDUCTIBLES,
  COMPREHENSIVE_DEDUCTIBLES,
  PolicyStatus,
  UNDELETABLE_RELATIONSHIP_TYPES,
  type ChangeAddressView,
  type ChangeDriverView,
  type ChangePolicyView,
  type ChangeVehicleView,
  type Enhancement,
  type EndorsementChange,
} from '../core';
import {
  vehicleClassFromBodyClass,
  vehicleClassFromBodyTypeId,
  type LimitCoverage,
  type MaritalStatus,
  type PolicySnapshot,
  type RatedDriver,
  type RatedVehicle,
  type StudentStatus,
  type VehicleClass,
} from './rating';

dayjs.extend(utc);

/** Doc 3 §6: Make a Change is offered for In-Force policies whose number starts with PPA. */
export function isChangeable(p: Pick<ChangePolicyView, 'status' | 'policyNumber'>): boolean {
  return p.status === PolicyStatus.InForce && p.policyNumber.toUpperCase().startsWith('PPA');
}

/** The effective date's bounds (doc 3 §2): the policy's minimum and maximum, else today and the term's last day. */
export function effectiveDateRange(
  p: Pick<ChangePolicyView, 'minimumEffectiveDate' | 'maximumEffectiveDate' | 'endDate'>,
  today: string,
): { from: string; to: string } {
  return { from: p.minimumEffectiveDate ?? today, to: p.maximumEffectiveDate ?? dayjs.utc(p.endDate).subtract(1, 'day').format('YYYY-MM-DD') };
}

export function isEffectiveDateAllowed(date: string, range: { from: string; to: string }): boolean {
  return date >= range.from && date <= range.to;
}

/** Doc 1 §6 / doc 3 §6: only one change at a time unless the pending one is the portal's with a saved change. */
export function currentEnhancement(p: Pick<ChangePolicyView, 'hasAutoEnhancement' | 'hasAutoPlusEnhancement'>): Enhancement {
  return p.hasAutoPlusEnhancement ? 'best' : p.hasAutoEnhancement ? 'better' : 'no';
}

/** Doc 3 §5: drivers with relationship type 5 (named insured) or 8 (spouse) are never deletable. */
export function isDeletableDriver(d: Pick<ChangeDriverView, 'relationshipTypeId'>): boolean {
  return !UNDELETABLE_RELATIONSHIP_TYPES.includes(d.relationshipTypeId);
}

/** Doc 3 §4 "Scheduled deletions": a deletion date that is set and on or before the chosen effective date. */
export function isScheduledForDeletion(deleteFutureEffectiveDate: string | null, effectiveDate: string): boolean {
  return !!deleteFutureEffectiveDate && deleteFutureEffectiveDate <= effectiveDate;
}

/** Completed years on a date (a February 29 birthday counts on March 1 in a common year). */
export function ageOn(birthDate: string, on: string): number {
  const b = dayjs.utc(birthDate);
  const d = dayjs.utc(on);
  let age = d.year() - b.year();
  const birthdayThisYear = b.month() === 1 && b.date() === 29 && !isLeap(d.year()) ? dayjs.utc(`${d.year()}-03-01`) : b.year(d.year());
  if (d.isBefore(birthdayThisYear, 'day')) age -= 1;
  return age;
}
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Doc 3 §5: a date of birth from 80 years ago plus one day to 16 years ago (both on `today`). */
export function dateOfBirthRange(today: string): { from: string; to: string } {
  const t = dayjs.utc(today);
  return { from: t.subtract(80, 'year').add(1, 'day').format('YYYY-MM-DD'), to: t.subtract(16, 'year').format('YYYY-MM-DD') };
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const blank = (s: string | null | undefined) => !s || !s.trim();

export interface DriverForm {
  dateOfBirth: string;
  isFullTimeStudent?: boolean | null;
  isBLevelStudent?: boolean | null;
  studentStatus?: number | null;
  relationship: number;
}

/** Doc 3 §5 driver form rules the schema cannot state; field -> message (empty: valid). */
export function driverFormProblems(f: DriverForm, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const range = dateOfBirthRange(today);
  if (f.dateOfBirth < range.from || f.dateOfBirth > range.to) {
    problems.dateOfBirth = `Date of birth must be from ${usDate(range.from)} to ${usDate(range.to)} (drivers are 16 to 80).`;
    return problems;
  }
  if (![1, 2, 3, 4, 6, 8].includes(f.relationship)) problems.relationship = 'Relationship must be one of the listed relationships.';
  const age = ageOn(f.dateOfBirth, today);
  if (age >= 16 && age <= 25) {
    if (f.isFullTimeStudent === undefined || f.isFullTimeStudent === null) problems.isFullTimeStudent = 'Full-time student is required.';
    else if (f.isFullTimeStudent) {
      if (f.isBLevelStudent === undefined || f.isBLevelStudent === null) problems.isBLevelStudent = 'B average is required.';
      if (f.studentStatus === undefined || f.studentStatus === null) problems.studentStatus = 'Student status is required.';
    }
  }
  return problems;
}

export interface CreditorFields {
  creditorType: number;
  creditorFirstName?: string | null;
  creditorLastName?: string | null;
  creditorBusinessName?: string | null;
  creditorAddressHouseNumber?: string | null;
  creditorAddressStreetName?: string | null;
  creditorAddressPOBox?: string | null;
}

/** Doc 3 §5 creditor form: a company needs a business name, a person first and last name; street number and street, or a P.O. box. */
export function creditorProblems(c: CreditorFields, prefix = ''): Record<string, string> {
  const problems: Record<string, string> = {};
  if (c.creditorType === 0 && blank(c.creditorBusinessName)) problems[`${prefix}creditorBusinessName`] = 'Business name is required.';
  if (c.creditorType === 1) {
    if (blank(c.creditorFirstName)) problems[`${prefix}creditorFirstName`] = 'First name is required.';
    if (blank(c.creditorLastName)) problems[`${prefix}creditorLastName`] = 'Last name is required.';
  }
  if (blank(c.creditorAddressPOBox) && (blank(c.creditorAddressHouseNumber) || blank(c.creditorAddressStreetName))) {
    if (blank(c.creditorAddressHouseNumber)) problems[`${prefix}creditorAddressHouseNumber`] = 'Street number is required (or a P.O. box).';
    if (blank(c.creditorAddressStreetName)) problems[`${prefix}creditorAddressStreetName`] = 'Street is required (or a P.O. box).';
  }
  return problems;
}

export interface VehicleForm {
  addBy: boolean;
  vin?: string | null;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  style?: string | null;
  loanOrLease: boolean;
  isOtherAddress: boolean;
  garagingAddressHouseNumber?: string | null;
  garagingAddressStreetName?: string | null;
  garagingAddressPOBox?: string | null;
  garagingAddressCity?: string | null;
  garagingAddressStateId?: number | null;
  garagingAddressZip?: string | null;
  garagingAddressCounty?: string | null;
  creditor?: CreditorFields | null;
}

/** Doc 3 §5 vehicle form rules the schema cannot state; field -> message. */
export function vehicleFormProblems(f: VehicleForm, latestYear: number): Record<string, string> {
  const problems: Record<string, string> = {};
  if (f.addBy) {
    if (blank(f.vin)) problems.vin = 'VIN is required.';
  } else if (blank(f.vin)) {
    if (!f.year || f.year <= 0) problems.year = 'Year is required.';
    else if (f.year > latestYear) problems.year = `Year must be from 1900 to ${latestYear}.`;
    if (blank(f.make)) problems.make = 'Make is required.';
    if (blank(f.model)) problems.model = 'Model is required.';
    if (blank(f.style)) problems.style = 'Invalid';
  }
  if (f.isOtherAddress) {
    if (blank(f.garagingAddressPOBox) && (blank(f.garagingAddressHouseNumber) || blank(f.garagingAddressStreetName))) {
      if (blank(f.garagingAddressHouseNumber)) problems.garagingAddressHouseNumber = 'Street number is required (or a P.O. box).';
      if (blank(f.garagingAddressStreetName)) problems.garagingAddressStreetName = 'Street is required (or a P.O. box).';
    }
    if (blank(f.garagingAddressCity)) problems.garagingAddressCity = 'City is required.';
    if (!f.garagingAddressStateId) problems.garagingAddressStateId = 'State is required.';
    if (blank(f.garagingAddressZip)) problems.garagingAddressZip = 'Zip code is required.';
    if (blank(f.garagingAddressCounty)) problems.garagingAddressCounty = 'County is required.';
  }
  if (f.loanOrLease) {
    if (!f.creditor) problems.creditor = 'Lienholder or loss payee is required for a vehicle with a loan or lease.';
    else Object.assign(problems, creditorProblems(f.creditor, 'creditor.'));
  }
  return problems;
}

/** Doc 3 §4 form interaction: no comprehensive sets collision, rental and towing to none. */
export function normalizeCoverages<T extends { comprehensive: number; collision: number; rentalReimbursement: number; towingAndLabor: number }>(v: T): T {
  return v.comprehensive === 0 ? { ...v, collision: 0, rentalReimbursement: 0, towingAndLabor: 0 } : v;
}

/** Doc 3 §2: the default garaging location is the policy's first address without a P.O. box. */
export function defaultGaragingZip(addresses: ChangeAddressView[]): string | null {
  return addresses.find((a) => !a.poBox && a.line1)?.zip5 ?? addresses[0]?.zip5 ?? null;
}

const MARITAL: Record<string, MaritalStatus> = {
  single: 'single',
  married: 'married',
  divorced: 'divorced',
  widowed: 'widowed',
  s: 'single',
  m: 'married',
  d: 'divorced',
  w: 'widowed',
};

function ratedVehicle(v: ChangeVehicleView, garagingZip: string): RatedVehicle {
  const limit = (code: LimitCoverage) => v.coverages.find((c) => c.coverageType === code)?.coverageLimitDescription ?? null;
  return {
    vehicleNum: v.vehicleNum,
    year: v.year,
    vehicleClass: (v.ratingClass as VehicleClass | null) ?? vehicleClassFromBodyTypeId(v.bodyTypeId ?? 0),
    annualMileage: v.annualMileage ?? 12000,
    garagingZip: v.garagingZip ?? garagingZip,
    limits: { BI: limit('BI') ?? '$100,000/$300,000', PD: limit('PD') ?? '$100,000', UM: limit('UM'), UIM: limit('UIM'), MED: limit('MED') },
    comprehensive: v.comprehensive,
    collision: v.collision,
    rentalReimbursement: v.rentalReimbursement,
    towingAndLabor: v.towingAndLabor,
    loanLeaseCoverage: v.loanLeaseCoverage,
  };
}

function ratedDriver(d: ChangeDriverView): RatedDriver {
  return {
    driverNum: d.driverNum,
    birthDate: d.birthDate,
    maritalStatus: MARITAL[(d.maritalStatus ?? 'married').toLowerCase()] ?? 'married',
    licensedForThreeOrMoreYears: d.licensedForThreeOrMoreYears,
    isFullTimeStudent: d.isFullTimeStudent ?? false,
    studentStatus: (d.studentStatus as StudentStatus | null) ?? null,
    isBLevelStudent: d.isBLevelStudent ?? false,
  };
}

/**
 * The policy as rated on the effective date: vehicles and drivers whose scheduled deletion has
 * taken effect by then are left out (doc 3 §4 scheduled deletions; rating README).
 */
export function snapshotOf(p: ChangePolicyView, effectiveDate: string): PolicySnapshot {
  const zip = defaultGaragingZip(p.addresses) ?? '46204';
  return {
    enhancement: currentEnhancement(p),
    vehicles: p.vehicles.filter((v) => !isScheduledForDeletion(v.deleteFutureEffectiveDate, effectiveDate)).map((v) => ratedVehicle(v, zip)),
    drivers: p.drivers.filter((d) => !isScheduledForDeletion(d.deleteFutureEffectiveDate, effectiveDate)).map(ratedDriver),
  };
}

/** The next vehicle number of the policy (a vehicle added gets it). */
export function nextVehicleNum(p: Pick<ChangePolicyView, 'vehicles'>): number {
  return Math.max(0, ...p.vehicles.map((v) => v.vehicleNum)) + 1;
}

export function nextDriverNum(p: Pick<ChangePolicyView, 'drivers'>): number {
  return Math.max(0, ...p.drivers.map((d) => d.driverNum)) + 1;
}

/** The snapshot after the change (creditor changes do not move the premium). */
export function applyToSnapshot(before: PolicySnapshot, p: ChangePolicyView, change: EndorsementChange): PolicySnapshot {
  const zip = defaultGaragingZip(p.addresses) ?? '46204';
  switch (change.kind) {
    case 'addVehicle':
    case 'replaceVehicle': {
      const num = change.kind === 'addVehicle' ? nextVehicleNum(p) : change.vehicleNum;
      const n = change.vehicle;
      const vehicle: RatedVehicle = {
        vehicleNum: num,
        year: n.year,
        vehicleClass: (n.ratingClass as VehicleClass | null) ?? vehicleClassFromBodyClass(null),
        annualMileage: n.annualMileage,
        garagingZip: n.garagingZip ?? zip,
        limits: liabilityLimitsOf(p, change.kind === 'replaceVehicle' ? change.vehicleNum : null),
        comprehensive: n.comprehensive,
        collision: n.collision,
        rentalReimbursement: n.rentalReimbursement,
        towingAndLabor: n.towingAndLabor,
        loanLeaseCoverage: n.loanLeaseCoverage,
      };
      const others = before.vehicles.filter((v) => v.vehicleNum !== num);
      return { ...before, enhancement: change.enhancement, vehicles: [...others, vehicle].sort((a, b) => a.vehicleNum - b.vehicleNum) };
    }
    case 'deleteVehicle':
      return { ...before, vehicles: before.vehicles.filter((v) => v.vehicleNum !== change.vehicleNum) };
    case 'addDriver': {
      const d = change.driver;
      return {
        ...before,
        drivers: [
          ...before.drivers,
          ratedDriver({
            ...d,
            driverNum: nextDriverNum(p),
            deleteFutureEffectiveDate: null,
          }),
        ],
      };
    }
    case 'deleteDriver':
      return { ...before, drivers: before.drivers.filter((d) => d.driverNum !== change.driverNum) };
    default:
      return before;
  }
}

/** The liability limits a new vehicle takes: the replaced vehicle's, else the policy's first vehicle's (the policy's limits). */
export function liabilityLimitsOf(p: ChangePolicyView, vehicleNum: number | null): RatedVehicle['limits'] {
  const source = p.vehicles.find((v) => v.vehicleNum === vehicleNum) ?? p.vehicles[0];
  const limit = (code: LimitCoverage) => source?.coverages.find((c) => c.coverageType === code)?.coverageLimitDescription ?? null;
  return { BI: limit('BI') ?? '$100,000/$300,000', PD: limit('PD') ?? '$100,000', UM: limit('UM'), UIM: limit('UIM'), MED: limit('MED') };
}

/** The deductibles in dollars that the core stores beside the option indexes. */
export function deductiblesOf(comprehensive: number, collision: number): { comprehensiveDeductible: number; collisionDeductible: number } {
  return { comprehensiveDeductible: COMPREHENSIVE_DEDUCTIBLES[comprehensive] ?? 0, collisionDeductible: COLLISION_DEDUCTIBLES[collision] ?? 0 };
}

/** Doc 3 §5: the loan/lease coverage question only for vehicles 5 years old or newer (model year). */
export function isLoanLeaseOffered(modelYear: number, onDate: string): boolean {
  return Number(onDate.slice(0, 4)) - modelYear <= 5;
}
