import type { ClaimDetail, ClaimFileRules } from '@portal/generated-client';

/** Integer cents as dollars, e.g. 234615 -> "$2,346.15". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Bytes as the checklist's total shows them: "48 KB", "2.3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** What the browser knows of a chosen file. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

/** Extensions of the accepted types, for a file the browser gives no type (the API decides from the content). */
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
  rtf: 'application/rtf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-wmv',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  msg: 'application/vnd.ms-outlook',
};

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
    const type = f.type || EXTENSION_TYPES[f.name.split('.').pop()?.toLowerCase() ?? ''] || '';
    if (!rules.acceptedTypes.includes(type)) errors.push(`${f.name}: This type of file is not accepted.`);
    else if (f.size > rules.maxFileBytes) errors.push(`${f.name}: File size exceeds the 10MB maximum.`);
  }
  const total = files.reduce((n, f) => n + f.size, 0);
  if (total > rules.maxTotalBytes) errors.push(`The selected files are over ${formatBytes(rules.maxTotalBytes)} together. Send them in smaller groups.`);
  else if (claim.filesTotalBytes + total > claim.maxFilesTotalBytes)
    errors.push(
      `This claim already has ${formatBytes(claim.filesTotalBytes)} of files; these would take it over the ${formatBytes(claim.maxFilesTotalBytes)} limit.`,
    );
  return errors;
}

/** Whole percent of the upload sent. */
export function progressPercent(sent: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
}
