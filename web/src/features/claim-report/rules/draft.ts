import type { StreetAddressValues } from '@/lib/address';
import { claimCategory, isPackagePolicy, type LossCategory } from './claimTypes';
import { CONSENT, isFullyPhotoEstimateEligible, isPhotoEstimateEligible } from './photoEstimate';
import { phoneDigits } from './phone';

/** Minor Loss: the default severity, also sent for "I don't know" or when severity is not shown (doc 4 §4). */
export const MINOR_LOSS = 'Minor Loss';
export const DONT_KNOW = "I don't know";

/** The severities the API sends (doc 4, spec messages 4), each with its label in the catalogue (claim-report form.severities). */
export const SEVERITY_LABELS: Readonly<Record<string, 'minor' | 'moderate' | 'severe' | 'fatality' | 'unknown'>> = {
  [MINOR_LOSS]: 'minor',
  'Moderate Loss': 'moderate',
  'Severe Loss': 'severe',
  Fatality: 'fatality',
  [DONT_KNOW]: 'unknown',
};

/** A loss type of the catalogue (GET /api/claim/form). 193, -1 (Other) and -2 (Water damage) are the spec's codes. */
export interface LossType {
  id: number;
  name: string;
  category: LossCategory;
  /** Choosing it on an auto claim opens the third-party section (193). */
  thirdParty: boolean;
  /** Glass only, towing: no photo estimate. */
  photoEstimateExcluded: boolean;
  subTypes: 'water' | 'other' | null;
}

/** What each claim type asks (severity and medical attention "when shown", loss type "unless liability-only"). */
export interface FnolTypeRules {
  category: LossCategory;
  asksSeverity: boolean;
  asksMedicalAttention: boolean;
  requiresLossType: boolean;
}

/** The claim form's reference data, from the API. */
export interface ClaimCatalog {
  fnolTypes: FnolTypeRules[];
  lossTypes: LossType[];
  waterDamageTypes: string[];
  otherDamageTypes: string[];
  /** The sub-types' names in the page's language, by value (the API's *DamageTypeNames); a value without one shows as it is. */
  subTypeNames?: Readonly<Record<string, string>>;
  severities: string[];
  fileRules: { maxFileBytes: number; maxTotalBytes: number; maxFiles: number };
}

/** What the claim form reads of a policy (doc 4 §3 "Policy fields read for claims"), as the API sends it. */
export interface ClaimPolicy {
  policyNumber: string;
  policyId: string;
  policyImageNum: number;
  /** Line of business in words. */
  typeName: string;
  statusText: string;
  canReportClaim: boolean;
  /** The simple claim form accepts it (doc 4 §9: any policy but WCP). */
  canReportSimpleClaim: boolean;
  notEligibleReason: string | null;
  policyHolder: { displayName: string; firstName: string | null; lastName: string | null; isCommercial: boolean };
  secondaryPolicyHolder: { displayName: string } | null;
  agency: { displayName: string; emails: string[]; phones: string[]; addressLine1: string | null; addressLine2: string | null };
  /** Claim types of the policy (CPP: see its parts); more than one asks What's damaged?. */
  categories: LossCategory[];
  packageParts: { number: number; name: string; categories: LossCategory[] }[];
  vehicles: ClaimVehicle[];
  drivers: { driverNum: number; firstName: string; lastName: string }[];
  /** Latest date of loss (today): the prefill. */
  maxLossDate: string;
}

export interface ClaimVehicle {
  vehicleNum: number;
  year: number | null;
  make: string;
  model: string;
  vin: string;
  photoEstimateEligible: boolean;
}

export interface ThirdPartyDriver extends StreetAddressValues {
  firstName: string;
  middleName: string;
  lastName: string;
  homePhone: string;
  businessPhone: string;
  cellPhone: string;
  fax: string;
  email: string;
  streetNumber: string;
}

export const EMPTY_THIRD_PARTY_DRIVER: ThirdPartyDriver = {
  firstName: '',
  middleName: '',
  lastName: '',
  homePhone: '',
  businessPhone: '',
  cellPhone: '',
  fax: '',
  email: '',
  streetNumber: '',
  streetName: '',
  apartmentNumber: '',
  poBox: '',
  city: '',
  stateId: '',
  zip: '',
};

export type YesNo = '' | 'yes' | 'no';

/** The claim draft (doc 4 §3) as the form holds it: every answer a string, '' is unanswered. */
export interface ClaimDraft {
  policyNumber: string;
  packagePartNumber: string;
  whatsDamaged: LossCategory | '';
  insuredHomePhone: string;
  insuredWorkPhone: string;
  insuredCellPhone: string;
  preferredEmailAddress: string;
  differentThanInsured: YesNo;
  otherContactFirstName: string;
  otherContactLastName: string;
  otherContactHomePhone: string;
  otherContactWorkPhone: string;
  otherContactCellPhone: string;
  /** Driver number, '-1' not on the policy, '-2' no one driving. */
  involvedDriverNum: string;
  involvedDriverFirstName: string;
  involvedDriverLastName: string;
  /** CPP: "No one was driving" instead of a driver number. */
  noDriverToggle: boolean;
  /** Vehicle number, '-1' not on the policy. */
  involvedVehicleNum: string;
  involvedVehicleMake: string;
  involvedVehicleModel: string;
  involvedVehicleYear: string;
  involvedVehicleVin: string;
  lossTypeId: string;
  waterDamageType: string;
  otherDamageType: string;
  lossDate: string;
  lossLocation: string;
  lossCity: string;
  lossStateId: string;
  severity: string;
  /** '1' yes, '0' no, '-1' unknown. */
  medicalAttention: string;
  whatHappened: string;
  thirdPartyDrivers: YesNo;
  thirdParties: ThirdPartyDriver[];
  /** '1' yes, '2' no, '-1' unknown. */
  drivable: string;
  /** '1' yes, '2' no, '3' unknown. */
  airbagDeployed: string;
  /** '1' yes, '2' no, '-1' unknown. */
  insuredAddress: string;
  /** '1' yes, '0' no, '2' unanswered. */
  cccClaimConsent: string;
  cccPhone: string;
  /** Where the vehicle is when it is not at the insured's address (a zip lookup fills city and state). */
  otherLocationLine1: string;
  otherLocationCity: string;
  otherLocationStateId: string;
  otherLocationZip: string;
}

export const EMPTY_DRAFT: ClaimDraft = {
  policyNumber: '',
  packagePartNumber: '',
  whatsDamaged: '',
  insuredHomePhone: '',
  insuredWorkPhone: '',
  insuredCellPhone: '',
  preferredEmailAddress: '',
  differentThanInsured: '',
  otherContactFirstName: '',
  otherContactLastName: '',
  otherContactHomePhone: '',
  otherContactWorkPhone: '',
  otherContactCellPhone: '',
  involvedDriverNum: '',
  involvedDriverFirstName: '',
  involvedDriverLastName: '',
  noDriverToggle: false,
  involvedVehicleNum: '',
  involvedVehicleMake: '',
  involvedVehicleModel: '',
  involvedVehicleYear: '',
  involvedVehicleVin: '',
  lossTypeId: '',
  waterDamageType: '',
  otherDamageType: '',
  lossDate: '',
  lossLocation: '',
  lossCity: '',
  lossStateId: '',
  severity: MINOR_LOSS,
  medicalAttention: '',
  whatHappened: '',
  thirdPartyDrivers: '',
  thirdParties: [],
  drivable: '',
  airbagDeployed: '',
  insuredAddress: '',
  cccClaimConsent: String(CONSENT.unanswered),
  cccPhone: '',
  otherLocationLine1: '',
  otherLocationCity: '',
  otherLocationStateId: '',
  otherLocationZip: '',
};

export const DRIVER_NOT_ON_POLICY = '-1';
export const NO_ONE_DRIVING = '-2';
export const VEHICLE_NOT_ON_POLICY = '-1';

/**
 * Choosing a policy prefills the policyholder's contact from the profile (email and cell phone),
 * the first package part (except CPP, where the customer picks it) and the loss date (the
 * latest allowed, today, as the API sends it). Everything else starts over (doc 4 §4).
 */
export function draftForPolicy(policy: ClaimPolicy, profile: { email: string; cellPhone: string }): ClaimDraft {
  const firstPart = !isPackagePolicy(policy.policyNumber) && policy.packageParts[0] ? String(policy.packageParts[0].number) : '';
  return {
    ...EMPTY_DRAFT,
    policyNumber: policy.policyNumber,
    packagePartNumber: firstPart,
    preferredEmailAddress: profile.email,
    insuredCellPhone: profile.cellPhone,
    lossDate: policy.maxLossDate,
  };
}

/** Changing the loss type clears the water and other damage sub-types (doc 4 §4). */
export function withLossType(draft: ClaimDraft, lossTypeId: string): ClaimDraft {
  return { ...draft, lossTypeId, waterDamageType: '', otherDamageType: '' };
}

/** Changing the consent to yes sets the text phone from the cell phone, else the work phone (doc 4 §4). */
export function withConsent(draft: ClaimDraft, consent: string): ClaimDraft {
  const next = { ...draft, cccClaimConsent: consent };
  if (consent === String(CONSENT.yes) && !phoneDigits(draft.cccPhone)) next.cccPhone = draft.insuredCellPhone || draft.insuredWorkPhone;
  return next;
}

/** A new package part or what's damaged starts the loss questions over (they depend on it). */
export function withCategoryChoice(draft: ClaimDraft, change: Partial<Pick<ClaimDraft, 'packagePartNumber' | 'whatsDamaged'>>): ClaimDraft {
  const next = { ...draft, ...change };
  if ('packagePartNumber' in change) next.whatsDamaged = '';
  return { ...next, lossTypeId: '', waterDamageType: '', otherDamageType: '', thirdPartyDrivers: '', thirdParties: [] };
}

/** Everything the form derives from the draft and the policy: which sections and questions show. */
export interface ClaimView {
  policy: ClaimPolicy | null;
  packagePartName: string | null;
  cpp: boolean;
  asksPackagePart: boolean;
  /** The choices of What's damaged? (empty when it is not asked). */
  whatsDamagedChoices: LossCategory[];
  category: LossCategory | null;
  /** The sections after the picker: shown once the policy, and the package part or what's damaged where asked, are chosen (doc 4 §2). */
  sectionsShown: boolean;
  auto: boolean;
  asksLossType: boolean;
  lossTypes: LossType[];
  lossType: LossType | null;
  asksWaterDamageType: boolean;
  asksOtherDamageType: boolean;
  asksSeverity: boolean;
  asksMedicalAttention: boolean;
  asksThirdParties: boolean;
  /** Auto, not CPP: driver and vehicle are chosen from the policy's lists. */
  choosesFromPolicy: boolean;
  asksDriverName: boolean;
  asksVehicleDetails: boolean;
  vehicle: ClaimVehicle | null;
  photoEstimateEligible: boolean;
  /** Drivable yes, airbag no, at the insured's address: the consent question is asked. */
  asksConsent: boolean;
  asksOtherLocation: boolean;
}

export function claimView(draft: ClaimDraft, policy: ClaimPolicy | null, catalog: ClaimCatalog): ClaimView {
  const cpp = policy !== null && isPackagePolicy(policy.policyNumber);
  const part = policy?.packageParts.find((p) => String(p.number) === draft.packagePartNumber) ?? null;
  const categories = !policy ? [] : cpp ? (part?.categories ?? []) : policy.categories;
  const category = policy ? claimCategory(categories, draft.whatsDamaged) : null;
  const sectionsShown = category !== null;
  const rules = catalog.fnolTypes.find((t) => t.category === category) ?? null;
  const auto = category === 'auto';
  const lossTypes = category ? catalog.lossTypes.filter((t) => t.category === category) : [];
  const lossType = lossTypes.find((t) => String(t.id) === draft.lossTypeId) ?? null;
  const choosesFromPolicy = auto && !cpp;
  const vehicle = choosesFromPolicy ? (policy?.vehicles.find((v) => String(v.vehicleNum) === draft.involvedVehicleNum) ?? null) : null;
  const photoEstimateEligible = auto && isPhotoEstimateEligible(vehicle, lossType);
  const answers = { drivable: num(draft.drivable), airbagDeployed: num(draft.airbagDeployed), insuredAddress: num(draft.insuredAddress) };
  return {
    policy,
    packagePartName: part?.name ?? null,
    cpp,
    asksPackagePart: cpp,
    whatsDamagedChoices: categories.length > 1 ? categories : [],
    category,
    sectionsShown,
    auto,
    asksLossType: sectionsShown && lossTypes.length > 0,
    lossTypes,
    lossType,
    asksWaterDamageType: lossType?.subTypes === 'water',
    asksOtherDamageType: lossType?.subTypes === 'other',
    asksSeverity: !!rules?.asksSeverity,
    asksMedicalAttention: !!rules?.asksMedicalAttention,
    asksThirdParties: auto && !!lossType?.thirdParty,
    choosesFromPolicy,
    asksDriverName: auto && (cpp ? !draft.noDriverToggle : draft.involvedDriverNum === DRIVER_NOT_ON_POLICY),
    asksVehicleDetails: auto && (cpp || draft.involvedVehicleNum === VEHICLE_NOT_ON_POLICY),
    vehicle,
    photoEstimateEligible,
    asksConsent: photoEstimateEligible && isFullyPhotoEstimateEligible(answers),
    asksOtherLocation: photoEstimateEligible && draft.insuredAddress === String(AT_INSURED_ADDRESS_NO),
  };
}

const AT_INSURED_ADDRESS_NO = 2;

function num(v: string): number | null {
  return v === '' ? null : Number(v);
}

export function severitySent(shown: boolean, chosen: string): string {
  if (!shown || chosen === DONT_KNOW || chosen === '') return MINOR_LOSS;
  return chosen;
}
