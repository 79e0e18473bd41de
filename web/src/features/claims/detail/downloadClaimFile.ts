import type { ClaimFile } from '@portal/generated-client';
import { api } from '@/api/client';

/**
 * Downloads a file of a claim from its `downloadPath` with the session's token (a plain link
 * would carry none): the customer's call on /claims/{claimNumber}, the staff call in /admin's
 * Claims tab (getAdminClaim answers the staff path). The reply is always an attachment; it is
 * saved through a blob URL, never opened in the portal's origin.
 */
export async function downloadClaimFile(file: Pick<ClaimFile, 'downloadPath' | 'fileName'>): Promise<void> {
  const resolver = api.request.config.TOKEN;
  const token = typeof resolver === 'function' ? await resolver({ method: 'GET', url: file.downloadPath, errors: { 401: 'Unauthorized' } }) : (resolver ?? '');
  const res = await fetch(file.downloadPath, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error('The file could not be downloaded.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
