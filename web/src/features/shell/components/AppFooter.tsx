import { Container, Text } from '@mantine/core';
import { useState } from 'react';
import { FOOTER_LINKS } from '../navItems';
import { BRAND_NAME } from '../pageHead';
import { LazyContactDialog } from '../lazyParts';
import { useShellText } from '../i18n';
import { NavItemLink } from './NavItemLink';
import classes from './Shell.module.css';

/** The footer's links; Contact Us opens the contact dialog, whose code loads when first opened. */
export function AppFooter() {
  const { t } = useShellText();
  const [contactOpened, setContactOpened] = useState(false);
  const [contactLoaded, setContactLoaded] = useState(false);
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.footerInner}>
        <nav aria-label={t('menus.footer')}>
          <ul className={classes.footerList}>
            {FOOTER_LINKS.map((item) => (
              <li key={item.label}>
                <NavItemLink
                  item={item}
                  className={classes.footerLink}
                  onOpenDialog={() => {
                    setContactLoaded(true);
                    setContactOpened(true);
                  }}
                />
              </li>
            ))}
          </ul>
        </nav>
        <Text size="sm">
          © {new Date().getFullYear()} {BRAND_NAME}
        </Text>
      </Container>
      {contactLoaded && <LazyContactDialog opened={contactOpened} onClose={() => setContactOpened(false)} />}
    </footer>
  );
}
