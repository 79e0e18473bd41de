import { Center, Loader } from '@mantine/core';
import { useShellText } from '../i18n';
import classes from './Shell.module.css';

/**
 * Shown while a screen's code or data takes longer than a moment to arrive. While it is shown
 * the footer is left out of the page (Shell.module.css, `.shell:has(.pendingPage)`): the shell
 * fills the viewport, so the footer would sit at its bottom and then be pushed down by the
 * screen that replaces this one, a layout shift (CLS) on every slow first load of the home page.
 */
export function PendingPage() {
  const { t } = useShellText();
  return (
    <Center py="xl" className={classes.pendingPage}>
      {/* A status, so its label is allowed (axe aria-prohibited-attr: a span has no role to name). */}
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}
