import type { AuthSession, LegacyUserRequest, LoginRequest, Profile, ResendConfirmationRequest } from '@portal/generated-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** The signed-in user's profile (GET /api/profile), read after every sign-in and by the profile area. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: (): Promise<Profile> => unwrap(api.profile.getProfile()),
  });

/** POST /api/account/login: the session to start (doc 1 §4 "Login"). */
export function useLogin() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: (requestBody: LoginRequest): Promise<AuthSession> => unwrap(api.authentication.login({ requestBody })),
  });
}

/** POST /api/jwt/remember: signs in with the remember-me credential of this device. */
export function useRememberLogin() {
  return useMutation({
    mutationKey: ['auth', 'remember'],
    mutationFn: (credential: string): Promise<AuthSession> => unwrap(api.authentication.rememberLogin({ xRememberMe: credential })),
  });
}

/** POST /api/account/register/resend: the confirmation email again, for the credentials just typed. */
export function useResendConfirmation() {
  return useMutation({
    mutationKey: ['auth', 'resendConfirmation'],
    mutationFn: (requestBody: ResendConfirmationRequest) => unwrap(api.registration.resendConfirmation({ requestBody })),
  });
}

/** POST /api/account/legacyuser: an old-site username becomes an email address; the profile reloads. */
export function useChangeLegacyUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'legacyUsername'],
    mutationFn: (requestBody: LegacyUserRequest) => unwrap(api.account.changeLegacyUsername({ requestBody })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
