import { type CodeOf, refusalCatalogue, refusalException } from '../common/errors/app-exception';

/** Texts of doc 3 (§2, §4, §5, §8) and the area's own. */
export const POLICY_CHANGE_MESSAGES = {
  oneAtATime: 'Only one change at a time is allowed. Please contact your agent.',
  noDriversEligible: 'There are no drivers eligible to be deleted. Please contact your agent.',
  licenseNotValid: "Please contact your agent to proceed. The status of the driver's license is prohibiting the completion of this transaction.",
  furtherAssistance: 'Please contact your agent for further assistance.',
  vinRequired: 'A valid VIN will be required to complete your change.',
  estimate: 'The change in premium is just an estimate based on the selections you have made.',
  liabilityOnly: "You're adding this vehicle with liability coverage only. Please hit YES to continue or NO if you wish to add coverage.",
  confirmed: 'You will receive a confirmation email of this change shortly.',
  stale: 'This change was changed or completed in another window. Reload the policy and try again.',
  noPending: 'There is no rated change to complete. Calculate the change again.',
} as const;

/**
 * Why the policy-change area refused a call (doc 3 §5, §6, §8). The values are part of the API
 * (openapi ErrorCode); the messages are what the user reads. Another customer's policy, or one
 * that is not an In-Force PPA, answers the policies area's POLICY_NOT_FOUND.
 */
const CATALOGUE = refusalCatalogue({
  OneAtATime: ['POLICY_CHANGE_ONE_AT_A_TIME', 422, POLICY_CHANGE_MESSAGES.oneAtATime],
  EffectiveDateOutOfRange: ['POLICY_CHANGE_EFFECTIVE_DATE_OUT_OF_RANGE', 422, 'Choose an effective date within the allowed range.'],
  VehicleNotFound: ['POLICY_CHANGE_VEHICLE_NOT_FOUND', 422, 'This vehicle is not on the policy.'],
  DriverNotFound: ['POLICY_CHANGE_DRIVER_NOT_FOUND', 422, 'This driver is not on the policy.'],
  CreditorNotFound: ['POLICY_CHANGE_CREDITOR_NOT_FOUND', 422, 'This lienholder or loss payee is not on the vehicle.'],
  LastVehicle: ['POLICY_CHANGE_LAST_VEHICLE', 422, `The policy must keep at least one vehicle. ${POLICY_CHANGE_MESSAGES.furtherAssistance}`],
  DriverNotDeletable: ['POLICY_CHANGE_DRIVER_NOT_DELETABLE', 422, POLICY_CHANGE_MESSAGES.noDriversEligible],
  LicenseNotValid: ['POLICY_CHANGE_LICENSE_NOT_VALID', 422, POLICY_CHANGE_MESSAGES.licenseNotValid],
  VehicleInvalid: ['POLICY_CHANGE_VEHICLE_INVALID', 422, 'We could not find this vehicle. Check the VIN, or the year, make, model and style.'],
  RatingRefused: ['POLICY_CHANGE_RATING_REFUSED', 422, `This change cannot be rated as entered. ${POLICY_CHANGE_MESSAGES.furtherAssistance}`],
  NoPendingRate: ['POLICY_CHANGE_NO_PENDING_RATE', 422, POLICY_CHANGE_MESSAGES.noPending],
  VinRequired: ['POLICY_CHANGE_VIN_REQUIRED', 422, POLICY_CHANGE_MESSAGES.vinRequired],
  AgencyNoEmail: ['POLICY_CHANGE_AGENCY_NO_EMAIL', 422, 'Your agency has no email address on file. Please call your agent.'],
  Stale: ['POLICY_CHANGE_STALE', 409, POLICY_CHANGE_MESSAGES.stale],
});

export const PolicyChangesExceptionCode = CATALOGUE.codes;
export type PolicyChangesExceptionCode = CodeOf<typeof PolicyChangesExceptionCode>;

export const REFUSALS = CATALOGUE.table;

export class PolicyChangesException extends refusalException(REFUSALS) {}
