import type { Policy } from '@portal/generated-client';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/auth';
import { type SavedIdCards, offlineIdCards } from '../offlineCards';
import { savedAtText } from './SavedIdCardsView';
import { useIdCardsText } from '../i18n';

type State = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; saved: SavedIdCards | null };

/**
 * "Keep on this device" (issue 16): saves an offline copy of the customer's ID cards, refreshes
 * it on every online visit (and whenever the policies change; on other pages offlineCardsRefresh.ts
 * does), and removes it on request. Not
 * offered to staff acting as the customer: the copy would stay in the staff member's browser.
 */
export function KeepOnDevice({ policies }: { policies: readonly Policy[] }) {
  const { session, isStaffActing } = useSession();
  const username = session?.username;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const { t } = useIdCardsText();

  // Online visit or changed policies: a kept copy is rewritten with what the server says now.
  useEffect(() => {
    if (!username || isStaffActing) return;
    let live = true;
    offlineIdCards
      .refresh(username, policies)
      .then((saved) => live && setState({ status: 'ready', saved }))
      .catch(() => live && setState({ status: 'unavailable' }));
    return () => {
      live = false;
    };
  }, [username, isStaffActing, policies]);

  if (!username || isStaffActing || state.status === 'unavailable') return null;

  const run = async (task: () => Promise<SavedIdCards | null>) => {
    setBusy(true);
    try {
      setState({ status: 'ready', saved: await task() });
    } catch {
      setState({ status: 'unavailable' });
    } finally {
      setBusy(false);
    }
  };
  const saved = state.status === 'ready' ? state.saved : null;

  return (
    <Paper withBorder p="md" radius="md" mb="lg" data-testid="keep-on-device">
      <Stack gap="xs">
        {saved ? (
          <Text size="sm" role="status">
            {t('keep.saved', { savedAt: savedAtText(saved.savedAt) })}
          </Text>
        ) : (
          <Text size="sm">{t('keep.offer')}</Text>
        )}
        <Group gap="sm">
          {saved ? (
            <Button variant="default" loading={busy} onClick={() => void run(async () => (await offlineIdCards.remove(username), null))}>
              {t('keep.remove')}
            </Button>
          ) : (
            <Button loading={busy || state.status === 'loading'} onClick={() => void run(() => offlineIdCards.save(username, policies))}>
              {t('keep.keep')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
