import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { HelpContent } from '../../features/home/components/HelpContent';
import { homeContentQueryOptions } from '../../features/home/queries';
import { pageHead } from '../../features/shell/pageHead';

export const Route = createFileRoute('/_authenticated/help')({
  head: () => pageHead('Help'),
  // The contacts are a nicety; help shows without them.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(homeContentQueryOptions()),
  component: HelpPage,
});

function HelpPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Help
      </Title>
      <HelpContent />
    </Container>
  );
}
