import type { ClaimDetail } from '@portal/generated-client';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { postMultipartWithProgress } from '@/api/upload';
import { claimsText } from '../i18n';

/** GET /api/claim/{claimNumber}: the timeline, adjuster, checklist and files. */
export const claimDetailQueryOptions = (claimNumber: string) =>
  queryOptions({
    queryKey: ['claims', 'detail', claimNumber],
    queryFn: (): Promise<ClaimDetail> => unwrap(api.claims.getClaimDetail({ claimNumber })),
  });

export interface DocumentsUpload {
  claimNumber: string;
  files: readonly File[];
  requestedItemId: string | null;
  /** Bytes of the body sent so far, of the total. */
  onProgress: (sent: number, total: number) => void;
}

/** POST /api/claim/{claimNumber}/documents, with the upload's progress (see postMultipartWithProgress). */
export function uploadClaimDocuments(u: DocumentsUpload): Promise<ClaimDetail> {
  const body = new FormData();
  // A plain text part: a Blob would go as a file part (named "blob"), which the call does not take.
  body.append('command', JSON.stringify({ requestedItemId: u.requestedItemId }));
  for (const file of u.files) body.append('files', file, file.name);
  return postMultipartWithProgress<ClaimDetail>({
    operation: '/api/claim/{claimNumber}/documents',
    path: `/api/claim/${encodeURIComponent(u.claimNumber)}/documents`,
    body,
    onProgress: u.onProgress,
    // Shown in the add-documents alert, in the language of the page when the upload starts.
    fallbackError: claimsText()('detail.notAdded'),
    connectionError: claimsText()('detail.connectionFailed'),
  });
}
