import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code or data takes longer than a moment to arrive. */
export function PendingPage() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}
