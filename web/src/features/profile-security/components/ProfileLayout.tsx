import { Container, Grid, NavLink } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth';
import { homeContentQueryOptions } from '@/features/home';
import { isMenuEntryActive, profileMenu } from '../rules';
import { useProfileSecurityText } from '../i18n';
import classes from './ProfileSecurity.module.css';

/** Each entry's text in the catalogue (rules.ts keeps the English names its tests read). */
const MENU_TEXT = { '/profile': 'accountInformation', '/profile/security': 'usernameAndPassword', '/profile/alerts': 'alerts' } as const;

/** The profile area (doc 1 §2): its left menu beside the page; the menu sits on top on phones. */
export function ProfileLayout() {
  const { t } = useProfileSecurityText();
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
          <nav aria-label={t('menu.label')} className={classes.menu}>
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
                  label={t(`menu.${MENU_TEXT[entry.to]}`)}
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
