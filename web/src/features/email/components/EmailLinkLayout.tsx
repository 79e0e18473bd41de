import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { useEmailText } from '../i18n';

/** The frame of the pages emailed links open: a title and one card. */
export function EmailLinkLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={600} px={{ base: 'sm', sm: 'md' }} py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} radius="md">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}

/** The Log In button that ends a link's page, whatever happened. */
export function LogInButton({ to = '/login' }: { to?: '/login' | '/' }) {
  const { t } = useEmailText();
  return (
    <Group>
      <Button component={Link} to={to}>
        {t('logIn')}
      </Button>
    </Group>
  );
}

/** A link that did not work: the failure box, what to do instead, and Log In. */
export function LinkFailed({ title, errors, children }: { title: string; errors: readonly string[]; children: ReactNode }) {
  return (
    <Stack gap="md">
      <FormErrorAlert title={title} errors={errors} />
      <Text>{children}</Text>
      <LogInButton />
    </Stack>
  );
}

/** While the link's code is being checked. */
export function LinkPending({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{children}</Text>
    </Group>
  );
}

/** A link that worked: the confirmation, what comes next, and Log In. */
export function LinkDone({ title, children, next, to }: { title: string; children: ReactNode; next?: ReactNode; to?: '/login' | '/' }) {
  return (
    <Stack gap="md">
      <Alert color="tide" variant="light" title={title} role="status">
        <Text size="sm">{children}</Text>
      </Alert>
      {next && <Text>{next}</Text>}
      <LogInButton to={to} />
    </Stack>
  );
}
