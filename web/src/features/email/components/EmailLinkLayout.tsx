import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
