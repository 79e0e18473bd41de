import { Container } from '@mantine/core';
import { AppLink } from '../appLink';
import type { HeaderVariant } from '../headerVariant';
import { useSession } from '@/features/auth';
import { LazyHeaderMenu } from '../lazyParts';
import { ADMIN_MENU, CUSTOMER_MENU, type NavItem, PAYMENT_MENU } from '../navItems';
import { BRAND_NAME } from '../pageHead';
import { useShellText } from '../i18n';
import classes from './Shell.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { BrandMark } from './BrandMark';

const MENUS: Record<'customer' | 'payment' | 'admin', { label: 'customer' | 'payment' | 'admin'; items: readonly NavItem[] }> = {
  customer: { label: 'customer', items: CUSTOMER_MENU },
  payment: { label: 'payment', items: PAYMENT_MENU },
  admin: { label: 'admin', items: ADMIN_MENU },
};

/**
 * The portal header. Which menu it carries depends on the screen (see `HeaderVariant`); on
 * phones the menu folds into a burger that opens a drawer. The menu's code (HeaderMenu) loads
 * only on screens that show one, so signed-out pages such as /login do not download it.
 * No router here: the /login entry renders it (`plain`, `outsideRouter`); the app's routes use AppHeader.
 */
export function AppHeaderBar({ variant, outsideRouter = false }: { variant: HeaderVariant; outsideRouter?: boolean }) {
  const { isAdmin, signedIn } = useSession();
  const { t } = useShellText();
  // Admins never see the customer menu; signed in, they get a Logout of their own. The
  // customer menu is for signed-in customers (a signed-out visitor at /unauthorized sees none).
  // Outside the router (the /login entry) there is never a menu: the menu's links need the
  // router, and an admin's session starts there a moment before the app's page loads.
  const menu = outsideRouter
    ? undefined
    : isAdmin && variant !== 'payment'
      ? MENUS.admin
      : variant === 'plain' || (variant === 'customer' && !signedIn)
        ? undefined
        : MENUS[variant];

  return (
    <header className={`${classes.header} ${classes.onDark}`} data-header-variant={variant}>
      <Container size="lg" className={classes.headerInner}>
        <AppLink to="/" className={classes.brand} aria-label={t('header.home', { brand: BRAND_NAME })}>
          <BrandMark className={classes.brandLogo} />
          <span>{BRAND_NAME}</span>
        </AppLink>
        <div className={classes.headerEnd}>
          {menu && <LazyHeaderMenu label={t(`menus.${menu.label}`)} items={menu.items} />}
          {/* Last, at the right edge: the menu's code arrives after the header paints, and what
              it adds must not push the switch aside (a layout shift on every first load). */}
          <LanguageSwitch />
        </div>
      </Container>
    </header>
  );
}
