import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ClaimsPage } from '@/features/claims/components/ClaimsPage';
import { policiesQueryOptions } from '@/features/policies/queries';
import { pageHead } from '@/features/shell/pageHead';
import { claimsText } from '@/features/claims/i18n';

export const Route = createFileRoute('/_authenticated/claims')({
  head: () => pageHead(claimsText()('page.title')),
  loader: ({ context }) => context.queryClient.ensureQueryData(policiesQueryOptions()),
  component: () => (
    <Container size="lg" py="xl" px="md">
      <ClaimsPage />
    </Container>
  ),
});
