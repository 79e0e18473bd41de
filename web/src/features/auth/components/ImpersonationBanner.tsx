import { Alert, Button, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../hooks/useSession';
import { impersonationParties, msUntilSessionEnds } from '../impersonation';
import { useAuthSessionText } from '../sessionI18n';
import { systemClock } from '../session';
import { endImpersonation } from '../runtime';

/**
 * Shown on every customer screen of a login-as session (issue 15): who is signed in as whom,
 * and the way back to /admin with the staff member's own session. When the login-as's 30
 * minutes are up, the tab goes back by itself.
 */
export function ImpersonationBanner() {
  const { t } = useAuthSessionText();
  const { session } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const who = session ? impersonationParties(session.token) : null;
  const text = who ? t('loginAs.banner', { customer: who.customer ?? t('loginAs.thisCustomer'), staff: who.staff ?? t('loginAs.unknownStaff') }) : null;
  const refreshExpiresAt = text && session ? session.refreshExpiresAt : null;
  const clockOffsetMs = session?.clockOffsetMs ?? 0;
  useEffect(() => {
    if (!refreshExpiresAt) return;
    const ms = msUntilSessionEnds({ refreshExpiresAt, clockOffsetMs }, systemClock);
    const timer = setTimeout(() => void endImpersonation().then((to) => navigate({ to })), ms);
    return () => clearTimeout(timer);
  }, [refreshExpiresAt, clockOffsetMs, navigate]);
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
          {t('loginAs.back')}
        </Button>
      </Group>
    </Alert>
  );
}
