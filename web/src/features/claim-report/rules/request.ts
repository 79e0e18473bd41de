import { FNOL_TYPE_IDS, FNOL_TYPE_NAMES } from './claimTypes';
import { type ClaimDraft, type ClaimView, severitySent, type ThirdPartyDriver } from './draft';
import { phoneDigits } from './phone';
import type { ClaimDraft as ClaimRequest } from '@portal/generated-client';

export type { ClaimRequest };

/** A state of the list (id 1-51 alphabetical by abbreviation). */
export interface StateEntry {
  id: number;
  abbreviation: string;
  name: string;
}

const text = (v: string): string | null => (v.trim() === '' ? null : v.trim());
const phone = (v: string): string | null => phoneDigits(v) || null;
const int = (v: string): number | null => (v === '' ? null : Number(v));
const yesNo = (v: '' | 'yes' | 'no'): boolean | null => (v === '' ? null : v === 'yes');

/**
 * The claim as POST /api/claim/v2's command carries it (the contract's ClaimDraft): phones as
 * 10 digits, answers as the spec's numbers, only the questions the form asked (the others null),
 * with the names the API records beside the ids (loss type, state, package part).
 */
export function claimRequest(d: ClaimDraft, v: ClaimView, states: readonly StateEntry[]): ClaimRequest {
  const policy = v.policy;
  const category = v.category;
  if (!policy || !category) throw new Error('The claim has no policy or claim type yet.');
  const state = states.find((s) => String(s.id) === d.lossStateId) ?? null;
  const part = policy.packageParts.find((p) => String(p.number) === d.packagePartNumber) ?? null;
  const other = d.differentThanInsured === 'yes';
  const auto = v.auto;
  return {
    policyNumber: policy.policyNumber,
    fnolTypeId: FNOL_TYPE_IDS[category],
    fnolType: FNOL_TYPE_NAMES[category],
    whatsDamaged: v.whatsDamagedChoices.length > 0 ? FNOL_TYPE_NAMES[category] : null,
    packagePart: v.cpp && part ? { name: part.name, number: part.number } : null,
    packagePartId: v.cpp && part ? part.number : null,
    policyHolder: policy.policyHolder.displayName,
    secondaryPolicyHolder: policy.secondaryPolicyHolder?.displayName ?? null,
    insuredHomePhone: phone(d.insuredHomePhone),
    insuredWorkPhone: phone(d.insuredWorkPhone),
    insuredCellPhone: phone(d.insuredCellPhone),
    preferredEmailAddress: d.preferredEmailAddress.trim(),
    differentThanInsured: yesNo(d.differentThanInsured),
    otherContactFirstName: other ? text(d.otherContactFirstName) : null,
    otherContactLastName: other ? text(d.otherContactLastName) : null,
    otherContactHomePhone: other ? phone(d.otherContactHomePhone) : null,
    otherContactWorkPhone: other ? phone(d.otherContactWorkPhone) : null,
    otherContactCellPhone: other ? phone(d.otherContactCellPhone) : null,
    lossTypeId: v.asksLossType ? int(d.lossTypeId) : null,
    lossType: v.asksLossType ? (v.lossType?.name ?? null) : null,
    waterDamageType: v.asksWaterDamageType ? text(d.waterDamageType) : null,
    otherDamageType: v.asksOtherDamageType ? text(d.otherDamageType) : null,
    lossDate: d.lossDate,
    lossLocation: d.lossLocation.trim(),
    lossCity: d.lossCity.trim(),
    lossStateId: int(d.lossStateId),
    lossStateName: state?.name ?? null,
    lossStateAbbreviation: state?.abbreviation ?? null,
    severity: severitySent(v.asksSeverity, d.severity) as ClaimRequest['severity'],
    medicalAttention: v.asksMedicalAttention ? (int(d.medicalAttention) as 1 | 0 | -1 | null) : null,
    whatHappened: d.whatHappened.trim(),
    thirdPartyDrivers: v.asksThirdParties ? yesNo(d.thirdPartyDrivers) : null,
    thirdParties: v.asksThirdParties && d.thirdPartyDrivers === 'yes' ? d.thirdParties.map((t) => thirdPartyRequest(t, states)) : null,
    involvedDriverNum: v.choosesFromPolicy ? int(d.involvedDriverNum) : null,
    involvedDriverFirstName: v.asksDriverName ? text(d.involvedDriverFirstName) : null,
    involvedDriverLastName: v.asksDriverName ? text(d.involvedDriverLastName) : null,
    involvedVehicleNum: v.choosesFromPolicy ? int(d.involvedVehicleNum) : null,
    involvedVehicleMake: v.asksVehicleDetails ? text(d.involvedVehicleMake) : null,
    involvedVehicleModel: v.asksVehicleDetails ? text(d.involvedVehicleModel) : null,
    involvedVehicleYear: v.asksVehicleDetails ? int(d.involvedVehicleYear) : null,
    involvedVehicleVin: v.asksVehicleDetails ? text(d.involvedVehicleVin) : null,
    agency: policy.agency.displayName,
    policyId: policy.policyId,
    policyImageNum: policy.policyImageNum,
    policyStatus: policy.statusText,
    isPropertyClaim: category === 'property',
    noDriverToggle: auto && v.cpp ? d.noDriverToggle : null,
    drivable: v.photoEstimateEligible ? (int(d.drivable) as 1 | 2 | -1 | null) : null,
    airbagDeployed: v.photoEstimateEligible ? (int(d.airbagDeployed) as 1 | 2 | 3 | null) : null,
    insuredAddress: v.photoEstimateEligible ? (int(d.insuredAddress) as 1 | 2 | -1 | null) : null,
    cccClaimConsent: v.asksConsent ? (int(d.cccClaimConsent) as 1 | 0 | 2 | null) : 2,
    cccPhone: v.asksConsent && d.cccClaimConsent === '1' ? phone(d.cccPhone) : null,
    otherLocationLine1: v.asksOtherLocation ? text(d.otherLocationLine1) : null,
    otherLocationCity: v.asksOtherLocation ? text(d.otherLocationCity) : null,
    otherLocationStateId: v.asksOtherLocation ? int(d.otherLocationStateId) : null,
    otherLocationZip: v.asksOtherLocation ? text(d.otherLocationZip) : null,
  };
}

export function thirdPartyRequest(t: ThirdPartyDriver, states: readonly StateEntry[]) {
  const state = states.find((s) => String(s.id) === t.stateId) ?? null;
  return {
    firstName: t.firstName.trim(),
    middleName: text(t.middleName),
    lastName: t.lastName.trim(),
    homePhone: phone(t.homePhone),
    businessPhone: phone(t.businessPhone),
    cellPhone: phone(t.cellPhone),
    fax: phone(t.fax),
    email: text(t.email),
    streetNumber: text(t.streetNumber),
    streetName: text(t.streetName),
    apartmentNumber: text(t.apartmentNumber),
    poBox: text(t.poBox),
    city: text(t.city),
    stateId: state?.id ?? null,
    state: state?.abbreviation ?? null,
    zip: text(t.zip),
  };
}

/** The attachment lines of the debug email: name, size and type of each file. */
export function attachmentDetails(files: readonly { name: string; size: number; type?: string }[]): string {
  return files.map((f) => `${f.name} (${f.size} bytes${f.type ? `, ${f.type}` : ''})`).join('\n');
}
