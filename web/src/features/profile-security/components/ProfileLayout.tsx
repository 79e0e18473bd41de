import { Container, Grid, NavLink } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { profileQueryOptions } from '../../auth/queries';
import { homeContentQueryOptions } from '../../home/queries';
import { isMenuEntryActive, profileMenu } from '../rules';
import classes from './ProfileSecurity.module.css';

/** The profile area (doc 1 §2): its left menu beside the page; the menu sits on top on phones. */
export function ProfileLayout() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { data: home } = useSuspenseQuery(homeContentQueryOptions());
  const entries = profileMenu({
    isDeliveryTester: profile.isDeliveryTester,
    electronicAlertsEnabled: home.electronicAlertsEnabled,
  });

  return (
    <Container size="lg" py="xl" px="md">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <nav aria-label="Profile menu" className={classes.menu}>
            {entries.map((entry) => {
              const active = isMenuEntryActive(entry, pathname);
              return (
                <NavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  // The router marks the current page (aria-current); only Account Information
                  // must match exactly, the others also cover their sub-pages.
                  activeOptions={{ exact: entry.to === '/profile' }}
                  label={entry.label}
                  active={active}
                  variant="light"
                />
              );
            })}
          </nav>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
