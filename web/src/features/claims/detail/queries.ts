import type { BaseHttpRequest, ClaimDetail } from '@portal/generated-client';
import { queryOptions } from '@tanstack/react-query';
import { ApiReplyError, api, unwrap, type ReplyEnvelope } from '@/api/client';

/** GET /api/claim/{claimNumber}: the timeline, adjuster, checklist and files. */
export const claimDetailQueryOptions = (claimNumber: string) =>
  queryOptions({
    queryKey: ['claims', 'detail', claimNumber],
    queryFn: (): Promise<ClaimDetail> => unwrap(api.claims.getClaimDetail({ claimNumber })),
  });

type ApiRequestOptions = Parameters<BaseHttpRequest['request']>[0];

export interface DocumentsUpload {
  claimNumber: string;
  files: readonly File[];
  requestedItemId: string | null;
  /** Bytes of the body sent so far, of the total. */
  onProgress: (sent: number, total: number) => void;
}

/**
 * POST /api/claim/{claimNumber}/documents over XMLHttpRequest: fetch cannot report how much of
 * the body is sent, and the screen shows the upload's progress. The bearer token comes from the
 * API client's own resolver (which renews an expired session first), for the operation's URL.
 */
export async function uploadClaimDocuments(u: DocumentsUpload): Promise<ClaimDetail> {
  const options: ApiRequestOptions = { method: 'POST', url: '/api/claim/{claimNumber}/documents', errors: { 401: 'Unauthorized' } };
  const resolver = api.request.config.TOKEN;
  const token = typeof resolver === 'function' ? await resolver(options) : (resolver ?? '');
  const body = new FormData();
  // A plain text part: a Blob would go as a file part (named "blob"), which the call does not take.
  body.append('command', JSON.stringify({ requestedItemId: u.requestedItemId }));
  for (const file of u.files) body.append('files', file, file.name);
  const reply = await new Promise<{ status: number; envelope: ReplyEnvelope<ClaimDetail> | null }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/claim/${encodeURIComponent(u.claimNumber)}/documents`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => u.onProgress(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => {
      let envelope: ReplyEnvelope<ClaimDetail> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as ReplyEnvelope<ClaimDetail>;
      } catch {
        envelope = null;
      }
      resolve({ status: xhr.status, envelope });
    };
    xhr.onerror = () => reject(new ApiReplyError(['The upload did not reach the server. Check your connection and try again.']));
    xhr.send(body);
  });
  const { status, envelope } = reply;
  if (status === 200 && envelope?.success && envelope.result) return envelope.result;
  throw new ApiReplyError(
    envelope?.errors?.length ? envelope.errors : ['The documents could not be added. Please try again.'],
    envelope?.fieldErrors,
    status,
    envelope?.code,
  );
}
