import {
  ApiError,
  type AddPolicyRequest,
  type AddPolicyStatus,
  type EditPolicyRequest,
  type ErrorCode,
  type Policy,
  type RemovePolicyRequest,
} from '@portal/generated-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiReplyError, FALLBACK_ERROR_MESSAGE, api, unwrap } from '@/api/client';
import { toFormFailure } from '@/forms/serverErrors';

/** Every policy of the signed-in user (POST /api/policy with no filter). */
export const policiesQueryOptions = () =>
  queryOptions({
    queryKey: ['policies'],
    queryFn: (): Promise<Policy[]> => unwrap(api.policies.listPolicies({ requestBody: {} })),
  });

/** After adding or removing a policy the profile's policy list and the policies reload (doc 1 §4). */
function useReloadProfileAndPolicies() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ['profile'] }), queryClient.invalidateQueries({ queryKey: ['policies'] })]);
}

/**
 * GET /api/policy/add: whether adding is locked (3 failed attempts, for 24 hours). The server
 * counts the attempts, so Add stays hidden after a reload and comes back when the lock ends.
 */
export const addPolicyStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['policies', 'add-status'],
    queryFn: (): Promise<AddPolicyStatus> => unwrap(api.policies.getAddPolicyStatus()),
  });

export type AddPolicyOutcome = { added: true } | { added: false; errors: string[]; fieldErrors: Record<string, string>; canRetry: boolean };

/**
 * POST /api/policy/add. A refusal is an outcome, not an exception: the dialog lists its
 * errors and, when the server says no more tries are allowed, hides Add.
 */
export async function addPolicy(requestBody: AddPolicyRequest): Promise<AddPolicyOutcome> {
  try {
    const result = await unwrap(api.policies.addPolicy({ requestBody }));
    if (result && !result.added) {
      return { added: false, errors: [FALLBACK_ERROR_MESSAGE], fieldErrors: {}, canRetry: true };
    }
    return { added: true };
  } catch (error) {
    if (!(error instanceof ApiError) && !(error instanceof ApiReplyError)) throw error;
    const failure = toFormFailure(error instanceof ApiError ? toReplyError(error) : error);
    // The server locks adding after 3 failed attempts and says so with this code.
    const canRetry = failure.code !== 'POLICY_ADD_LOCKED';
    return { added: false, errors: failure.errors, fieldErrors: failure.fieldErrors, canRetry };
  }
}

function toReplyError(error: ApiError): ApiReplyError {
  const body = error.body as { errors?: unknown; fieldErrors?: Record<string, string>; code?: ErrorCode } | undefined;
  const errors = Array.isArray(body?.errors) ? (body.errors as string[]) : [];
  return new ApiReplyError(errors, body?.fieldErrors ?? {}, error.status, body?.code);
}

export function useAddPolicy() {
  const queryClient = useQueryClient();
  const reload = useReloadProfileAndPolicies();
  const add = async (requestBody: AddPolicyRequest): Promise<AddPolicyOutcome> => {
    const outcome = await addPolicy(requestBody);
    // Every attempt changes the server's count (a failure adds one, a success resets it).
    await queryClient.invalidateQueries({ queryKey: addPolicyStatusQueryOptions().queryKey });
    return outcome;
  };
  return { add, reload };
}

export function useEditPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['policies', 'edit'],
    mutationFn: (requestBody: EditPolicyRequest) => unwrap(api.policies.editPolicy({ requestBody })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['policies'] }),
  });
}

export function useRemovePolicy() {
  const reload = useReloadProfileAndPolicies();
  return useMutation({
    mutationKey: ['policies', 'remove'],
    mutationFn: (requestBody: RemovePolicyRequest) => unwrap(api.policies.removePolicy({ requestBody })),
    onSuccess: () => reload(),
  });
}
