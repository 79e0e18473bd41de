import { Burger, Container, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DESKTOP_QUERY } from '@/breakpoints';
import { useHeaderVariant } from '../headerVariant';
import { useSession } from '@/features/auth';
import { ADMIN_MENU, CUSTOMER_MENU, type NavItem, PAYMENT_MENU } from '../navItems';
import { BRAND_NAME } from '../pageHead';
import { ContactDialog } from './ContactDialog';
import { NavItemLink } from './NavItemLink';
import classes from './Shell.module.css';

const MENUS: Record<'customer' | 'payment' | 'admin', { label: string; items: readonly NavItem[] }> = {
  customer: { label: 'Customer menu', items: CUSTOMER_MENU },
  payment: { label: 'Payment menu', items: PAYMENT_MENU },
  admin: { label: 'Admin menu', items: ADMIN_MENU },
};

/**
 * The portal header. Which menu it carries depends on the screen (see `HeaderVariant`); on
 * phones the menu folds into a burger that opens a drawer.
 */
export function AppHeader() {
  const variant = useHeaderVariant();
  const { isAdmin, signedIn } = useSession();
  // Admins never see the customer menu; signed in, they get a Logout of their own. The
  // customer menu is for signed-in customers (a signed-out visitor at /unauthorized sees none).
  const menu =
    isAdmin && variant !== 'payment'
      ? MENUS.admin
      : variant === 'plain' || (variant === 'customer' && !signedIn)
        ? undefined
        : MENUS[variant];

  return (
    <header className={`${classes.header} ${classes.onDark}`} data-header-variant={variant}>
      <Container size="lg" className={classes.headerInner}>
        <Link to="/" className={classes.brand} aria-label={`${BRAND_NAME} home`}>
          <img src="/favicon.svg" alt="" className={classes.brandLogo} width={36} height={36} />
          <span>{BRAND_NAME}</span>
        </Link>
        {menu && <HeaderMenu label={menu.label} items={menu.items} />}
      </Container>
    </header>
  );
}

function HeaderMenu({ label, items }: { label: string; items: readonly NavItem[] }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const closeDrawer = drawer.close; // stable across renders, unlike the handlers object
  const [contactOpened, setContactOpened] = useState(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
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
        onClick={drawer.toggle}
        color="white"
        aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
        aria-expanded={drawerOpened}
        aria-controls="header-drawer"
        data-testid="menu-burger"
      />
      <Drawer
        id="header-drawer"
        opened={drawerOpened}
        onClose={closeDrawer}
        position="right"
        size="80%"
        title="Menu"
      >
        <nav aria-label={label}>
          <ul className={classes.drawerList}>
            {items.map((item) => (
              <li key={item.label}>
                <NavItemLink
                  item={item}
                  className={classes.drawerLink}
                  onNavigate={closeDrawer}
                  onOpenDialog={openDialog}
                />
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
      <ContactDialog opened={contactOpened} onClose={() => setContactOpened(false)} />
    </>
  );
}
