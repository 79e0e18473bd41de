import type { UserImportRun } from '@portal/generated-client';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { postMultipartWithProgress } from '@/api/upload';
import { adminText } from '../i18n';
import { IMPORT_POLL_MS } from './rules';

/** GET /api/admin/importusers: the 20 latest runs. */
export const userImportsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'imports'],
    queryFn: () => unwrap(api.admin.listUserImports()),
  });

/** GET /api/admin/importusers/{id}: one run, polled every 3 seconds until it is done (doc 4 §4). */
export const userImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'imports', id],
    queryFn: () => unwrap(api.admin.getUserImport({ id })),
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : IMPORT_POLL_MS),
  });

/** POST /api/admin/importusers with the file, reporting the upload's progress. */
export function uploadUserImport(file: File, onProgress: (sent: number, total: number) => void): Promise<UserImportRun> {
  const t = adminText();
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipartWithProgress<UserImportRun>({
    operation: '/api/admin/importusers',
    path: '/api/admin/importusers',
    body,
    onProgress,
    fallbackError: t('import.uploadFailed'),
    connectionError: t('import.connectionError'),
  });
}

/** GET /api/admin/importusers/{id}/errors: the refused rows as CSV text (bearer token in the header). */
export function fetchImportErrors(id: string): Promise<string> {
  return unwrap(api.admin.getUserImportErrors({ id }).then((text) => ({ success: true, result: text, errors: [] })));
}
