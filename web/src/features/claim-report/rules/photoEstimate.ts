/**
 * Photo estimate (virtual appraisal) answers and the fuller eligibility (doc 4 §4). Whether a
 * vehicle qualifies at all (PPA or CAP, comprehensive and collision above 0, a supported body
 * type or class code) is decided by the API and sent with each vehicle; the loss type must also
 * not be glass only or towing (its photoEstimateExcluded flag).
 */

/** Answers: drivable 1 yes, 2 no, -1 unknown; airbag 1 yes, 2 no, 3 unknown; at insured's address 1 yes, 2 no, -1 unknown. */
export const DRIVABLE = { yes: 1, no: 2, unknown: -1 } as const;
export const AIRBAG = { yes: 1, no: 2, unknown: 3 } as const;
export const AT_INSURED_ADDRESS = { yes: 1, no: 2, unknown: -1 } as const;
/** Photo estimate consent: 1 yes, 0 no, 2 unanswered (the default). */
export const CONSENT = { yes: 1, no: 0, unanswered: 2 } as const;

/** The photo estimate is offered for this vehicle and loss type. */
export function isPhotoEstimateEligible(vehicle: { photoEstimateEligible: boolean } | null, lossType: { photoEstimateExcluded: boolean } | null): boolean {
  return !!vehicle && vehicle.photoEstimateEligible && !!lossType && !lossType.photoEstimateExcluded;
}

/**
 * Fuller eligibility (the consent question): the vehicle is drivable, no airbag deployed, and it
 * is at the insured's address (doc 4 §4).
 */
export function isFullyPhotoEstimateEligible(answers: { drivable: number | null; airbagDeployed: number | null; insuredAddress: number | null }): boolean {
  return answers.drivable === DRIVABLE.yes && answers.airbagDeployed === AIRBAG.no && answers.insuredAddress === AT_INSURED_ADDRESS.yes;
}
