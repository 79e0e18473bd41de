import { Alert } from '@mantine/core';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { useAdminText } from '../i18n';

/** The outcome of an admin action: a confirmation (doc 4 §8 'Admin confirmations') or a failure with the server's lines. */
export type AdminNotice = { kind: 'success'; text: string } | { kind: 'error'; title: string; lines: string[] } | null;

export function NoticeBox({ notice, onClose, testId }: { notice: AdminNotice; onClose?: () => void; testId?: string }) {
  const { t } = useAdminText();
  if (!notice) return null;
  if (notice.kind === 'error') return <FormErrorAlert title={notice.title} errors={notice.lines} testId={testId} />;
  return (
    <Alert
      color="teal.9"
      variant="light"
      title={notice.text}
      role="status"
      withCloseButton={!!onClose}
      onClose={onClose}
      closeButtonLabel={t('common.dismiss')}
      data-testid={testId}
    />
  );
}
