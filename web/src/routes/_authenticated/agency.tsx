import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AgencyPage } from '@/features/agency/components/AgencyPage';
import { policiesQueryOptions } from '@/features/policies/queries';
import { titledHead } from '@/features/shell/titles';

export const Route = createFileRoute('/_authenticated/agency')({
  head: () => titledHead('agency'),
  loader: ({ context }) => context.queryClient.ensureQueryData(policiesQueryOptions()),
  component: () => (
    <Container size="lg" py="xl" px="md">
      <AgencyPage />
    </Container>
  ),
});
