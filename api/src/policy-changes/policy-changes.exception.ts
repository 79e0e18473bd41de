import { refusalException, type RefusalTable } from '../common/errors/app-exception';

/**
 * Why the policy-change area refused a call (doc 3 §5, §6, §8). The values are part of the API
 * (openapi ErrorCode); the messages are what the user reads. Another customer's policy, or one
 * that is not an In-Force PPA, answers the policies area's POLICY_NOT_FOUND.
 */
export enum PolicyChangesExceptionCode {
  OneAtATime = 'POLICY_CHANGE_ONE_AT_A_TIME',
  EffectiveDateOutOfRange = 'POLICY_CHANGE_EFFECTIVE_DATE_OUT_OF_RANGE',
  VehicleNotFound = 'POLICY_CHANGE_VEHICLE_NOT_FOUND',
  DriverNotFound = 'POLICY_CHANGE_DRIVER_NOT_FOUND',
  CreditorNotFound = 'POLICY_CHANGE_CREDITOR_NOT_FOUND',
  LastVehicle = 'POLICY_CHANGE_LAST_VEHICLE',
  DriverNotDeletable = 'POLICY_CHANGE_DRIVER_NOT_DELETABLE',
  LicenseNotValid = 'POLICY_CHANGE_LICENSE_NOT_VALID',
  VehicleInvalid = 'POLICY_CHANGE_VEHICLE_INVALID',
  RatingRefused = 'POLICY_CHANGE_RATING_REFUSED',
  NoPendingRate = 'POLICY_CHANGE_NO_PENDING_RATE',
  VinRequired = 'POLICY_CHANGE_VIN_REQUIRED',
  AgencyNoEmail = 'POLICY_CHANGE_AGENCY_NO_EMAIL',
  Stale = 'POLICY_CHANGE_STALE',
}

/** Texts of doc 3 (§2, §4, §5, §8) and the area's own. */
export const POLICY_CHANGE_MESSAGES = {
  furtherAssistance: 'Please contact your agent for further assistance.',
  vinRequired: 'A valid VIN will be required to complete your change.',
  estimate: 'The change in premium is just an estimate based on the selections you have made.',
  liabilityOnly: "You're adding this vehicle with liability coverage only. Please hit YES to continue or NO if you wish to add coverage.",
  confirmed: 'You will receive a confirmation email of this change shortly.',
} as const;

export const REFUSALS: RefusalTable<PolicyChangesExceptionCode> = {
  [PolicyChangesExceptionCode.OneAtATime]: [422, 'Only one change at a time is allowed. Please contact your agent.'],
  [PolicyChangesExceptionCode.EffectiveDateOutOfRange]: [422, 'Choose an effective date within the allowed range.'],
  [PolicyChangesExceptionCode.VehicleNotFound]: [422, 'This vehicle is not on the policy.'],
  [PolicyChangesExceptionCode.DriverNotFound]: [422, 'This driver is not on the policy.'],
  [PolicyChangesExceptionCode.CreditorNotFound]: [422, 'This lienholder or loss payee is not on the vehicle.'],
  [PolicyChangesExceptionCode.LastVehicle]: [422, `The policy must keep at least one vehicle. ${POLICY_CHANGE_MESSAGES.furtherAssistance}`],
  [PolicyChangesExceptionCode.DriverNotDeletable]: [422, 'There are no drivers eligible to be deleted. Please contact your agent.'],
  [PolicyChangesExceptionCode.LicenseNotValid]: [
    422,
    "Please contact your agent to proceed. The status of the driver's license is prohibiting the completion of this transaction.",
  ],
  [PolicyChangesExceptionCode.VehicleInvalid]: [422, 'We could not find this vehicle. Check the VIN, or the year, make, model and style.'],
  [PolicyChangesExceptionCode.RatingRefused]: [422, `This change cannot be rated as entered. ${POLICY_CHANGE_MESSAGES.furtherAssistance}`],
  [PolicyChangesExceptionCode.NoPendingRate]: [422, 'There is no rated change to complete. Calculate the change again.'],
  [PolicyChangesExceptionCode.VinRequired]: [422, POLICY_CHANGE_MESSAGES.vinRequired],
  [PolicyChangesExceptionCode.AgencyNoEmail]: [422, 'Your agency has no email address on file. Please call your agent.'],
  [PolicyChangesExceptionCode.Stale]: [409, 'This change was changed or completed in another window. Reload the policy and try again.'],
};

export class PolicyChangesException extends refusalException(REFUSALS) {}
