import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AgencyPage } from '@/features/agency/components/AgencyPage';
import { policiesQueryOptions } from '@/features/policies/queries';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'My Agency';

export const Route = createFileRoute('/_authenticated/agency')({
  head: () => pageHead(TITLE),
  loader: ({ context }) => context.queryClient.ensureQueryData(policiesQueryOptions()),
  component: () => (
    <Container size="lg" py="xl" px="md">
      <AgencyPage title={TITLE} />
    </Container>
  ),
});
