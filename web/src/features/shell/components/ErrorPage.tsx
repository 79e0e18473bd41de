import { Button, Container, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';

/** Last-resort screen when a route fails to load or render. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container size="md" py="xl">
      <Title order={1}>Something went wrong</Title>
      <Text mt="md">{error instanceof Error ? error.message : String(error)}</Text>
      <Button
        mt="lg"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </Container>
  );
}
