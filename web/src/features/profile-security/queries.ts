import type { ChangePasswordRequest, SendEmailChangeRequest } from '@portal/generated-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { profileQueryOptions } from '@/features/auth';

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
