import { sessionManager } from '@/features/auth';
import { documentsText } from './i18n';

/** Where a document's PDF is served (doc 1 §7): the print URL goes in `q`. */
export function documentUrl(printUrl: string): string {
  return `/api/document?q=${encodeURIComponent(printUrl)}`;
}

/**
 * Opens a policy document or ID card in a new tab (doc 1 §4 "Documents"). The PDF needs the
 * bearer token, so it is fetched here and shown from a blob URL. The tab is opened first,
 * while the click still counts as a user gesture, so pop-up blockers let it through.
 */
export async function openDocument(printUrl: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const token = await sessionManager.accessTokenFor({ needsSignIn: true });
    const response = await fetch(documentUrl(printUrl), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(documentsText()('openFailed', { status: response.status }));
    const blob = await response.blob();
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has loaded the PDF long before this; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
