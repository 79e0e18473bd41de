import { isAutoPolicy, policyPrefix } from './claimTypes';
import type { LossType } from './lossTypes';

/** What the photo-estimate rule reads of a vehicle on the policy (doc 4 §3 "Policy fields read for claims"). */
export interface PhotoEstimateVehicle {
  /** Collision and comprehensive amounts (PPA: the coverage amounts; CAP: deductibles are read instead). */
  collision: number;
  comprehensive: number;
  collisionDeductible: number;
  comprehensiveDeductible: number;
  bodyTypeId: number | null;
  classCode: string | null;
}

/**
 * The vehicles a photo estimate (virtual appraisal) can be made for. The spec leaves the list
 * unstated (doc 4 §4): these are the private passenger body types of the policy system
 * (1 sedan, 2 coupe, 3 hatchback, 4 station wagon, 5 convertible, 6 sport utility, 7 minivan,
 * 8 pickup) and the commercial class codes of private passenger types and light trucks
 * (7398 private passenger type, 7399 private passenger type with business use, 0141 light
 * truck, 0143 light truck with business use). Heavy trucks, trailers, buses and motorcycles are
 * appraised in person.
 */
export const PHOTO_ESTIMATE_BODY_TYPE_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];
export const PHOTO_ESTIMATE_CLASS_CODES: readonly string[] = ['7398', '7399', '0141', '0143'];

/**
 * The photo estimate is offered when the policy is PPA or CAP, the loss type is not glass only
 * or towing, the vehicle has comprehensive and collision with amounts above 0 (deductibles for
 * CAP), and its body type or class code is a supported one (doc 4 §4).
 */
export function isPhotoEstimateEligible(policyNumber: string, lossType: LossType | null, vehicle: PhotoEstimateVehicle | null): boolean {
  if (!isAutoPolicy(policyNumber) || !lossType || lossType.noPhotoEstimate || !vehicle) return false;
  const cap = policyPrefix(policyNumber) === 'CAP';
  const collision = cap ? vehicle.collisionDeductible : vehicle.collision;
  const comprehensive = cap ? vehicle.comprehensiveDeductible : vehicle.comprehensive;
  if (!(collision > 0 && comprehensive > 0)) return false;
  const bodyTypeOk = vehicle.bodyTypeId !== null && PHOTO_ESTIMATE_BODY_TYPE_IDS.includes(vehicle.bodyTypeId);
  const classCodeOk = vehicle.classCode !== null && PHOTO_ESTIMATE_CLASS_CODES.includes(vehicle.classCode);
  return bodyTypeOk || classCodeOk;
}

/** Answers: drivable 1 yes, 2 no, -1 unknown; airbag 1 yes, 2 no, 3 unknown; at insured's address 1 yes, 2 no, -1 unknown. */
export const DRIVABLE = { yes: 1, no: 2, unknown: -1 } as const;
export const AIRBAG = { yes: 1, no: 2, unknown: 3 } as const;
export const AT_INSURED_ADDRESS = { yes: 1, no: 2, unknown: -1 } as const;
/** Photo estimate consent: 1 yes, 0 no, 2 unanswered (the default). */
export const CONSENT = { yes: 1, no: 0, unanswered: 2 } as const;

/**
 * Fuller eligibility (the consent question): the vehicle is drivable, no airbag deployed, and it
 * is at the insured's address (doc 4 §4).
 */
export function isFullyPhotoEstimateEligible(answers: { drivable: number | null; airbagDeployed: number | null; insuredAddress: number | null }): boolean {
  return answers.drivable === DRIVABLE.yes && answers.airbagDeployed === AIRBAG.no && answers.insuredAddress === AT_INSURED_ADDRESS.yes;
}
