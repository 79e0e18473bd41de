import { Alert, Container } from '@mantine/core';
import { useState } from 'react';

const DISMISSED_KEY = 'harbor.iosInstallHintDismissed';

/** Safari on iPhone, outside an installed (standalone) web app. */
function isIphoneBrowserTab(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return /iPhone/.test(nav.userAgent) && nav.standalone !== true;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Doc 1 §2: iPhone users not in standalone mode see a dismissable Home Screen hint. */
export function IosInstallHint() {
  const [visible, setVisible] = useState(() => isIphoneBrowserTab() && !wasDismissed());
  if (!visible) return null;

  const dismiss = () => {
    setVisible(false);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage unavailable: the hint simply comes back next visit.
    }
  };

  return (
    <Container size="lg" pt="md">
      <Alert
        color="harbor"
        withCloseButton
        closeButtonLabel="Dismiss"
        onClose={dismiss}
        title="Add to Home Screen"
      >
        Tap the Share button, then Add to Home Screen to open the portal like an app.
      </Alert>
    </Container>
  );
}
