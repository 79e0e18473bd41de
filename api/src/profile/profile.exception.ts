import { type CodeOf, refusalCatalogue, statusException } from '../common/errors/app-exception';

export const PROFILE_MESSAGES = {
  changedElsewhere: 'Your settings were changed in another window. Reload and try again.',
} as const;

/** Why the profile area refused a save; the code reaches the client (the reply's `code`, listed in the spec's ErrorCode) and the log; the messages are the ones doc 1 §5 shows. */
const CATALOGUE = refusalCatalogue({
  DeliveryRefused: ['PROFILE_DELIVERY_REFUSED', 422],
  PhoneInvalid: ['PROFILE_PHONE_INVALID', 422],
  /** Another request (another window) saved the profile between this one's read and write. */
  ChangedElsewhere: ['PROFILE_CHANGED_ELSEWHERE', 409],
});

export const ProfileExceptionCode = CATALOGUE.codes;
export type ProfileExceptionCode = CodeOf<typeof ProfileExceptionCode>;

/** The messages are the rule's own (doc 1 §5): the caller gives them. */
const STATUS = CATALOGUE.table;

export class ProfileException extends statusException(STATUS) {
  static changedElsewhere(detail: string): ProfileException {
    return new ProfileException(ProfileExceptionCode.ChangedElsewhere, [PROFILE_MESSAGES.changedElsewhere], detail);
  }
}
