import { Burger } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DESKTOP_QUERY } from '@/breakpoints';
import { LazyContactDialog, LazyMenuDrawer } from '../lazyParts';
import type { NavItem } from '../navItems';
import { useShellText } from '../i18n';
import { NavItemLink } from './NavItemLink';
import classes from './Shell.module.css';

/**
 * The header's menu: a list of links on desktop; on phones a burger that opens a drawer. The
 * Contact Us entry opens the contact dialog; the code of each (and of the drawer) loads when it
 * is first opened.
 */
export function HeaderMenu({ label, items }: { label: string; items: readonly NavItem[] }) {
  const { t } = useShellText();
  const [drawerOpened, drawer] = useDisclosure(false);
  const closeDrawer = drawer.close; // stable across renders, unlike the handlers object
  const [contactOpened, setContactOpened] = useState(false);
  const [contactLoaded, setContactLoaded] = useState(false);
  // The drawer's code loads when the burger is first used (lazyParts.ts).
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  // Read at the first render, so the menu is drawn once in the layout of this window.
  const isDesktop = useMediaQuery(DESKTOP_QUERY, undefined, { getInitialValueInEffect: false });
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // The drawer belongs to the phone layout: close it when the window grows or the page changes.
  useEffect(() => {
    if (isDesktop) closeDrawer();
  }, [isDesktop, closeDrawer]);
  useEffect(() => {
    closeDrawer();
  }, [pathname, closeDrawer]);

  const openDialog = () => {
    closeDrawer();
    setContactLoaded(true);
    setContactOpened(true);
  };

  return (
    <>
      <nav aria-label={label} className={classes.desktopNav} data-testid="desktop-menu">
        <ul className={classes.navList}>
          {items.map((item) => (
            <li key={item.label}>
              <NavItemLink item={item} className={classes.navLink} onOpenDialog={openDialog} />
            </li>
          ))}
        </ul>
      </nav>
      <Burger
        className={classes.burger}
        opened={drawerOpened}
        onClick={() => {
          setDrawerLoaded(true);
          drawer.toggle();
        }}
        color="white"
        aria-label={drawerOpened ? t('menus.close') : t('menus.open')}
        aria-expanded={drawerOpened}
        aria-controls="header-drawer"
        data-testid="menu-burger"
      />
      {drawerLoaded && <LazyMenuDrawer label={label} items={items} opened={drawerOpened} onClose={closeDrawer} onOpenDialog={openDialog} />}
      {contactLoaded && <LazyContactDialog opened={contactOpened} onClose={() => setContactOpened(false)} />}
    </>
  );
}
