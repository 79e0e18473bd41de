import { statusException, type StatusTable } from '../common/errors/app-exception';

/** Why the profile area refused a save; the code reaches the client (the reply's `code`, listed in the spec's ErrorCode) and the log; the messages are the ones doc 1 §5 shows. */
export enum ProfileExceptionCode {
  DeliveryRefused = 'PROFILE_DELIVERY_REFUSED',
  PhoneInvalid = 'PROFILE_PHONE_INVALID',
  /** Another request (another window) saved the profile between this one's read and write. */
  ChangedElsewhere = 'PROFILE_CHANGED_ELSEWHERE',
}

export const PROFILE_MESSAGES = {
  changedElsewhere: 'Your settings were changed in another window. Reload and try again.',
} as const;

/** The messages are the rule's own (doc 1 §5): the caller gives them. */
const STATUS: StatusTable<ProfileExceptionCode> = {
  [ProfileExceptionCode.DeliveryRefused]: 422,
  [ProfileExceptionCode.PhoneInvalid]: 422,
  [ProfileExceptionCode.ChangedElsewhere]: 409,
};

export class ProfileException extends statusException(STATUS) {
  static changedElsewhere(detail: string): ProfileException {
    return new ProfileException(ProfileExceptionCode.ChangedElsewhere, [PROFILE_MESSAGES.changedElsewhere], detail);
  }
}
