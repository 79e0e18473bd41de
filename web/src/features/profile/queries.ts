import type { NameRequest, Profile } from '@portal/generated-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { profileQueryOptions } from '@/features/auth';

/** POST /api/profile/name: the display name; the answer is the new profile. */
export function useSaveName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'name'],
    mutationFn: (requestBody: NameRequest): Promise<Profile> => unwrap(api.profile.saveName({ requestBody })),
    onSuccess: (updated) => queryClient.setQueryData(profileQueryOptions().queryKey, updated),
  });
}
