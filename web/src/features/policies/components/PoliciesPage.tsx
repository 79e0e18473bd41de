import { Container, Title } from '@mantine/core';
import { PoliciesView } from './PoliciesView';

/** /policies: the list and detail of the user's policies. */
export function PoliciesPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Policies
      </Title>
      <PoliciesView />
    </Container>
  );
}
