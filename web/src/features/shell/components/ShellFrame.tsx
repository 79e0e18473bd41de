import { type ReactNode, useState } from 'react';
import { shouldOfferInstallHint } from '../installHint';
import { LazyIosInstallHint } from '../lazyParts';
import { useShellText } from '../i18n';
import { AppFooter } from './AppFooter';
import classes from './Shell.module.css';

/**
 * The page around every screen: skip link, header, the iPhone install hint, main, footer. The
 * app's root route and the /login entry (which has no router) both render it.
 */
export function ShellFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  // Decided once per visit; the hint's code loads only for the iPhone visitors who see it.
  const [offerInstallHint] = useState(shouldOfferInstallHint);
  const { t } = useShellText();
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <div className={classes.shell}>
        {header}
        {offerInstallHint && <LazyIosInstallHint />}
        <main id="main-content" tabIndex={-1} className={classes.main}>
          {children}
        </main>
        <AppFooter />
      </div>
    </>
  );
}
