import { Alert, Text } from '@mantine/core';

/** A failure box: its title, then each error on its own line (doc 1 §8). */
export function ErrorListAlert({
  title,
  errors,
  testId,
}: {
  title: string;
  errors: readonly string[];
  testId?: string;
}) {
  return (
    <Alert color="red" variant="light" title={title} data-testid={testId}>
      {errors.map((line, index) => (
        <Text key={`${index}:${line}`} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  );
}
