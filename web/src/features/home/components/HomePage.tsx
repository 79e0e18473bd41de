import { Alert, Anchor, Container, Group, Stack, Text, Title, Transition } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useState } from 'react';
import { MOBILE_QUERY } from '@/breakpoints';
import { profileQueryOptions } from '@/features/auth';
import type { PayNowRequest } from '@/features/payments';
import { type PolicyTab, policiesQueryOptions } from '@/features/policies';
import { LazyContactDialog, dropHomePicture } from '@/features/shell';
import { type HomeSection, deepLinkOf, notHeldNotice } from '../deepLink';
import { LazySectionBody } from '../lazySections';
import classes from './Home.module.css';
import { HomeTiles } from './HomeTiles';
import { PromoBanner } from './PromoBanner';
import { useHomeText } from '../i18n';
import { useHomeScrollState } from '../useHomeScrollState';

/** The sections in order; each one's title is `sections.<id>` in the catalogue. */
const SECTIONS: { id: HomeSection }[] = [{ id: 'help' }, { id: 'payments' }, { id: 'policies' }, { id: 'autoidcards' }, { id: 'claims' }, { id: 'agency' }];

/** Shortcuts (doc 1 §2: links scroll to payments, claims, policies, agency, autoidcards); labels `shortcuts.<id>`. */
const SHORTCUTS: { id: Exclude<HomeSection, 'help'> }[] = [{ id: 'payments' }, { id: 'policies' }, { id: 'autoidcards' }, { id: 'claims' }, { id: 'agency' }];

function scrollToSection(id: HomeSection) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * The home dashboard (doc 1 §2): tiles, then on tablet and computer every section; on a phone
 * the tiles only, or the one section a deep link asked for.
 */
export function HomePage() {
  // Read at the first render (getInitialValueInEffect: false; the app renders only in the
  // browser): a phone must not render every section of the desktop layout first, then the tiles.
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  const { t } = useHomeText();
  const { showWelcome, showShortcuts } = useHomeScrollState();
  const profile = useQuery(profileQueryOptions());
  // The Contact Us dialog's code loads when the tile is first used (features/shell/lazyParts).
  const [contactOpened, setContactOpened] = useState(false);
  const [contactLoaded, setContactLoaded] = useState(false);
  const openContact = () => {
    setContactLoaded(true);
    setContactOpened(true);
  };
  const [focus, setFocus] = useState<{ policyNumber: string; tab: PolicyTab; at: number }>();
  const [mobileSection, setMobileSection] = useState<HomeSection | null>(null);
  const [payNow, setPayNow] = useState<PayNowRequest>();
  const { data: policies } = useSuspenseQuery(policiesQueryOptions());
  const [notice, setNotice] = useState<string | null>(null);

  // A deep link's request rides in the history entry's state (home/deepLink.ts); each entry is
  // handled once, when it becomes the current one: state derived during render from the entry's
  // key (React's "adjusting state when a prop changes"), then scrolled to after the commit.
  const location = useRouterState({ select: (state) => state.location });
  const entryKey: unknown = location.state.__TSR_key ?? location.state.key;
  const [handled, setHandled] = useState<{ entryKey: unknown; scrollTo: HomeSection | null } | null>(null);
  if (handled === null || handled.entryKey !== entryKey) {
    const link = deepLinkOf(location.state);
    // A link to a policy this account does not hold: say so instead of landing silently on /.
    const missing = link ? notHeldNotice(link, policies) : null;
    if (link && missing) setNotice(missing);
    else if (link) {
      const { policyNumber, tab = 'information' } = link;
      if (link.payNow) setPayNow((previous) => ({ policyNumber, at: (previous?.at ?? 0) + 1 }));
      else if (policyNumber) setFocus((previous) => ({ policyNumber, tab, at: (previous?.at ?? 0) + 1 }));
      setMobileSection(link.section);
    }
    setHandled({ entryKey, scrollTo: link && !missing ? link.section : null });
  }
  useEffect(() => {
    const section = handled?.scrollTo;
    if (!section) return;
    // Let the sections render before scrolling to one.
    const timer = window.setTimeout(() => scrollToSection(section), 150);
    return () => window.clearTimeout(timer);
  }, [handled]);

  // index.html's prerendered picture of this page (features/shell/homePicture.ts) goes in the
  // frame this page first appears in.
  useLayoutEffect(dropHomePicture, []);

  const firstName = profile.data?.name?.split(' ')[0];
  // Once the sections have been shown (tablet or computer), they stay mounted: narrowing the
  // window to a phone (or rotating a tablet) only hides the ones the phone layout leaves out, so
  // what is open in them (the Pay Now, recurring or scheduled wizard with its step and result, a
  // dialog) survives the switch, in both directions. A phone that never showed them never loads them.
  const [sectionsShown, setSectionsShown] = useState(!mobile);
  if (!mobile && !sectionsShown) setSectionsShown(true);
  const renderedSections = sectionsShown ? SECTIONS : SECTIONS.filter((s) => s.id === mobileSection);
  const hiddenOnPhone = (id: HomeSection) => mobile && id !== mobileSection;

  return (
    <>
      {!mobile && (
        <Transition mounted={showShortcuts} transition="slide-down" duration={150}>
          {(style) => (
            <nav className={classes.shortcuts} style={style} aria-label={t('shortcutsLabel')} data-testid="home-shortcuts">
              <Container size="lg">
                <Group gap="lg">
                  {SHORTCUTS.map((s) => (
                    <Anchor key={s.id} href={`#${s.id}`} onClick={(e) => (e.preventDefault(), scrollToSection(s.id))}>
                      {t(`shortcuts.${s.id}`)}
                    </Anchor>
                  ))}
                </Group>
              </Container>
            </nav>
          )}
        </Transition>
      )}
      <Container size="lg" py="xl">
        <Stack gap="md">
          <div style={{ minHeight: 40 }}>
            <Transition mounted={showWelcome} transition="fade" duration={150}>
              {(style) => (
                <Title order={1} style={style} data-testid="home-welcome">
                  {firstName ? t('welcomeName', { name: firstName }) : t('welcome')}
                </Title>
              )}
            </Transition>
          </div>
          {notice && (
            <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setNotice(null)} data-testid="deep-link-notice">
              {notice}
            </Alert>
          )}
          <PromoBanner />
          <HomeTiles mobile={mobile} onSection={scrollToSection} onContact={openContact} />
        </Stack>
        {renderedSections.map((s) => (
          <section key={s.id} id={s.id} className={classes.section} aria-labelledby={`${s.id}-title`} hidden={hiddenOnPhone(s.id)}>
            <Title order={2} id={`${s.id}-title`} mb="md">
              {t(`sections.${s.id}`)}
            </Title>
            <LazySectionBody id={s.id} focus={s.id === 'policies' ? focus : undefined} payNow={payNow} />
          </section>
        ))}
        {mobile && mobileSection === null && (
          <Text size="sm" c="dimmed" mt="lg">
            {t('chooseTile')}
          </Text>
        )}
      </Container>
      {contactLoaded && <LazyContactDialog opened={contactOpened} onClose={() => setContactOpened(false)} />}
    </>
  );
}
