import type { ClaimDetail, ClaimFileRules } from '@portal/generated-client';
import { ACCEPTED_EXTENSIONS, formatBytes as formatFileBytes, totalBytes } from '@/lib/files';
import { formatMoney } from '@/lib/format';
import { claimsText } from '../i18n';

/** Integer cents as dollars, e.g. 234615 -> "$2,346.15". */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** Bytes as the checklist's total shows them: "48 KB", "2.3 MB". */
export function formatBytes(bytes: number): string {
  return formatFileBytes(bytes, 'B');
}

/** What the browser knows of a chosen file. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

/**
 * The checks the screen makes before sending (the API makes them again on the content): each
 * file's type and size, how many, the request's total and the claim's total with its files.
 * Empty when the files may be sent.
 */
export function documentErrors(
  files: readonly ChosenFile[],
  rules: ClaimFileRules,
  claim: Pick<ClaimDetail, 'filesTotalBytes' | 'maxFilesTotalBytes'>,
): string[] {
  // Messages in the language shown when the check runs.
  const t = claimsText();
  const errors: string[] = [];
  if (files.length === 0) return [t('rules.chooseOne')];
  if (files.length > rules.maxFiles) errors.push(t('rules.atMost', { maxFiles: rules.maxFiles }));
  for (const f of files) {
    const type = f.type || ACCEPTED_EXTENSIONS[f.name.split('.').pop()?.toLowerCase() ?? ''] || '';
    if (!rules.acceptedTypes.includes(type)) errors.push(t('rules.typeNotAccepted', { name: f.name }));
    else if (f.size > rules.maxFileBytes) errors.push(t('rules.tooLarge', { name: f.name }));
  }
  const total = totalBytes(files);
  if (total > rules.maxTotalBytes) errors.push(t('rules.overTogether', { max: formatBytes(rules.maxTotalBytes) }));
  else if (claim.filesTotalBytes + total > claim.maxFilesTotalBytes)
    errors.push(t('rules.overClaim', { used: formatBytes(claim.filesTotalBytes), max: formatBytes(claim.maxFilesTotalBytes) }));
  return errors;
}

export { progressPercent } from '@/lib/files';
