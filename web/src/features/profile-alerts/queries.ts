import type { DeliveryRequest, PhoneRequest, Profile } from '@portal/generated-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { profileQueryOptions } from '@/features/auth';

/** Both calls answer the whole profile, which replaces the cached one. */
function useProfileMutation<R>(name: string, call: (requestBody: R) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', name],
    mutationFn: call,
    onSuccess: (updated) => queryClient.setQueryData(profileQueryOptions().queryKey, updated),
  });
}

/** POST /api/profile/delivery: the e-delivery settings (doc 1 §4). */
export const useSaveDelivery = () => useProfileMutation('delivery', (requestBody: DeliveryRequest) => unwrap(api.profile.saveDelivery({ requestBody })));

/** POST /api/profile/phone: the mobile phone for text messages; empty removes it. */
export const useSavePhone = () => useProfileMutation('phone', (requestBody: PhoneRequest) => unwrap(api.profile.savePhone({ requestBody })));
