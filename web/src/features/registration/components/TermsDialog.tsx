import { Button, Group, Modal } from '@mantine/core';
import { TermsOfUse } from './TermsOfUse';
import { useRegistrationText } from '../i18n';

/** The Show Terms dialog of registration (doc 1 §2). */
export function TermsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useRegistrationText();
  return (
    <Modal opened={opened} onClose={onClose} title={t('terms.title')} size="lg" centered>
      <TermsOfUse />
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('terms.close')}</Button>
      </Group>
    </Modal>
  );
}
