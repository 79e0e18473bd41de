import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A failure box: a title from the error catalogue (doc 1 §8) and every error on its own line.
 * role="alert" so screen readers announce it when it appears.
 */
export function FormErrorAlert({ title, errors, children, testId }: { title: string; errors: readonly string[]; children?: ReactNode; testId?: string }) {
  return (
    <Alert color="red" variant="light" title={title} role="alert" data-testid={testId}>
      <Stack gap={4}>
        {errors.map((error, i) => (
          <Text key={i} size="sm">
            {error}
          </Text>
        ))}
        {children}
      </Stack>
    </Alert>
  );
}
