import type { ClaimDetail, ClaimFileRules } from '@portal/generated-client';
import { ACCEPTED_EXTENSIONS, FILE_TOO_LARGE, FILE_TYPE_NOT_ACCEPTED, formatBytes as formatFileBytes, totalBytes } from '@/lib/files';

/** Integer cents as dollars, e.g. 234615 -> "$2,346.15". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
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
  const errors: string[] = [];
  if (files.length === 0) return ['Choose at least one file.'];
  if (files.length > rules.maxFiles) errors.push(`Attach at most ${rules.maxFiles} files.`);
  for (const f of files) {
    const type = f.type || ACCEPTED_EXTENSIONS[f.name.split('.').pop()?.toLowerCase() ?? ''] || '';
    if (!rules.acceptedTypes.includes(type)) errors.push(`${f.name}: ${FILE_TYPE_NOT_ACCEPTED}`);
    else if (f.size > rules.maxFileBytes) errors.push(`${f.name}: ${FILE_TOO_LARGE}`);
  }
  const total = totalBytes(files);
  if (total > rules.maxTotalBytes) errors.push(`The selected files are over ${formatBytes(rules.maxTotalBytes)} together. Send them in smaller groups.`);
  else if (claim.filesTotalBytes + total > claim.maxFilesTotalBytes)
    errors.push(
      `This claim already has ${formatBytes(claim.filesTotalBytes)} of files; these would take it over the ${formatBytes(claim.maxFilesTotalBytes)} limit.`,
    );
  return errors;
}

export { progressPercent } from '@/lib/files';
