import { Alert, Button, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '../hooks/useSession';
import { impersonationBannerText } from '../impersonation';
import { endImpersonation } from '../runtime';

/**
 * Shown on every customer screen of a login-as session (issue 15): who is signed in as whom,
 * and the way back to /admin with the staff member's own session.
 */
export function ImpersonationBanner() {
  const { session } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const text = session ? impersonationBannerText(session.token) : null;
  if (!text) return null;
  const back = async () => {
    setLeaving(true);
    try {
      await navigate({ to: await endImpersonation() });
    } finally {
      setLeaving(false);
    }
  };
  return (
    <Alert color="orange" variant="filled" radius={0} role="status" data-testid="impersonation-banner" p="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} c="black">
          {text}
        </Text>
        <Button size="xs" variant="white" color="dark" loading={leaving} onClick={() => void back()}>
          Back to admin
        </Button>
      </Group>
    </Alert>
  );
}
