import { Container, Text, Title } from '@mantine/core';

/** A screen whose feature is not built yet: its title and one plain sentence, nothing else. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text mt="md">This screen is not available yet.</Text>
    </Container>
  );
}
