import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiReplyError } from '@/api/client';
import { errorLines } from '@/forms/serverErrors';
import { rememberedCredentialRefused } from '../loginView';
import { rememberLogIn } from '../calls';
import { sessionStore, startSession } from '../runtime';
import type { RememberedUser } from '../session';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { useAppNavigate } from '@/features/shell';
import { useAuthText } from '../i18n';

/**
 * Shown instead of the form while a remember-me credential is stored (doc 1 §2 /login):
 * continue as the remembered user (POST /api/jwt/remember), or 'Change User' to forget them.
 * A refused credential is forgotten and the caller shows 'Your session has expired'.
 */
export function WelcomeBack({ remembered, onExpired }: { remembered: RememberedUser; onExpired: () => void }) {
  const { t } = useAuthText();
  const navigate = useAppNavigate();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);

  const continueAsRemembered = async () => {
    setLoading(true);
    setFailure(null);
    try {
      const reply = await rememberLogIn(remembered.credential);
      const target = await startSession(reply, false);
      await navigate(target);
    } catch (error) {
      setLoading(false);
      if (error instanceof ApiReplyError && rememberedCredentialRefused(error.code)) {
        sessionStore.clearRememberedUser();
        onExpired();
      } else {
        setFailure(errorLines(error));
      }
    }
  };

  return (
    <Stack gap="md" data-testid="welcome-back">
      <Title order={2} size="h3">
        {t('welcomeBack.title')}
      </Title>
      <Text>
        {/* Two texts around the name rather than <Trans>: its code (about 5 kB) would join /login's first load. */}
        {t('welcomeBack.rememberedBefore')}{' '}
        <Text span fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="remembered-username">
          {remembered.username}
        </Text>
        {t('welcomeBack.rememberedAfter')}
      </Text>
      {failure && <FormErrorAlert title={t('login.failed')} errors={failure} />}
      <Button fullWidth loading={loading} onClick={() => void continueAsRemembered()}>
        {t('welcomeBack.continue')}
      </Button>
      <Text size="sm">
        {t('welcomeBack.notYou')}{' '}
        <Anchor component="button" type="button" onClick={() => sessionStore.clearRememberedUser()}>
          {t('welcomeBack.changeUser')}
        </Anchor>
      </Text>
    </Stack>
  );
}
