import type { LegacyUserRequest } from '@portal/generated-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { profileQueryOptions } from './profileQuery';

export { profileQueryOptions };

// The sign-in, remember-me and resend calls are plain functions (calls.ts): the login page has
// no query cache on login.html.

/** POST /api/account/legacyuser: an old-site username becomes an email address; the profile reloads. */
export function useChangeLegacyUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'legacyUsername'],
    mutationFn: (requestBody: LegacyUserRequest) => unwrap(api.account.changeLegacyUsername({ requestBody })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
