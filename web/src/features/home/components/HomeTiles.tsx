import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { HomeSection } from '../deepLink';
import classes from './Home.module.css';

type Tile =
  | {
      label: string;
      to: '/paynow' | '/report-claim' | '/profile' | '/logout' | '/payments' | '/claims' | '/agency' | '/policies' | '/autoidcards';
      section?: HomeSection;
      mobileOnly?: boolean;
    }
  | { label: string; contact: true };

/** Doc 1 §2 "Home dashboard": the tiles in the spec's order; Profile and Log Out on phones only. */
const TILES: Tile[] = [
  { label: 'Pay Now', to: '/paynow' },
  { label: 'Payments', to: '/payments', section: 'payments' },
  { label: 'View Claims', to: '/claims', section: 'claims' },
  { label: 'My Agency', to: '/agency', section: 'agency' },
  { label: 'Policies', to: '/policies', section: 'policies' },
  { label: 'Auto ID Cards', to: '/autoidcards', section: 'autoidcards' },
  { label: 'Report a Claim', to: '/report-claim' },
  { label: 'Contact Us', contact: true },
  { label: 'Profile', to: '/profile', mobileOnly: true },
  { label: 'Log Out', to: '/logout', mobileOnly: true },
];

/**
 * On tablet and computer a tile with a home section scrolls to it; on a phone every tile
 * opens its own screen.
 */
export function HomeTiles({ mobile, onSection, onContact }: { mobile: boolean; onSection: (s: HomeSection) => void; onContact: () => void }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" data-testid="home-tiles">
      {TILES.filter((t) => mobile || !('mobileOnly' in t && t.mobileOnly)).map((tile) => {
        const label = <Text fw={600}>{tile.label}</Text>;
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
