import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BRAND_NAME } from '../pageHead';
import { useShellText } from '../i18n';

/** Shown for any address that is not a screen of the portal. */
export function NotFoundPage() {
  const { t } = useShellText();
  return (
    <Container size="md" py="xl">
      <title>{`${t('notFound.title')} | ${BRAND_NAME}`}</title>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text mt="md">{t('notFound.text')}</Text>
      <Button component={Link} to="/" mt="lg">
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
