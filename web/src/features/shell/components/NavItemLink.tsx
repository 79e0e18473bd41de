import { AppLink } from '../appLink';
import { useShellText } from '../i18n';
import type { NavItem } from '../navItems';

/**
 * Renders a menu entry as a router link, or as a button when it opens a dialog, so every
 * entry is reachable by keyboard and none is a dead `#` link.
 */
export function NavItemLink({
  item,
  className,
  onNavigate,
  onOpenDialog,
}: {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
  onOpenDialog: (dialog: 'contact') => void;
}) {
  const { t } = useShellText();
  if ('dialog' in item) {
    return (
      <button type="button" className={className} onClick={() => onOpenDialog(item.dialog)}>
        {t(`nav.${item.label}`)}
      </button>
    );
  }
  return (
    <AppLink to={item.to} preload={item.preload} className={className} onClick={onNavigate}>
      {t(`nav.${item.label}`)}
    </AppLink>
  );
}
