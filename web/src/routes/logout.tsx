import { Container, Group, Loader, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { signOut } from '@/features/auth/runtime';
import { useShellText } from '@/features/shell/i18n';
import { titledHead, useTitlesText } from '@/features/shell/titles';

/**
 * /logout (doc 1 §2): ends the session, then goes to /, which sends the visitor on to /login
 * without keeping a return path. The work happens when the page shows, never in a loader, so
 * hovering a Logout link (router preloading) cannot sign anyone out.
 */
export const Route = createFileRoute('/logout')({
  head: () => titledHead('logOut'),
  component: LogoutPage,
});

function LogoutPage() {
  const { t } = useTitlesText();
  const { t: shell } = useShellText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void signOut(queryClient).then(() => {
      if (active) void navigate({ to: '/', replace: true });
    });
    return () => {
      active = false;
    };
  }, [queryClient, navigate]);

  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('logOut')}</Title>
      <Group gap="sm" mt="md" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{shell('logout.progress')}</Text>
      </Group>
    </Container>
  );
}
