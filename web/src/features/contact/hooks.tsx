import { type ReactNode, useCallback, useState } from 'react';
import { ContactDialog } from './components/ContactDialog';

/**
 * Lets any screen open the Contact Us dialog: render `dialog` once, call `open()` from a
 * button or tile.
 */
export function useContactDialog(): { opened: boolean; open: () => void; close: () => void; dialog: ReactNode } {
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);
  return { opened, open, close, dialog: <ContactDialog opened={opened} onClose={close} /> };
}
