import { Button, Container, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useShellText } from '../i18n';

/** Last-resort screen when a route fails to load or render. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { t } = useShellText();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('error.title')}</Title>
      <Text mt="md">{error instanceof Error ? error.message : String(error)}</Text>
      <Button
        mt="lg"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('error.retry')}
      </Button>
    </Container>
  );
}
