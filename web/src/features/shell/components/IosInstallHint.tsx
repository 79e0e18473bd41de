import { Alert, Container } from '@mantine/core';
import { useState } from 'react';
import { dismissInstallHint } from '../installHint';

/**
 * Doc 1 §2: iPhone users not in standalone mode see a dismissable Home Screen hint. Rendered
 * only when `shouldOfferInstallHint()` says so (the shell loads this module then).
 */
export function IosInstallHint() {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;

  const dismiss = () => {
    setVisible(false);
    dismissInstallHint();
  };

  return (
    <Container size="lg" pt="md">
      <Alert color="harbor" withCloseButton closeButtonLabel="Dismiss" onClose={dismiss} title="Add to Home Screen">
        Tap the Share button, then Add to Home Screen to open the portal like an app.
      </Alert>
    </Container>
  );
}
