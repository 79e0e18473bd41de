import { Container, Title } from '@mantine/core';
import { AutoIdCardsView } from './AutoIdCardsView';

export function AutoIdCardsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Auto ID Cards
      </Title>
      <AutoIdCardsView />
    </Container>
  );
}
