import { AppException } from '../common/errors/app-exception';

/** Why the profile area refused a save; the messages are the ones doc 1 §5 shows. */
export enum ProfileExceptionCode {
  DeliveryRefused = 'PROFILE_DELIVERY_REFUSED',
  PhoneInvalid = 'PROFILE_PHONE_INVALID',
}

export class ProfileException extends AppException<ProfileExceptionCode> {
  constructor(code: ProfileExceptionCode, messages: string[]) {
    super(code, ProfileException.status(code), messages);
  }

  private static status(code: ProfileExceptionCode): number {
    switch (code) {
      case ProfileExceptionCode.DeliveryRefused:
      case ProfileExceptionCode.PhoneInvalid:
        return 422;
      default: {
        const unreachable: never = code;
        throw new Error(`unknown profile exception code ${String(unreachable)}`);
      }
    }
  }
}
