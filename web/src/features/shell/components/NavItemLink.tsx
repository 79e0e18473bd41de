import { AppLink } from '../appLink';
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
  if ('dialog' in item) {
    return (
      <button type="button" className={className} onClick={() => onOpenDialog(item.dialog)}>
        {item.label}
      </button>
    );
  }
  return (
    <AppLink to={item.to} preload={item.preload} className={className} onClick={onNavigate}>
      {item.label}
    </AppLink>
  );
}
