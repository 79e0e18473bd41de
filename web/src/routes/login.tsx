import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CatchBoundary, Link, createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { pageHead } from '../features/shell/pageHead';
import { SystemInfoWarning } from '../features/system/components/SystemInfoWarning';
import { systemInfoQueryOptions } from '../features/system/queries';

const TITLE = 'Log In';

export const Route = createFileRoute('/login')({
  head: () => pageHead(TITLE),
  loader: async ({ context }) => {
    try {
      await context.queryClient.ensureQueryData(systemInfoQueryOptions());
    } catch {
      // System info is a courtesy notice: if it cannot be read, the page still opens.
    }
  },
  component: LoginPage,
});

function LoginPage() {
  return (
    <Container size={480} py="xl">
      <Stack gap="lg">
        <Title order={1}>{TITLE}</Title>
        <CatchBoundary getResetKey={() => 'system-info'} errorComponent={() => null}>
          <Suspense fallback={null}>
            <SystemInfoWarning />
          </Suspense>
        </CatchBoundary>
        <Paper withBorder shadow="xs" p="lg">
          <Stack gap="md">
            <Text>Signing in is not available yet.</Text>
            <Group gap="lg">
              <Anchor component={Link} to="/forgot">
                Forgot password?
              </Anchor>
              <Anchor component={Link} to="/registration">
                Register
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
