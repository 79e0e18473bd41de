import type { DeleteScheduledPaymentRequest, ScheduledFeeRequest, ScheduledPayment, ScheduledPaymentRequest } from '@portal/generated-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** GET /api/payment/scheduled: the user's scheduled payments not yet charged, earliest first. */
export function scheduledQueryOptions() {
  return queryOptions({
    queryKey: ['payment', 'scheduled'],
    queryFn: (): Promise<ScheduledPayment[]> => unwrap(api.payments.getScheduledPayments({})),
  });
}

/** POST /api/payment/calculateFeeScheduled: the fee in dollars (only asked for amounts of $10.00 or more). */
export async function scheduledFee(requestBody: ScheduledFeeRequest): Promise<number> {
  return (await unwrap(api.payments.calculateFeeScheduled({ requestBody }))).responseData.feeAmount;
}

/** A scheduled payment changes the list and which wallet items are in use. */
function useScheduledMutation<V, R>(key: string, send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payment', 'scheduled', key],
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduledQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['payment', 'wallets'] }),
      ]);
    },
  });
}

/** POST /api/payment/scheduled; a duplicate answers 409 SCHEDULED_PAYMENT_DUPLICATE unless confirmDuplicate. */
export const useAddScheduledPayment = () =>
  useScheduledMutation('add', (requestBody: ScheduledPaymentRequest) => unwrap(api.payments.addScheduledPayment({ requestBody })));

/** DELETE /api/payment/scheduled after the confirmation. */
export const useDeleteScheduledPayment = () =>
  useScheduledMutation('delete', (requestBody: DeleteScheduledPaymentRequest) => unwrap(api.payments.deleteScheduledPayment({ requestBody })));
