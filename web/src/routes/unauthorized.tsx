import { Button, Container, Text, Title } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useShellText } from '@/features/shell/i18n';
import { titledHead, useTitlesText } from '@/features/shell/titles';
import { loadHeaderMenu } from '@/features/shell/lazyParts';

/** Where a signed-in user without the admin policy value lands after opening an admin route. */
export const Route = createFileRoute('/unauthorized')({
  // The visitor is signed in (a customer who opened an admin page): keep their menu, so the
  // way on is not only the button below.
  staticData: { header: 'customer' },
  head: () => titledHead('unauthorized'),
  loader: () => loadHeaderMenu(),
  component: UnauthorizedPage,
});

function UnauthorizedPage() {
  const { t } = useTitlesText();
  const { t: shell } = useShellText();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('unauthorized')}</Title>
      <Text mt="md">{shell('unauthorized.body')}</Text>
      <Button component={Link} to="/" mt="lg">
        {shell('unauthorized.home')}
      </Button>
    </Container>
  );
}
