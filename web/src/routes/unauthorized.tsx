import { Button, Container, Text, Title } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/shell/pageHead';
import { loadHeaderMenu } from '@/features/shell/lazyParts';

const TITLE = 'Unauthorized';

/** Where a signed-in user without the admin policy value lands after opening an admin route. */
export const Route = createFileRoute('/unauthorized')({
  // The visitor is signed in (a customer who opened an admin page): keep their menu, so the
  // way on is not only the button below.
  staticData: { header: 'customer' },
  head: () => pageHead(TITLE),
  loader: () => loadHeaderMenu(),
  component: UnauthorizedPage,
});

function UnauthorizedPage() {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{TITLE}</Title>
      <Text mt="md">You do not have permission to open this page.</Text>
      <Button component={Link} to="/" mt="lg">
        Go to the home page
      </Button>
    </Container>
  );
}
