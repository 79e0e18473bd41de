import { Alert, Anchor, Container, Group, Stack, Text, Title, Transition } from '@mantine/core';
import { useMediaQuery, useWindowScroll } from '@mantine/hooks';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { MOBILE_QUERY } from '@/breakpoints';
import { profileQueryOptions } from '@/features/auth';
import { useContactDialog } from '@/features/contact';
import { AutoIdCardsView } from '@/features/id-cards';
import { type PayNowRequest, PaymentsSection } from '@/features/payments';
import { PoliciesView, policiesQueryOptions } from '@/features/policies';
import type { PolicyTab } from '@/features/policies';
import { type HomeSection, deepLinkOf, homeScrollState, notHeldNotice } from '../deepLink';
import { HelpContent } from './HelpContent';
import classes from './Home.module.css';
import { AgencySummary, ClaimsSummary } from './HomeSections';
import { HomeTiles } from './HomeTiles';
import { PromoBanner } from './PromoBanner';

const SECTIONS: { id: HomeSection; title: string }[] = [
  { id: 'help', title: 'Help' },
  { id: 'payments', title: 'Payments' },
  { id: 'policies', title: 'Policies and Documents' },
  { id: 'autoidcards', title: 'Auto ID Cards' },
  { id: 'claims', title: 'Claims' },
  { id: 'agency', title: 'Agency' },
];

/** Shortcut labels (doc 1 §2: links scroll to payments, claims, policies, agency, autoidcards). */
const SHORTCUTS: { id: HomeSection; label: string }[] = [
  { id: 'payments', label: 'Payments' },
  { id: 'policies', label: 'Policies' },
  { id: 'autoidcards', label: 'Auto ID Cards' },
  { id: 'claims', label: 'Claims' },
  { id: 'agency', label: 'Agency' },
];

function scrollToSection(id: HomeSection) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function sectionBody(id: HomeSection, focus: { policyNumber: string; tab: PolicyTab; at: number } | undefined, payNow: PayNowRequest | undefined): ReactNode {
  switch (id) {
    case 'help':
      return <HelpContent />;
    case 'payments':
      return <PaymentsSection payNow={payNow} />;
    case 'policies':
      return <PoliciesView focus={focus} />;
    case 'autoidcards':
      return <AutoIdCardsView />;
    case 'claims':
      return <ClaimsSummary />;
    case 'agency':
      return <AgencySummary />;
    default: {
      const unreachable: never = id;
      return unreachable;
    }
  }
}

/**
 * The home dashboard (doc 1 §2): tiles, then on tablet and computer every section; on a phone
 * the tiles only, or the one section a deep link asked for.
 */
export function HomePage() {
  // Read at the first render (getInitialValueInEffect: false; the app renders only in the
  // browser): a phone must not render every section of the desktop layout first, then the tiles.
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  const [{ y }] = useWindowScroll();
  const { showWelcome, showShortcuts } = homeScrollState(y);
  const profile = useQuery(profileQueryOptions());
  const contact = useContactDialog();
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

  const firstName = profile.data?.name?.split(' ')[0];
  const visibleSections = mobile ? SECTIONS.filter((s) => s.id === mobileSection) : SECTIONS;

  return (
    <>
      {!mobile && (
        <Transition mounted={showShortcuts} transition="slide-down" duration={150}>
          {(style) => (
            <nav className={classes.shortcuts} style={style} aria-label="Home sections" data-testid="home-shortcuts">
              <Container size="lg">
                <Group gap="lg">
                  {SHORTCUTS.map((s) => (
                    <Anchor key={s.id} href={`#${s.id}`} onClick={(e) => (e.preventDefault(), scrollToSection(s.id))}>
                      {s.label}
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
                  {firstName ? `Welcome, ${firstName}` : 'Welcome'}
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
          <HomeTiles mobile={mobile} onSection={scrollToSection} onContact={contact.open} />
        </Stack>
        {visibleSections.map((s) => (
          <section key={s.id} id={s.id} className={classes.section} aria-labelledby={`${s.id}-title`}>
            <Title order={2} id={`${s.id}-title`} mb="md">
              {s.title}
            </Title>
            {sectionBody(s.id, s.id === 'policies' ? focus : undefined, payNow)}
          </section>
        ))}
        {mobile && mobileSection === null && (
          <Text size="sm" c="dimmed" mt="lg">
            Choose a tile to open that part of your account.
          </Text>
        )}
      </Container>
      {contact.dialog}
    </>
  );
}
