import { Container } from '@mantine/core';
import { AppLink } from '../appLink';
import type { HeaderVariant } from '../headerVariant';
import { useSession } from '@/features/auth';
import { LazyHeaderMenu } from '../lazyParts';
import { ADMIN_MENU, CUSTOMER_MENU, type NavItem, PAYMENT_MENU } from '../navItems';
import { BRAND_NAME } from '../pageHead';
import classes from './Shell.module.css';

const MENUS: Record<'customer' | 'payment' | 'admin', { label: string; items: readonly NavItem[] }> = {
  customer: { label: 'Customer menu', items: CUSTOMER_MENU },
  payment: { label: 'Payment menu', items: PAYMENT_MENU },
  admin: { label: 'Admin menu', items: ADMIN_MENU },
};

/**
 * The portal header. Which menu it carries depends on the screen (see `HeaderVariant`); on
 * phones the menu folds into a burger that opens a drawer. The menu's code (HeaderMenu) loads
 * only on screens that show one, so signed-out pages such as /login do not download it.
 * No router here: the /login entry renders it (`plain`); the app's routes use AppHeader.
 */
export function AppHeaderBar({ variant }: { variant: HeaderVariant }) {
  const { isAdmin, signedIn } = useSession();
  // Admins never see the customer menu; signed in, they get a Logout of their own. The
  // customer menu is for signed-in customers (a signed-out visitor at /unauthorized sees none).
  const menu = isAdmin && variant !== 'payment' ? MENUS.admin : variant === 'plain' || (variant === 'customer' && !signedIn) ? undefined : MENUS[variant];

  return (
    <header className={`${classes.header} ${classes.onDark}`} data-header-variant={variant}>
      <Container size="lg" className={classes.headerInner}>
        <AppLink to="/" className={classes.brand} aria-label={`${BRAND_NAME} home`}>
          <img src="/favicon.svg" alt="" className={classes.brandLogo} width={36} height={36} />
          <span>{BRAND_NAME}</span>
        </AppLink>
        {menu && <LazyHeaderMenu label={menu.label} items={menu.items} />}
      </Container>
    </header>
  );
}
