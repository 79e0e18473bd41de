import type { CancelRecurringPaymentRequest, RecurringPaymentInfo, RecurringPaymentRequest } from '@portal/generated-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** GET /api/payment/recurring: a policy's recurring payment and what the tab may do with it. */
export function recurringQueryOptions(policy: { policyNumber: string; policyId: string }) {
  return queryOptions({
    queryKey: ['payment', 'recurring', { policyNumber: policy.policyNumber }],
    queryFn: (): Promise<RecurringPaymentInfo> => unwrap(api.payments.getRecurringPayment({ policyNumber: policy.policyNumber, policyId: policy.policyId })),
  });
}

/**
 * A setup, an update or a cancellation changes the policy (pay plan, hasRecurringPaymentSetup)
 * and which wallet items are in use: the reply replaces the policy's entry; the policies and the
 * wallet reload.
 */
function useRecurringMutation<V>(key: string, send: (vars: V) => Promise<RecurringPaymentInfo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payment', 'recurring', key],
    mutationFn: send,
    onSuccess: async (info) => {
      queryClient.setQueryData(recurringQueryOptions(info).queryKey, info);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['policies'] }), queryClient.invalidateQueries({ queryKey: ['payment', 'wallets'] })]);
    },
  });
}

/** POST /api/payment/recurring after the Agreement Terms. */
export const useSaveRecurring = () =>
  useRecurringMutation('save', (requestBody: RecurringPaymentRequest) => unwrap(api.payments.saveRecurringPayment({ requestBody })));

/** DELETE /api/payment/recurring (pay plan 15) after the confirmation. */
export const useCancelRecurring = () =>
  useRecurringMutation('cancel', (requestBody: CancelRecurringPaymentRequest) => unwrap(api.payments.cancelRecurringPayment({ requestBody })));
