import { Modal, Text } from '@mantine/core';

/** The contact dialog of doc 1 §2 (phone, fax, addresses, chat): not built yet. */
export function ContactDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Contact Us" centered>
      <Text>This screen is not available yet.</Text>
    </Modal>
  );
}
