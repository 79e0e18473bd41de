import { Alert } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { openDocument } from './openDocument';

/** Opens documents in a new tab and keeps the last failure to show beside the links. */
export function useDocumentOpener(): { open: (printUrl: string) => void; errorAlert: ReactNode } {
  const [error, setError] = useState<string | null>(null);
  const open = (printUrl: string) => {
    setError(null);
    openDocument(printUrl).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  const errorAlert = error ? (
    <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
      {error}
    </Alert>
  ) : null;
  return { open, errorAlert };
}
