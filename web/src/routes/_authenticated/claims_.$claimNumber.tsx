import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ClaimCannotShow, ClaimDetailPage } from '@/features/claims/detail/ClaimDetailPage';
import { claimDetailQueryOptions } from '@/features/claims/detail/queries';
import { claimsText } from '@/features/claims/i18n';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/_authenticated/claims_/$claimNumber')({
  head: ({ params }) => pageHead(claimsText()('page.claimTitle', { claimNumber: params.claimNumber })),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(claimDetailQueryOptions(params.claimNumber)),
  errorComponent: ({ error }) => (
    <Container size="lg" py="xl" px="md">
      <ClaimCannotShow error={error} />
    </Container>
  ),
  component: ClaimRoute,
});

function ClaimRoute() {
  const { claimNumber } = Route.useParams();
  return (
    <Container size="lg" py="xl" px="md">
      <ClaimDetailPage claimNumber={claimNumber} />
    </Container>
  );
}
