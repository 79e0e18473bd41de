import dayjs from 'dayjs';
import { POLICY_CHANGES_EN, policyChangesText } from '../i18n';

/** Doc 3 §3 "Driver form" and §9's lists. */
export interface DriverValues {
  firstName: string;
  middleInitial: string;
  lastName: string;
  suffix: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  gender: '' | '1' | '2';
  maritalStatus: string;
  driversLicenseNumber: string;
  stateLicensed: string;
  licenseStatus: string;
  relationship: string;
  licensedForThreeOrMoreYears: '' | 'yes' | 'no';
  isFullTimeStudent: '' | 'yes' | 'no';
  isBLevelStudent: '' | 'yes' | 'no';
  studentStatus: string;
  isDriversLicenseValid: '' | 'yes' | 'no';
}

/** Default state licensed: the fixed id 16 (doc 3 §9). */
export const DEFAULT_STATE_LICENSED = '16';

export const EMPTY_DRIVER: DriverValues = {
  firstName: '',
  middleInitial: '',
  lastName: '',
  suffix: '',
  dateOfBirth: '',
  gender: '',
  maritalStatus: '',
  driversLicenseNumber: '',
  stateLicensed: DEFAULT_STATE_LICENSED,
  licenseStatus: '',
  relationship: '',
  licensedForThreeOrMoreYears: '',
  isFullTimeStudent: '',
  isBLevelStudent: '',
  studentStatus: '',
  isDriversLicenseValid: '',
};

const opts = (labels: string[]) => labels.map((label, i) => ({ value: String(i + 1), label }));
const pairs = (list: [string, string][]) => list.map(([value, label]) => ({ value, label }));
export const SUFFIXES = ['JR', 'SR', 'I', 'II', 'III', 'IV', 'DDS', 'MD', 'PHD'];
export const MARITAL_STATUSES = pairs([
  ['single', 'Single'],
  ['married', 'Married'],
  ['divorced', 'Divorced'],
  ['widowed', 'Widowed'],
]);
export const LICENSE_STATUSES = pairs([
  ['na', 'N/A'],
  ['valid', 'Valid'],
  ['suspended', 'Suspended'],
  ['revoked', 'Revoked'],
  ['expired', 'Expired'],
  ['notLicensed', 'Not licensed'],
]);
/** Relationship ids as the API numbers them (5, the named insured, is never added). */
export const RELATIONSHIPS = pairs([
  ['1', 'Brother/Sister'],
  ['2', 'Child'],
  ['3', 'Parent/Guardian'],
  ['4', 'Other relation'],
  ['6', 'Not related'],
  ['8', 'Spouse'],
]);
export const STUDENT_STATUSES = opts([
  'In state or at home with a vehicle',
  'Out of state with a vehicle',
  'Within 100 miles without a vehicle',
  '100 miles or more without a vehicle',
]);

export const LICENSE_BLOCKS_CHANGE = POLICY_CHANGES_EN.driver.licenseBlocksChange;

/** Age in whole years on a day. */
export function ageOn(dateOfBirth: string, on: string): number {
  return dayjs(on).diff(dayjs(dateOfBirth), 'year');
}

/** Date of birth between 80 years ago (plus one day) and 16 years ago (doc 3 §5). */
export function dateOfBirthBounds(today: string): { min: string; max: string } {
  return { min: dayjs(today).subtract(80, 'year').add(1, 'day').format('YYYY-MM-DD'), max: dayjs(today).subtract(16, 'year').format('YYYY-MM-DD') };
}

/** The full-time-student question is for ages 16 to 25. */
export function asksStudent(dateOfBirth: string, today: string): boolean {
  if (!dateOfBirth) return false;
  const age = ageOn(dateOfBirth, today);
  return age >= 16 && age <= 25;
}

export type DriverField = keyof DriverValues;

export function driverErrors(d: DriverValues, today: string): Partial<Record<DriverField, string>> {
  const t = policyChangesText();
  const e: Partial<Record<DriverField, string>> = {};
  const need = (k: DriverField, msg: string) => {
    if (!d[k] || d[k].trim() === '') e[k] = msg;
  };
  need('firstName', t('driverErrors.firstName'));
  need('lastName', t('driverErrors.lastName'));
  need('dateOfBirth', t('driverErrors.dateOfBirth'));
  if (d.dateOfBirth) {
    const { min, max } = dateOfBirthBounds(today);
    if (d.dateOfBirth < min || d.dateOfBirth > max) e.dateOfBirth = t('driverErrors.age');
  }
  need('gender', t('driverErrors.gender'));
  need('maritalStatus', t('driverErrors.maritalStatus'));
  need('driversLicenseNumber', t('driverErrors.driversLicenseNumber'));
  need('stateLicensed', t('driverErrors.stateLicensed'));
  need('licenseStatus', t('driverErrors.licenseStatus'));
  need('relationship', t('driverErrors.relationship'));
  need('licensedForThreeOrMoreYears', t('driverErrors.licensedForThreeOrMoreYears'));
  need('isDriversLicenseValid', t('driverErrors.isDriversLicenseValid'));
  if (asksStudent(d.dateOfBirth, today)) {
    need('isFullTimeStudent', t('driverErrors.isFullTimeStudent'));
    if (d.isFullTimeStudent === 'yes') {
      need('isBLevelStudent', t('driverErrors.isBLevelStudent'));
      if (d.isBLevelStudent === 'yes') need('studentStatus', t('driverErrors.studentStatus'));
    }
  }
  return e;
}
