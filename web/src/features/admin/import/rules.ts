import type { UserImportRun } from '@portal/generated-client';
import { adminText } from '../i18n';

/** doc 4 §9: the import status is polled every 3 seconds. */
export const IMPORT_POLL_MS = 3_000;
/** The API's limits (POST /api/admin/importusers). */
export const IMPORT_MAX_BYTES = 20_000_000;
export const IMPORT_MAX_ROWS = 100_000;
/** The users CSV's header (api/src/admin/README.md "Importing users"). */
export const IMPORT_HEADER = 'email,firstName,lastName,policyNumbers,phone';
/** What separates several policy numbers in one cell. */
export const IMPORT_SEPARATOR = ';';

/** Why a chosen file is not sent (checked before the upload; the API checks again), or null. */
export function fileProblem(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return adminText()('import.problems.noFile');
  if (!/\.(csv|txt)$/i.test(file.name)) return adminText()('import.problems.notCsv');
  if (file.size === 0) return adminText()('import.problems.empty');
  if (file.size > IMPORT_MAX_BYTES) return adminText()('import.problems.tooLarge');
  return null;
}

/** The rows handled so far, as a percentage of the file (succeeded or failed). */
export function importPercent(run: Pick<UserImportRun, 'total' | 'succeeded' | 'failed'>): number {
  return run.total ? Math.floor(((run.succeeded + run.failed) * 100) / run.total) : 100;
}

/** The counts in the order the screen shows them (doc 4 "Import status" first), labelled in the language shown. */
export function importCounts(run: UserImportRun): Array<{ key: ImportCount; label: string; value: number }> {
  const t = adminText();
  return IMPORT_COUNTS.map((key) => ({ key, label: t(`import.counts.${key}`), value: run[key] }));
}

const IMPORT_COUNTS = ['scheduled', 'enqueued', 'processing', 'succeeded', 'failed', 'total'] as const;
type ImportCount = (typeof IMPORT_COUNTS)[number];

/** A run's status as shown. */
export const statusLabel = (status: UserImportRun['status']) => adminText()(`import.statuses.${status}`);
