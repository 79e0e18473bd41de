import {
  type AddPolicyRequest,
  type AddPolicyStatus,
  type EditPolicyRequest,
  type ErrorCode,
  type Policy,
  type RemovePolicyRequest,
} from '@portal/generated-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiReplyError, FALLBACK_ERROR_MESSAGE, api, unwrap } from '@/api/client';

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

/** The server locks adding after 3 failed attempts and says so with this code: Add is hidden, the contact message shown. */
export function addPolicyLocked(code: ErrorCode | undefined): boolean {
  return code === 'POLICY_ADD_LOCKED';
}

/**
 * POST /api/policy/add. A refusal throws the envelope's error (ApiReplyError with its lines,
 * fieldErrors and code), for the form kit's useServerSubmit; a reply that is not a refusal
 * yet added nothing is refused with the catalogue's fallback text.
 */
export async function addPolicy(requestBody: AddPolicyRequest): Promise<void> {
  const result = await unwrap(api.policies.addPolicy({ requestBody }));
  if (result && !result.added) throw new ApiReplyError([FALLBACK_ERROR_MESSAGE]);
}

export function useAddPolicy() {
  const queryClient = useQueryClient();
  const reload = useReloadProfileAndPolicies();
  const mutation = useMutation({
    mutationKey: ['policies', 'add'],
    mutationFn: addPolicy,
    // Every attempt changes the server's count (a failure adds one, a success resets it).
    onSettled: () => queryClient.invalidateQueries({ queryKey: addPolicyStatusQueryOptions().queryKey }),
  });
  return { add: mutation.mutateAsync, reload };
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
