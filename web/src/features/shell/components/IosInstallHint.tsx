import { Alert, Container } from '@mantine/core';
import { useState } from 'react';
import { dismissInstallHint } from '../installHint';
import { useShellText } from '../i18n';

/**
 * Doc 1 §2: iPhone users not in standalone mode see a dismissable Home Screen hint. Rendered
 * only when `shouldOfferInstallHint()` says so (the shell loads this module then).
 */
export function IosInstallHint() {
  const { t } = useShellText();
  const [visible, setVisible] = useState(true);
  if (!visible) return null;

  const dismiss = () => {
    setVisible(false);
    dismissInstallHint();
  };

  return (
    <Container size="lg" pt="md">
      <Alert color="harbor" withCloseButton closeButtonLabel={t('installHint.dismiss')} onClose={dismiss} title={t('installHint.title')}>
        {t('installHint.text')}
      </Alert>
    </Container>
  );
}
