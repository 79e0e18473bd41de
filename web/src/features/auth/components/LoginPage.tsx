import { Alert, Anchor, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, Suspense, useState } from 'react';
import { AppLink, QuietErrorBoundary, lazyComponent } from '@/features/shell';
import { useRememberedUser, useSession } from '../hooks/useSession';
import { type LoginView, loginView } from '../loginView';
import { type Credentials, LoginForm } from './LoginForm';
import { WelcomeBack } from './WelcomeBack';
import { useAuthText } from '../i18n';

/** The spec's text (English); the page shows the catalogue's login.sessionExpired. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired';

/**
 * /login (doc 1 §2): system info warnings, then Welcome Back while a remember-me credential is
 * stored, the confirmation-sent panel after an unconfirmed-email refusal, or the form.
 * `systemInfo` is the warnings as the caller reads them (the route: SystemInfoWarning through
 * the query cache; the /login entry, which has no query cache: SystemInfoNotices); it may
 * suspend, and if it fails the page shows without it.
 */
export function LoginPage({ title, systemInfo }: { title: string; systemInfo: ReactNode }) {
  const { t } = useAuthText();
  const remembered = useRememberedUser();
  const [unconfirmed, setUnconfirmed] = useState<Credentials | null>(null);
  const [expired, setExpired] = useState(false);
  const { signedIn } = useSession();
  // The panel shown before a session started: kept while the page leaves (see loginView).
  const [shownBefore, setShownBefore] = useState<LoginView | null>(null);
  const view = loginView({ unconfirmed: unconfirmed !== null, remembered: remembered !== null, signedIn }, shownBefore);
  if (view !== shownBefore) setShownBefore(view);

  let content: React.ReactNode;
  if (view === 'confirmationSent' && unconfirmed) {
    content = <ConfirmationSentPanel credentials={unconfirmed} onBack={() => setUnconfirmed(null)} />;
  } else if (view === 'welcomeBack' && remembered) {
    content = <WelcomeBack remembered={remembered} onExpired={() => setExpired(true)} />;
  } else {
    content = (
      <Stack gap="md">
        {expired && (
          <Alert color="amber" variant="light" title={t('login.sessionExpired')} data-testid="session-expired">
            {t('login.expiredHint')}
          </Alert>
        )}
        <LoginForm onRequiresConfirmation={setUnconfirmed} />
      </Stack>
    );
  }

  return (
    <Container size={480} py="xl" px="md">
      <Stack gap="lg">
        {/* `title` is the English one (the route's head): shown as it is in English. */}
        <Title order={1}>{t('login.title', { defaultValue: title })}</Title>
        <QuietErrorBoundary>
          <Suspense fallback={null}>{systemInfo}</Suspense>
        </QuietErrorBoundary>
        <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
          <Stack gap="lg">
            {content}
            {!unconfirmed && (
              <Group gap="lg" justify="space-between">
                <Anchor component={AppLink} to="/forgot">
                  {t('login.forgot')}
                </Anchor>
                <Anchor component={AppLink} to="/registration">
                  {t('login.register')}
                </Anchor>
              </Group>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/** Shown after an unconfirmed-email refusal: its code comes then, not with /login's first load. */
const ConfirmationSentPanel = lazyComponent(() => import('./ConfirmationSentPanel'), 'ConfirmationSentPanel');
