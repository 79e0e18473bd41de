import { Container, Text, Title } from '@mantine/core';
import { useShellText } from '../i18n';

/** A screen whose feature is not built yet: its title and one plain sentence, nothing else. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useShellText();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text mt="md">{t('comingSoon')}</Text>
    </Container>
  );
}
