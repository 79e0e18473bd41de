import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorLines } from '@/forms/serverErrors';
import { usePaymentsText } from '../i18n';

/**
 * A confirmation inside a modal for an action that cannot be undone (cancel a recurring payment,
 * delete a scheduled payment or a wallet item): the question, a red confirm button that shows
 * progress while `run` works, No, and the server's reasons after `errorPrefix` when it fails
 * (the modal stays open to try again).
 */
export function ConfirmAction({
  question,
  confirmLabel,
  errorPrefix,
  run,
  onDone,
}: {
  question: ReactNode;
  confirmLabel?: string;
  errorPrefix: string;
  run: () => Promise<unknown>;
  /** true after `run` succeeded, false on No. */
  onDone: (done: boolean) => void;
}) {
  const { t } = usePaymentsText();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await run();
      onDone(true);
    } catch (e) {
      setError(`${errorPrefix}: ${errorLines(e).join(' ')}`);
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Text>{question}</Text>
      <Group gap="sm">
        {/* White on red.9: the default red is below 4.5:1 (axe colour-contrast). */}
        <Button color="red.9" onClick={() => void confirm()} loading={pending}>
          {confirmLabel ?? t('common.yes')}
        </Button>
        <Button variant="default" onClick={() => onDone(false)} disabled={pending}>
          {t('common.no')}
        </Button>
      </Group>
    </Stack>
  );
}
