import { Button, Group, Modal } from '@mantine/core';
import { TermsOfUse } from './TermsOfUse';

/** The Show Terms dialog of registration (doc 1 §2). */
export function TermsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Terms of Use" size="lg" centered>
      <TermsOfUse />
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
