import type { FileStorage } from '../../common/storage/file-storage';

/**
 * The file storage port (common/storage: put a stream, open, remove by a generated key) holding
 * certificate PDFs, in its own folder. Injected by this token so the claims area's instance and
 * this one never share keys.
 */
export const CERTIFICATE_STORAGE = Symbol('CERTIFICATE_STORAGE');
export type CertificateFileStorage = FileStorage;
