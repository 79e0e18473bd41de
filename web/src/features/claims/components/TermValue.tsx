import { Text } from '@mantine/core';

/** One term and its value in a claim's definition list (`<dl>`): the claims list's cards and a claim's header. */
export function TermValue({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}
