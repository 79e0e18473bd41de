import { Container, Title } from '@mantine/core';
import { type PolicySelection, PoliciesView } from './PoliciesView';

/** /policies: the list and detail of the user's policies; the route keeps the selection in the address. */
export function PoliciesPage({ selection }: { selection?: PolicySelection }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Policies
      </Title>
      <PoliciesView selection={selection} />
    </Container>
  );
}
