import { maxLengthOf } from '@/forms/constraints';
import en from '@/i18n/locales/en/claim-report.json';
import type { ClaimDraft, ClaimView, ThirdPartyDriver } from './draft';
import { CONSENT } from './photoEstimate';
import { phoneDigits, phoneError } from './phone';

/**
 * Doc 4 §5 "Claim form messages", in English: the rules return them and the form shows them in
 * the page's language (useClaimMessage in ../i18n.ts).
 */
export const FILL_OUT = en.messages.fillOut;
export const ONE_PHONE = en.messages.onePhone;
export const SELECT_VALUE = en.messages.selectValue;
export const INVALID_EMAIL = en.messages.invalidEmail;
export const FUTURE_LOSS_DATE = en.messages.futureDate;
export const ADD_OTHER_DRIVER = en.messages.addOtherDriver;
export const ZIP_DIGITS = en.messages.zipDigits;

/** Text fields hold at most 2048 characters (doc 4 §3, §9), as the spec's ClaimDraft says. */
export const TEXT_MAX_LENGTH = maxLengthOf('ClaimDraft', 'whatHappened') ?? 2048;

export type ClaimField = Exclude<keyof ClaimDraft, 'thirdParties'> | 'thirdParties';
export type ClaimErrors = Partial<Record<ClaimField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (v: string) => v.trim() === '';

/**
 * The form's fields in the order they are shown, so the first failing one is the first on the
 * page (submit scrolls to it and focuses it).
 */
export const FIELD_ORDER: readonly ClaimField[] = [
  'policyNumber',
  'packagePartNumber',
  'whatsDamaged',
  'insuredHomePhone',
  'insuredWorkPhone',
  'insuredCellPhone',
  'preferredEmailAddress',
  'differentThanInsured',
  'otherContactFirstName',
  'otherContactLastName',
  'otherContactHomePhone',
  'otherContactWorkPhone',
  'otherContactCellPhone',
  'involvedDriverNum',
  'involvedDriverFirstName',
  'involvedDriverLastName',
  'involvedVehicleNum',
  'involvedVehicleMake',
  'involvedVehicleModel',
  'involvedVehicleYear',
  'lossTypeId',
  'waterDamageType',
  'otherDamageType',
  'lossDate',
  'lossLocation',
  'lossCity',
  'lossStateId',
  'severity',
  'medicalAttention',
  'whatHappened',
  'thirdPartyDrivers',
  'thirdParties',
  'drivable',
  'airbagDeployed',
  'insuredAddress',
  'otherLocationZip',
  'cccClaimConsent',
  'cccPhone',
];

/**
 * Every required rule of doc 4 §5 for the draft as it stands (which questions apply comes from
 * the view), plus the 10-digit rule for every filled phone and the 2048-character limit.
 * Fields that are not shown are never in error.
 */
export function claimErrors(d: ClaimDraft, v: ClaimView): ClaimErrors {
  const e: ClaimErrors = {};
  if (!v.policy) {
    e.policyNumber = FILL_OUT;
    return e;
  }
  if (v.asksPackagePart && !v.packagePartName) e.packagePartNumber = FILL_OUT;
  if (v.whatsDamagedChoices.length > 0 && !v.category) e.whatsDamaged = SELECT_VALUE;
  if (!v.sectionsShown) return e;

  // Insured information: one phone at least, each filled phone 10 digits; the email; the other contact.
  const insuredPhones = ['insuredHomePhone', 'insuredWorkPhone', 'insuredCellPhone'] as const;
  phoneGroup(d, e, insuredPhones);
  if (blank(d.preferredEmailAddress)) e.preferredEmailAddress = FILL_OUT;
  else if (!EMAIL.test(d.preferredEmailAddress.trim())) e.preferredEmailAddress = INVALID_EMAIL;
  if (!d.differentThanInsured) e.differentThanInsured = SELECT_VALUE;
  if (d.differentThanInsured === 'yes') {
    if (blank(d.otherContactFirstName)) e.otherContactFirstName = FILL_OUT;
    if (blank(d.otherContactLastName)) e.otherContactLastName = FILL_OUT;
    phoneGroup(d, e, ['otherContactHomePhone', 'otherContactWorkPhone', 'otherContactCellPhone'] as const);
  }

  // Driver and vehicle (auto).
  if (v.choosesFromPolicy) {
    if (!d.involvedDriverNum) e.involvedDriverNum = FILL_OUT;
    if (!d.involvedVehicleNum) e.involvedVehicleNum = FILL_OUT;
  }
  if (v.asksDriverName) {
    if (blank(d.involvedDriverFirstName)) e.involvedDriverFirstName = FILL_OUT;
    if (blank(d.involvedDriverLastName)) e.involvedDriverLastName = FILL_OUT;
  }
  if (v.asksVehicleDetails) {
    if (blank(d.involvedVehicleMake)) e.involvedVehicleMake = FILL_OUT;
    if (blank(d.involvedVehicleModel)) e.involvedVehicleModel = FILL_OUT;
    if (blank(d.involvedVehicleYear)) e.involvedVehicleYear = FILL_OUT;
  }

  // Loss information.
  if (v.asksLossType && !d.lossTypeId) e.lossTypeId = FILL_OUT;
  if (v.asksWaterDamageType && !d.waterDamageType) e.waterDamageType = FILL_OUT;
  if (v.asksOtherDamageType && !d.otherDamageType) e.otherDamageType = FILL_OUT;
  if (!d.lossDate) e.lossDate = FILL_OUT;
  else if (d.lossDate > v.policy.maxLossDate) e.lossDate = FUTURE_LOSS_DATE;
  text(d, e, 'lossLocation');
  if (blank(d.lossCity)) e.lossCity = FILL_OUT;
  if (!d.lossStateId) e.lossStateId = FILL_OUT;
  if (v.asksSeverity && !d.severity) e.severity = FILL_OUT;
  if (v.asksMedicalAttention && !d.medicalAttention) e.medicalAttention = SELECT_VALUE;
  text(d, e, 'whatHappened');
  if (v.asksThirdParties) {
    if (!d.thirdPartyDrivers) e.thirdPartyDrivers = SELECT_VALUE;
    else if (d.thirdPartyDrivers === 'yes' && d.thirdParties.length === 0) e.thirdParties = ADD_OTHER_DRIVER;
  }

  // Virtual appraisal (photo estimate).
  if (v.photoEstimateEligible) {
    if (!d.drivable) e.drivable = SELECT_VALUE;
    if (!d.airbagDeployed) e.airbagDeployed = SELECT_VALUE;
    if (!d.insuredAddress) e.insuredAddress = SELECT_VALUE;
  }
  if (v.asksOtherLocation && d.otherLocationZip !== '' && !/^\d{5}$/.test(d.otherLocationZip)) e.otherLocationZip = ZIP_DIGITS;
  if (v.asksConsent) {
    if (d.cccClaimConsent === String(CONSENT.unanswered) || d.cccClaimConsent === '') e.cccClaimConsent = SELECT_VALUE;
    if (d.cccClaimConsent === String(CONSENT.yes)) {
      if (!phoneDigits(d.cccPhone)) e.cccPhone = FILL_OUT;
      else if (phoneError(d.cccPhone)) e.cccPhone = phoneError(d.cccPhone) ?? undefined;
    }
  }
  return e;
}

/** At least one of the group's phones; every filled one exactly 10 digits. The group's message goes on its first phone. */
function phoneGroup<
  K extends 'insuredHomePhone' | 'insuredWorkPhone' | 'insuredCellPhone' | 'otherContactHomePhone' | 'otherContactWorkPhone' | 'otherContactCellPhone',
>(d: ClaimDraft, e: ClaimErrors, keys: readonly K[]): void {
  for (const k of keys) {
    const error = phoneError(d[k]);
    if (error) e[k] = error;
  }
  if (keys.every((k) => !phoneDigits(d[k]))) e[keys[0]] = ONE_PHONE;
}

function text(d: ClaimDraft, e: ClaimErrors, k: 'lossLocation' | 'whatHappened'): void {
  if (blank(d[k])) e[k] = FILL_OUT;
  else if (d[k].length > TEXT_MAX_LENGTH) e[k] = en.messages.tooLong.replace('{{max}}', String(TEXT_MAX_LENGTH));
}

/** The first failing field in page order. */
export function firstError(errors: ClaimErrors): ClaimField | null {
  return FIELD_ORDER.find((f) => errors[f]) ?? null;
}

export type ThirdPartyErrors = Partial<Record<keyof ThirdPartyDriver, string>>;

/**
 * The third-party-driver modal: first and last name; each filled phone (home, business, cell,
 * fax) exactly 10 digits ("Invalid phone number"); a filled email in a valid format; a filled
 * zip 5 digits.
 */
export function thirdPartyErrors(t: ThirdPartyDriver): ThirdPartyErrors {
  const e: ThirdPartyErrors = {};
  if (blank(t.firstName)) e.firstName = FILL_OUT;
  if (blank(t.lastName)) e.lastName = FILL_OUT;
  for (const k of ['homePhone', 'businessPhone', 'cellPhone', 'fax'] as const) {
    const error = phoneError(t[k]);
    if (error) e[k] = error;
  }
  if (!blank(t.email) && !EMAIL.test(t.email.trim())) e.email = INVALID_EMAIL;
  if (t.zip !== '' && !/^\d{5}$/.test(t.zip)) e.zip = ZIP_DIGITS;
  return e;
}
