import type { ForgotPasswordRequest, ResetPasswordRequest } from '@portal/generated-client';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** POST forgotpassword: sends the reset link (the reply is the same whether the account exists). */
export const useForgotPassword = () =>
  useMutation({
    mutationKey: ['password', 'forgot'],
    mutationFn: (requestBody: ForgotPasswordRequest) => unwrap(api.account.forgotPassword({ requestBody })),
  });

/** POST resetpassword: the new password with the code from the reset link. */
export const useResetPassword = () =>
  useMutation({
    mutationKey: ['password', 'reset'],
    mutationFn: (requestBody: ResetPasswordRequest) => unwrap(api.account.resetPassword({ requestBody })),
  });
