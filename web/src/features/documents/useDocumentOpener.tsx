import { Alert } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { openDocument } from './openDocument';
import { useDocumentsText } from './i18n';

/** Opens documents in a new tab and keeps the last failure to show beside the links. */
export function useDocumentOpener(): { open: (printUrl: string) => void; errorAlert: ReactNode } {
  const { t } = useDocumentsText();
  const [error, setError] = useState<string | null>(null);
  const open = (printUrl: string) => {
    setError(null);
    openDocument(printUrl).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  const errorAlert = error ? (
    <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel={t('dismiss')} onClose={() => setError(null)}>
      {error}
    </Alert>
  ) : null;
  return { open, errorAlert };
}
