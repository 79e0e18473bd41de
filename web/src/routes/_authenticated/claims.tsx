import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ClaimsPage } from '@/features/claims/components/ClaimsPage';
import { policiesQueryOptions } from '@/features/policies/queries';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Claims';

export const Route = createFileRoute('/_authenticated/claims')({
  head: () => pageHead(TITLE),
  loader: ({ context }) => context.queryClient.ensureQueryData(policiesQueryOptions()),
  component: () => (
    <Container size="lg" py="xl" px="md">
      <ClaimsPage title={TITLE} />
    </Container>
  ),
});
