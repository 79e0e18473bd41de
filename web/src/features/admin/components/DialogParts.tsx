import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminText } from '../i18n';

/** A form dialog's buttons: Cancel (closes, disabled while saving) and Save (submits, busy while saving). */
export function SaveCancelActions({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const { t } = useAdminText();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {t('common.save')}
      </Button>
    </Group>
  );
}

/** "Delete ...?" with Cancel and a red Delete; the caller closes it when the deletion ends. */
export function ConfirmDeleteModal({
  opened,
  onClose,
  title,
  pending,
  onConfirm,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  pending: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useAdminText();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
