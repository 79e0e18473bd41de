import { Alert, Anchor, Container, Stack } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ApiReplyError } from '@/api/client';
import { ClaimDetailPage } from '@/features/claims/detail/ClaimDetailPage';
import { claimDetailQueryOptions } from '@/features/claims/detail/queries';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/_authenticated/claims_/$claimNumber')({
  head: ({ params }) => pageHead(`Claim ${params.claimNumber}`),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(claimDetailQueryOptions(params.claimNumber)),
  errorComponent: ({ error }) => (
    <Container size="lg" py="xl" px="md">
      <Stack>
        <Alert color="red" role="alert" title="This claim cannot be shown">
          {error instanceof ApiReplyError ? error.message : 'Something went wrong. Please try again.'}
        </Alert>
        <Anchor component={Link} to="/claims">
          Back to Claims
        </Anchor>
      </Stack>
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
