import { Alert } from '@mantine/core';
import type { CardEntryProps } from './CardMethod';

/** The provider's card-entry frame, adapted to the wizard (provider-frame/ lands with the sandbox). */
export function ProviderCardEntry(_props: CardEntryProps) {
  return (
    <Alert color="yellow" variant="light">
      Card entry is not available yet. Pay by bank account instead.
    </Alert>
  );
}
