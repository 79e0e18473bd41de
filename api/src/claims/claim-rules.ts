/**
 * The claim rules of doc 4 §4, §5 and §9 as pure functions: which policies accept a claim, which
 * claim types a policy or CPP package part offers, photo-estimate eligibility, and the required
 * rules of the Report Claim form. The API applies them on submit; getClaimFormOptions hands the
 * form the same answers. Each rule has a unit test named after it (claim-rules.spec.ts).
 */
import {
  CLAIM_EXCLUDED_PREFIXES,
  CLAIM_MESSAGES,
  DEFAULT_SEVERITY,
  FNOL_TYPE_INFO,
  FnolTypeId,
  fnolTypesOfPackagePart,
  fnolTypesOfPrefix,
  lossTypeOf,
  OTHER_DAMAGE_TYPES,
  SIMPLE_CLAIM_EXCLUDED_PREFIXES,
  THIRD_PARTY_LOSS_TYPE,
  WATER_DAMAGE_TYPES,
  type LossTypeInfo,
} from './claim-catalog';
import type { ClaimVehicleView } from '../core';
import type { ClaimDraft } from './dto/requests.dto';

export type ClaimForm = 'full' | 'simple';

/** Why a policy does not accept a claim; null when it does. */
export function claimIneligibility(prefix: string, statusText: string, form: ClaimForm): string | null {
  const excluded: readonly string[] = form === 'full' ? CLAIM_EXCLUDED_PREFIXES : SIMPLE_CLAIM_EXCLUDED_PREFIXES;
  if (prefix === 'WCP') return "Workers' Compensation claims cannot be reported here. Please contact your agent.";
  if (excluded.includes(prefix)) return 'Claims on umbrella policies cannot be reported here. Please contact your agent.';
  if (form === 'full' && statusText === 'Pending') return 'Claims cannot be reported on a policy that is still pending. Please contact your agent.';
  return null;
}

/**
 * Photo-estimate (virtual appraisal) body types: passenger cars, SUVs, vans and minivans,
 * pickups (1 convertible, 2 sedan, 3 coupe, 4 SUV, 5 hatchback or wagon, 6 minivan, 9 pickup).
 * Cargo vans (7), motorcycles (8), trailers, motor homes and heavy trucks need an appraiser.
 */
export const PHOTO_ESTIMATE_BODY_TYPE_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 9];

/**
 * Photo-estimate rating class codes: the personal auto use classes (1A-1F) and the commercial
 * light truck and private passenger classes (014, 015, 739).
 */
export const PHOTO_ESTIMATE_CLASS_CODES: readonly string[] = ['1A', '1B', '1C', '1D', '1E', '1F', '014', '015', '739'];

/** What the rule reads of a vehicle, as the claims system's view holds it. */
export type PhotoEstimateVehicle = Pick<
  ClaimVehicleView,
  'bodyTypeId' | 'classCode' | 'comprehensive' | 'collision' | 'comprehensiveDeductible' | 'collisionDeductible'
>;

/**
 * The vehicle side of photo-estimate eligibility (doc 4 §4): a PPA or CAP policy, comprehensive
 * and collision with amounts (CAP: deductibles) above 0, and a supported body type or class code.
 */
export function photoEstimateVehicleEligible(prefix: string, v: PhotoEstimateVehicle): boolean {
  if (prefix !== 'PPA' && prefix !== 'CAP') return false;
  const covered = prefix === 'CAP' ? v.comprehensiveDeductible > 0 && v.collisionDeductible > 0 : v.comprehensive > 0 && v.collision > 0;
  if (!covered) return false;
  return (
    (v.bodyTypeId !== null && PHOTO_ESTIMATE_BODY_TYPE_IDS.includes(v.bodyTypeId)) || (v.classCode !== null && PHOTO_ESTIMATE_CLASS_CODES.includes(v.classCode))
  );
}

/** Photo-estimate eligibility of a claim: the vehicle's, on a loss type that is not glass only or towing. */
export function photoEstimateEligible(prefix: string, vehicle: PhotoEstimateVehicle | undefined, lossType: LossTypeInfo | undefined): boolean {
  return !!vehicle && !!lossType && !lossType.photoEstimateExcluded && lossType.fnolTypeId === FnolTypeId.Auto && photoEstimateVehicleEligible(prefix, vehicle);
}

/** Fuller eligibility: drivable, no airbag deployed, and at the insured's address. */
export function photoEstimateFullyEligible(draft: Pick<ClaimDraft, 'drivable' | 'airbagDeployed' | 'insuredAddress'>): boolean {
  return draft.drivable === 1 && draft.airbagDeployed === 2 && draft.insuredAddress === 1;
}

/** Claim types a claim on this policy (and CPP package part) may have. */
export function offeredFnolTypes(prefix: string, packagePartName: string | null): readonly FnolTypeId[] {
  if (prefix === 'CPP') return packagePartName ? fnolTypesOfPackagePart(packagePartName) : [];
  return fnolTypesOfPrefix(prefix);
}

/** What the required rules need to know besides the draft. */
export interface ClaimRuleContext {
  prefix: string;
  /** The CPP package part's name, when the draft names one of the policy's parts. */
  packagePartName: string | null;
  driverNums: readonly number[];
  vehicleNums: readonly number[];
  /** Photo-estimate eligibility of the involved vehicle and loss type (and the cccClaimsEnabled toggle). */
  photoEstimate: boolean;
  /** Latest date of loss (today). */
  maxLossDate: string;
}

const blank = (v: string | null | undefined) => !v?.trim();
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * The required rules of doc 4 §5 for this policy type, claim type, loss type and photo-estimate
 * eligibility: field path (`claim.<field>`) -> the spec's message. Empty when the draft passes.
 */
export function claimDraftErrors(d: ClaimDraft, ctx: ClaimRuleContext): Record<string, string> {
  const e: Record<string, string> = {};
  const need = (field: keyof ClaimDraft, message: string = CLAIM_MESSAGES.fillOut) => {
    e[`claim.${String(field)}`] ??= message;
  };
  const isCpp = ctx.prefix === 'CPP';

  // Package part and what's damaged.
  if (isCpp && (!d.packagePart || ctx.packagePartName === null)) need('packagePart');
  const offered = offeredFnolTypes(ctx.prefix, ctx.packagePartName);
  if (offered.length > 1 && !d.whatsDamaged) need('whatsDamaged');
  if (offered.length && !offered.includes(d.fnolTypeId))
    need(offered.length > 1 ? 'whatsDamaged' : 'fnolTypeId', 'This claim type is not offered for this policy.');
  const fnol = FNOL_TYPE_INFO.find((f) => f.fnolTypeId === d.fnolTypeId);
  if (d.whatsDamaged && fnol && d.whatsDamaged !== fnol.fnolType) need('whatsDamaged', 'What is damaged must match the claim type.');

  // Insured information.
  if (blank(d.insuredHomePhone) && blank(d.insuredWorkPhone) && blank(d.insuredCellPhone)) need('insuredHomePhone', CLAIM_MESSAGES.onePhone);
  if (blank(d.preferredEmailAddress)) need('preferredEmailAddress');
  else if (!EMAIL.test(d.preferredEmailAddress!.trim())) need('preferredEmailAddress', 'Please enter a valid email address, such as name@example.com.');
  if (d.differentThanInsured === null || d.differentThanInsured === undefined) need('differentThanInsured', CLAIM_MESSAGES.selectValue);
  if (d.differentThanInsured === true) {
    if (blank(d.otherContactFirstName)) need('otherContactFirstName');
    if (blank(d.otherContactLastName)) need('otherContactLastName');
    if (blank(d.otherContactHomePhone) && blank(d.otherContactWorkPhone) && blank(d.otherContactCellPhone))
      need('otherContactHomePhone', CLAIM_MESSAGES.onePhone);
  }

  // Loss information.
  const lossType = d.lossTypeId === null || d.lossTypeId === undefined ? undefined : lossTypeOf(d.fnolTypeId, d.lossTypeId);
  if (fnol?.requiresLossType) {
    if (d.lossTypeId === null || d.lossTypeId === undefined) need('lossTypeId');
    else if (!lossType) need('lossTypeId', 'This loss type is not offered for this claim type.');
  }
  if (blank(d.lossDate)) need('lossDate');
  else if (d.lossDate! > ctx.maxLossDate) need('lossDate', 'The date of loss cannot be in the future.');
  if (blank(d.lossLocation)) need('lossLocation');
  if (blank(d.lossCity)) need('lossCity');
  if (d.lossStateId === null || d.lossStateId === undefined) need('lossStateId');
  if (blank(d.whatHappened)) need('whatHappened');
  if (lossType?.subTypes === 'water' && !(WATER_DAMAGE_TYPES as readonly string[]).includes(d.waterDamageType ?? '')) need('waterDamageType');
  if (lossType?.subTypes === 'other' && !(OTHER_DAMAGE_TYPES as readonly string[]).includes(d.otherDamageType ?? '')) need('otherDamageType');
  if (fnol?.asksSeverity && !d.severity) need('severity');
  if (fnol?.asksMedicalAttention && (d.medicalAttention === null || d.medicalAttention === undefined)) need('medicalAttention', CLAIM_MESSAGES.selectValue);

  // Auto: third parties, driver and vehicle.
  const isAuto = d.fnolTypeId === FnolTypeId.Auto;
  if (isAuto && d.lossTypeId === THIRD_PARTY_LOSS_TYPE) {
    if (d.thirdPartyDrivers === null || d.thirdPartyDrivers === undefined) need('thirdPartyDrivers', CLAIM_MESSAGES.selectValue);
    // "Another driver was involved" = Yes needs that driver (the form's third-party-driver modal), with a name.
    else if (d.thirdPartyDrivers === true && !d.thirdParties?.length) need('thirdParties', CLAIM_MESSAGES.addOtherDriver);
    else if (d.thirdPartyDrivers === true && d.thirdParties!.some((t) => blank(t.firstName) || blank(t.lastName)))
      need('thirdParties', 'Each other driver needs a first and last name.');
  }
  if (isAuto && !isCpp) {
    if (d.involvedDriverNum === null || d.involvedDriverNum === undefined) need('involvedDriverNum');
    else if (d.involvedDriverNum > 0 && !ctx.driverNums.includes(d.involvedDriverNum)) need('involvedDriverNum', 'This driver is not on the policy.');
    if (d.involvedVehicleNum === null || d.involvedVehicleNum === undefined) need('involvedVehicleNum');
    else if (d.involvedVehicleNum === -1 ? false : !ctx.vehicleNums.includes(d.involvedVehicleNum))
      need('involvedVehicleNum', 'This vehicle is not on the policy.');
  }
  if (isAuto && ((!isCpp && d.involvedDriverNum === -1) || (isCpp && !d.noDriverToggle))) {
    if (blank(d.involvedDriverFirstName)) need('involvedDriverFirstName');
    if (blank(d.involvedDriverLastName)) need('involvedDriverLastName');
  }
  if (isAuto && (isCpp || d.involvedVehicleNum === -1)) {
    if (blank(d.involvedVehicleMake)) need('involvedVehicleMake');
    if (blank(d.involvedVehicleModel)) need('involvedVehicleModel');
    if (d.involvedVehicleYear === null || d.involvedVehicleYear === undefined) need('involvedVehicleYear');
  }

  // Photo estimate (virtual appraisal).
  if (ctx.photoEstimate) {
    if (d.drivable === null || d.drivable === undefined) need('drivable', CLAIM_MESSAGES.selectValue);
    if (d.airbagDeployed === null || d.airbagDeployed === undefined) need('airbagDeployed', CLAIM_MESSAGES.selectValue);
    if (d.insuredAddress === null || d.insuredAddress === undefined) need('insuredAddress', CLAIM_MESSAGES.selectValue);
    if (photoEstimateFullyEligible(d) && (d.cccClaimConsent === null || d.cccClaimConsent === undefined || d.cccClaimConsent === 2))
      need('cccClaimConsent', CLAIM_MESSAGES.selectValue);
    if (d.cccClaimConsent === 1 && blank(d.cccPhone)) need('cccPhone');
  }
  return e;
}

/** Severity as recorded: Minor Loss when left out, not asked, or "I don't know" (doc 4 §4). */
export function recordedSeverity(severity: string | null | undefined, asked: boolean): string {
  return asked && severity && severity !== "I don't know" ? severity : DEFAULT_SEVERITY;
}
