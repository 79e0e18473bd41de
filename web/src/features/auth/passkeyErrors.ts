import { authText } from './i18n';

/**
 * Plain words for what the browser's WebAuthn calls throw (@simplewebauthn/browser passes the
 * DOMException's name on as `name`): the user cancelled or waited too long (NotAllowedError),
 * the device holds a passkey of this account already (InvalidStateError), the page is not the
 * portal's own address (SecurityError), or the browser cannot do passkeys. Errors of the
 * portal's own calls (ApiReplyError) keep their server message. The words are the catalogue's
 * (auth passkey.*) in the page's language at the moment of the call; PASSKEY_MESSAGES is the English.
 */
export type PasskeyCeremony = 'add' | 'signIn';

type PasskeyMessage = 'cancelledAdd' | 'cancelledSignIn' | 'alreadyOnDevice' | 'wrongAddress' | 'unsupported' | 'failedAdd' | 'failedSignIn';

export const PASSKEY_MESSAGES: Readonly<Record<PasskeyMessage, string>> = {
  cancelledAdd: 'No passkey was added: the request was cancelled or timed out. Please try again.',
  cancelledSignIn: 'Signing in with a passkey was cancelled or timed out. Try again, or sign in with your password.',
  alreadyOnDevice: 'This device already has a passkey for your account.',
  wrongAddress: 'Passkeys work only on the portal’s own web address.',
  unsupported: 'This browser cannot use passkeys. Sign in with your password instead.',
  failedAdd: 'The passkey could not be added. Please try again.',
  failedSignIn: 'That passkey could not sign you in. Try again, or sign in with your password.',
};

function messageKey(error: unknown, ceremony: PasskeyCeremony): PasskeyMessage {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'AbortError':
      return ceremony === 'add' ? 'cancelledAdd' : 'cancelledSignIn';
    case 'InvalidStateError':
      return ceremony === 'add' ? 'alreadyOnDevice' : 'failedSignIn';
    case 'SecurityError':
      return 'wrongAddress';
    case 'NotSupportedError':
      return 'unsupported';
    default:
      return ceremony === 'add' ? 'failedAdd' : 'failedSignIn';
  }
}

export function passkeyErrorMessage(error: unknown, ceremony: PasskeyCeremony): string {
  const server = error && typeof error === 'object' && 'errors' in error ? (error as { errors: unknown }).errors : undefined;
  if (Array.isArray(server) && typeof server[0] === 'string') return server[0];
  return authText()(`passkey.${messageKey(error, ceremony)}`);
}
