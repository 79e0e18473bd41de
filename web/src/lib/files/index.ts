/**
 * File checks shared by every screen that sends documents (the claim report's attachments and a
 * claim's later documents; doc 4 §5 "Files", §9; doc 3 §9): the accepted types, the per-file
 * messages, totals and upload progress. The API checks the same limits and decides the type from
 * the content; the screens check first so nothing too large or of the wrong kind is sent.
 */

export const FILE_TOO_LARGE = 'File size exceeds the 10MB maximum.';
export const FILE_TYPE_NOT_ACCEPTED = 'This type of file is not accepted.';

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

/** The lower-case extension of a file name; empty when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedType(name: string): boolean {
  return extensionOf(name) in ACCEPTED_EXTENSIONS;
}

export function totalBytes(files: readonly { size: number }[]): number {
  return files.reduce((sum, f) => sum + f.size, 0);
}

/**
 * Bytes as the lists show them: 1.4 MB, 820 KB; under a kilobyte with `smallUnit` ("bytes" on
 * the claim form, "B" on the claim's checklist).
 */
export function formatBytes(bytes: number, smallUnit = 'bytes'): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} ${smallUnit}`;
}

/** Upload progress as a whole percentage. */
export function progressPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((sent / total) * 100));
}
