import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { HomeSection } from '../deepLink';
import { useHomeText } from '../i18n';
import type en from '@/i18n/locales/en/home.json';

type TileLabel = keyof typeof en.tiles;
import classes from './Home.module.css';

type Tile =
  | {
      label: TileLabel;
      to: '/paynow' | '/report-claim' | '/profile' | '/logout' | '/payments' | '/claims' | '/agency' | '/policies' | '/autoidcards';
      section?: HomeSection;
      mobileOnly?: boolean;
    }
  | { label: TileLabel; contact: true };

/** Doc 1 §2 "Home dashboard": the tiles in the spec's order; Profile and Log Out on phones only. */
const TILES: Tile[] = [
  { label: 'payNow', to: '/paynow' },
  { label: 'payments', to: '/payments', section: 'payments' },
  { label: 'viewClaims', to: '/claims', section: 'claims' },
  { label: 'myAgency', to: '/agency', section: 'agency' },
  { label: 'policies', to: '/policies', section: 'policies' },
  { label: 'autoIdCards', to: '/autoidcards', section: 'autoidcards' },
  { label: 'reportClaim', to: '/report-claim' },
  { label: 'contactUs', contact: true },
  { label: 'profile', to: '/profile', mobileOnly: true },
  { label: 'logOut', to: '/logout', mobileOnly: true },
];

/**
 * On tablet and computer a tile with a home section scrolls to it; on a phone every tile
 * opens its own screen.
 */
export function HomeTiles({ mobile, onSection, onContact }: { mobile: boolean; onSection: (s: HomeSection) => void; onContact: () => void }) {
  const { t } = useHomeText();
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" data-testid="home-tiles">
      {TILES.filter((tile) => mobile || !('mobileOnly' in tile && tile.mobileOnly)).map((tile) => {
        const label = <Text fw={600}>{t(`tiles.${tile.label}`)}</Text>;
        if ('contact' in tile) {
          return (
            <UnstyledButton key={tile.label} className={classes.tile} onClick={onContact}>
              {label}
            </UnstyledButton>
          );
        }
        if (!mobile && tile.section) {
          const section = tile.section;
          return (
            <UnstyledButton key={tile.label} className={classes.tile} onClick={() => onSection(section)}>
              {label}
            </UnstyledButton>
          );
        }
        return (
          <Link key={tile.label} to={tile.to} className={classes.tile} preload={tile.to === '/logout' ? false : undefined}>
            {label}
          </Link>
        );
      })}
    </SimpleGrid>
  );
}
