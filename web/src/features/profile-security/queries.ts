import type {
  ChangePasswordRequest,
  PasskeyRegistrationRequest,
  PasswordConfirmRequest,
  SendEmailChangeRequest,
  TotpCodeRequest,
} from '@portal/generated-client';
import { startRegistration } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { profileQueryOptions, sessionStore } from '@/features/auth';

/** POST /api/account/sendemailchange: mails a confirmation link to the new address. */
export function useSendEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'sendEmailChange'],
    mutationFn: (requestBody: SendEmailChangeRequest) => unwrap(api.account.sendEmailChange({ requestBody })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}

/** POST /api/account/changepassword: the server ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationKey: ['profile', 'changePassword'],
    mutationFn: (requestBody: ChangePasswordRequest) => unwrap(api.account.changePassword({ requestBody })),
  });
}

export const SECURITY_SETTINGS_KEY = ['profile', 'securitySettings'] as const;

/** GET /api/profile/security: whether an authenticator app is on and how many recovery codes are left. */
export const securitySettingsQueryOptions = () =>
  queryOptions({
    queryKey: SECURITY_SETTINGS_KEY,
    queryFn: () => unwrap(api.profile.getSecuritySettings()),
  });

/** POST /api/profile/security/totp: a new secret (QR code and text), not in use until confirmed. */
export function useStartTotpSetup() {
  return useMutation({
    mutationKey: ['profile', 'startTotpSetup'],
    mutationFn: () => unwrap(api.profile.startTotpSetup()),
  });
}

/**
 * POST /api/profile/security/totp/confirm: turns the app on. The reply's session replaces this
 * one (the server ended the old one), so it is adopted at once, keeping the remember-me credential.
 */
export function useConfirmTotpSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'confirmTotpSetup'],
    mutationFn: (requestBody: TotpCodeRequest) => unwrap(api.profile.confirmTotpSetup({ requestBody })),
    onSuccess: (reply) => {
      sessionStore.saveReply(reply.session);
      return queryClient.invalidateQueries({ queryKey: SECURITY_SETTINGS_KEY });
    },
  });
}

/** POST /api/profile/security/totp/disable: turns the app off when the password is right. */
export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'disableTotp'],
    mutationFn: (requestBody: PasswordConfirmRequest) => unwrap(api.profile.disableTotp({ requestBody })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_SETTINGS_KEY }),
  });
}

export const PASSKEYS_KEY = ['profile', 'passkeys'] as const;

/** GET /api/profile/security/passkeys: the account's passkeys, oldest first. */
export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: PASSKEYS_KEY,
    queryFn: () => unwrap(api.profile.listPasskeys()),
  });

type CreationOptionsJSON = Parameters<typeof startRegistration>[0]['optionsJSON'];

/**
 * Adds a passkey: the creation options from the server, the browser's own dialog
 * (@simplewebauthn/browser), then the answer with the name back to the server.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'addPasskey'],
    mutationFn: async ({ name }: { name: string }) => {
      const options = await unwrap(api.profile.startPasskeyRegistration());
      const response = await startRegistration({ optionsJSON: options as CreationOptionsJSON });
      return unwrap(api.profile.finishPasskeyRegistration({ requestBody: { name, response: response as PasskeyRegistrationRequest['response'] } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

/** POST /api/profile/security/passkeys/{id}/rename. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'renamePasskey'],
    mutationFn: ({ passkeyId, name }: { passkeyId: string; name: string }) => unwrap(api.profile.renamePasskey({ passkeyId, requestBody: { name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

/** POST /api/profile/security/passkeys/{id}/remove: asks for the password again. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'removePasskey'],
    mutationFn: ({ passkeyId, password }: { passkeyId: string; password: string }) =>
      unwrap(api.profile.removePasskey({ passkeyId, requestBody: { password } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}
