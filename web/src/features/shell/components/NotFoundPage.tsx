import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BRAND_NAME } from '../pageHead';

/** Shown for any address that is not a screen of the portal. */
export function NotFoundPage() {
  return (
    <Container size="md" py="xl">
      <title>{`Page Not Found | ${BRAND_NAME}`}</title>
      <Title order={1}>Page Not Found</Title>
      <Text mt="md">The page you are looking for does not exist.</Text>
      <Button component={Link} to="/" mt="lg">
        Go to the home page
      </Button>
    </Container>
  );
}
