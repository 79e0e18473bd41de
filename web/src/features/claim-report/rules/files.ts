/**
 * Attachment checks of the claim form (doc 4 §5 "Files", §9; doc 3 §9). The API checks the same
 * limits and decides the type from the content; the form checks first so nothing too large or
 * of the wrong kind is sent.
 */
import en from '@/i18n/locales/en/claim-report.json';
import { ACCEPTED_EXTENSIONS, FILE_TOO_LARGE, FILE_TYPE_NOT_ACCEPTED, isAcceptedType, totalBytes } from '@/lib/files';

export {
  ACCEPTED_EXTENSIONS,
  extensionOf,
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_ACCEPTED,
  formatBytes,
  isAcceptedType,
  progressPercent,
  totalBytes,
} from '@/lib/files';

/** 10MB per file. */
export const MAX_FILE_BYTES = 10_485_760;
/** Combined limit of all the claim's files. */
export const MAX_TOTAL_BYTES = 20_000_000;

/** The spec's texts, in English (the form shows them in the page's language: useClaimMessage). */
export const DUPLICATED_FILE = en.messages.duplicatedFile;
export const TOTAL_TOO_LARGE = en.messages.totalTooLarge;

/** The file input's accept attribute. */
export const ACCEPT_ATTRIBUTE = [...Object.keys(ACCEPTED_EXTENSIONS).map((e) => `.${e}`), ...new Set(Object.values(ACCEPTED_EXTENSIONS))].join(',');

/** What the checks need of a file; `fingerprint` identifies its content (a SHA-256 of the bytes). */
export interface FileFacts {
  name: string;
  size: number;
  fingerprint: string;
}

export interface RejectedFile {
  name: string;
  reason: string;
}

/**
 * Adds newly picked files to those already attached: a file over 10MB, of a type not accepted,
 * or with the same content as one attached (or picked twice) is rejected and listed with the
 * reason; the rest are attached.
 */
export function addFiles<F extends FileFacts>(attached: readonly F[], picked: readonly F[]): { attached: F[]; rejected: RejectedFile[] } {
  const next = [...attached];
  const rejected: RejectedFile[] = [];
  for (const file of picked) {
    if (!isAcceptedType(file.name)) rejected.push({ name: file.name, reason: FILE_TYPE_NOT_ACCEPTED });
    else if (file.size > MAX_FILE_BYTES) rejected.push({ name: file.name, reason: FILE_TOO_LARGE });
    else if (next.some((f) => f.fingerprint === file.fingerprint)) rejected.push({ name: file.name, reason: DUPLICATED_FILE });
    else next.push(file);
  }
  return { attached: next, rejected };
}

/**
 * The rejected-files list across picks: each pick's refusals are added after the earlier ones
 * (the customer sees every file that was not attached, not only the last pick's); the same file
 * refused again for the same reason is listed once. The list is emptied when the customer clears
 * it and when the claim is submitted.
 */
export function mergeRejected(listed: readonly RejectedFile[], added: readonly RejectedFile[]): RejectedFile[] {
  const next = [...listed];
  for (const r of added) if (!next.some((l) => l.name === r.name && l.reason === r.reason)) next.push(r);
  return next;
}

/** Over 20,000,000 bytes in all blocks the submission with the 20MB message. */
export function totalSizeError(files: readonly Pick<FileFacts, 'size'>[]): string | null {
  return totalBytes(files) > MAX_TOTAL_BYTES ? TOTAL_TOO_LARGE : null;
}
