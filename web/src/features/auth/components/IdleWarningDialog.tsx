import { Button, Group, Modal, Text } from '@mantine/core';
import { useAuthSessionText } from '../sessionI18n';

/** The spec's text (English); the dialog shows the catalogue's idle.title. */
export const IDLE_WARNING_MESSAGE = 'You are about to be logged out.';

/**
 * The idle timer's warning (doc 1 §4 "Session"), with Continue and Log Out. Its own chunk
 * (with Mantine's Modal), loaded by IdleWatcher when the warning is first due: every signed-in
 * screen mounts the watcher, few visits ever see the dialog.
 */
export function IdleWarningDialog({ opened, onStay, onLogOut }: { opened: boolean; onStay: () => void; onLogOut: () => void }) {
  const { t } = useAuthSessionText();
  return (
    <Modal opened={opened} onClose={onStay} title={t('idle.title')} closeOnClickOutside={false} withCloseButton={false} centered data-testid="idle-warning">
      <Text>{t('idle.body')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onLogOut}>
          {t('idle.logOut')}
        </Button>
        <Button onClick={onStay} data-autofocus>
          {t('idle.continue')}
        </Button>
      </Group>
    </Modal>
  );
}
