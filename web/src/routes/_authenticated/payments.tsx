import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentsSection, PaymentsTitle } from '@/features/payments';
import { PolicyLoadError } from '@/features/policies/components/PolicyLoadError';
import { policiesQueryOptions } from '@/features/policies/queries';
import { titledHead } from '@/features/shell/titles';

/** The payments section on its own page (doc 2 §2); on a phone too it is the one section shown. */
export const Route = createFileRoute('/_authenticated/payments')({
  head: () => titledHead('payments'),
  // The payments area's queries module (and dayjs) loads here, not in the entry chunk every page
  // loads: route files import the area's barrel only from their component, which is split off.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(policiesQueryOptions()),
      import('@/features/payments/queries').then(({ paymentSettingsQueryOptions }) => queryClient.prefetchQuery(paymentSettingsQueryOptions())),
    ]),
  errorComponent: ({ reset }) => <PolicyLoadError reset={reset} />,
  component: PaymentsPage,
});

function PaymentsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        <PaymentsTitle />
      </Title>
      <PaymentsSection />
    </Container>
  );
}
