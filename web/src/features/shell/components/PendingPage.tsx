import { Center, Loader } from '@mantine/core';
import classes from './Shell.module.css';

/**
 * Shown while a screen's code or data takes longer than a moment to arrive. While it is shown
 * the footer is left out of the page (Shell.module.css, `.shell:has(.pendingPage)`): the shell
 * fills the viewport, so the footer would sit at its bottom and then be pushed down by the
 * screen that replaces this one, a layout shift (CLS) on every slow first load of the home page.
 */
export function PendingPage() {
  return (
    <Center py="xl" className={classes.pendingPage}>
      <Loader aria-label="Loading" />
    </Center>
  );
}
