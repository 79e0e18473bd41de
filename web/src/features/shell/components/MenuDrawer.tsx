import { Drawer } from '@mantine/core';
import { useShellText } from '../i18n';
import type { NavItem } from '../navItems';
import { NavItemLink } from './NavItemLink';
import classes from './Shell.module.css';

/**
 * The phone header's menu drawer. Its own chunk (Mantine's Drawer, its scroll area and focus
 * trap), loaded when the burger is first used: the signed-in screens wait for the header menu's
 * code, and on a phone the drawer is closed when they first show.
 */
export function MenuDrawer({
  label,
  items,
  opened,
  onClose,
  onOpenDialog,
}: {
  label: string;
  items: readonly NavItem[];
  opened: boolean;
  onClose: () => void;
  onOpenDialog: () => void;
}) {
  const { t } = useShellText();
  return (
    <Drawer id="header-drawer" opened={opened} onClose={onClose} position="right" size="80%" title={t('menus.menu')}>
      <nav aria-label={label}>
        <ul className={classes.drawerList}>
          {items.map((item) => (
            <li key={item.label}>
              <NavItemLink item={item} className={classes.drawerLink} onNavigate={onClose} onOpenDialog={onOpenDialog} />
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
