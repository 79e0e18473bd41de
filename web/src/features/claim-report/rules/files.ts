/**
 * Attachment checks of the claim form (doc 4 §5 "Files", §9; doc 3 §9). The API checks the same
 * limits and decides the type from the content; the form checks first so nothing too large or
 * of the wrong kind is sent.
 */

/** 10MB per file. */
export const MAX_FILE_BYTES = 10_485_760;
/** Combined limit of all the claim's files. */
export const MAX_TOTAL_BYTES = 20_000_000;

export const FILE_TOO_LARGE = 'File size exceeds the 10MB maximum.';
export const DUPLICATED_FILE = 'Duplicated file';
export const TOTAL_TOO_LARGE =
  "The selected files exceed the maximum combined size limit of 20MB. Please remove attachments until falling below the limit. You will be provided with your adjuster's contact information after your claim is successfully submitted. Additional files can then be sent directly to your adjuster.";
export const FILE_TYPE_NOT_ACCEPTED = 'This type of file is not accepted.';
/** The hint beside the picker. */
export const FILE_SIZE_HINT = 'Up to 10MB per file, 20MB in all.';

/**
 * Accepted types: images (jpeg, png, gif, bmp, tiff), Excel (xls, xlsx), pdf, csv, plain text,
 * rtf, audio (mpeg, wav), video (mp4, avi, quicktime, wmv, mpeg), Word (doc, docx) and Outlook
 * messages. By extension, since browsers leave the type of .msg and some .csv files empty.
 */
export const ACCEPTED_EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
  rtf: 'application/rtf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-wmv',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  msg: 'application/vnd.ms-outlook',
};

/** The file input's accept attribute. */
export const ACCEPT_ATTRIBUTE = [...Object.keys(ACCEPTED_EXTENSIONS).map((e) => `.${e}`), ...new Set(Object.values(ACCEPTED_EXTENSIONS))].join(',');

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedType(name: string): boolean {
  return extensionOf(name) in ACCEPTED_EXTENSIONS;
}

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

export function totalBytes(files: readonly Pick<FileFacts, 'size'>[]): number {
  return files.reduce((sum, f) => sum + f.size, 0);
}

/** Over 20,000,000 bytes in all blocks the submission with the 20MB message. */
export function totalSizeError(files: readonly Pick<FileFacts, 'size'>[]): string | null {
  return totalBytes(files) > MAX_TOTAL_BYTES ? TOTAL_TOO_LARGE : null;
}

/** Bytes as the list shows them: 1.4 MB, 820 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} bytes`;
}

/** Upload progress as a whole percentage. */
export function progressPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((sent / total) * 100));
}
