import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentsSection, paymentSettingsQueryOptions } from '@/features/payments';
import { PolicyLoadError } from '@/features/policies/components/PolicyLoadError';
import { policiesQueryOptions } from '@/features/policies';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Payments';

/** The payments section on its own page (doc 2 §2); on a phone too it is the one section shown. */
export const Route = createFileRoute('/_authenticated/payments')({
  head: () => pageHead(TITLE),
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(policiesQueryOptions()), queryClient.prefetchQuery(paymentSettingsQueryOptions())]),
  errorComponent: ({ reset }) => <PolicyLoadError reset={reset} />,
  component: PaymentsPage,
});

function PaymentsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {TITLE}
      </Title>
      <PaymentsSection />
    </Container>
  );
}
