import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { localizedRule } from '@/forms/localizedRule';
import { Trans } from '@/i18n';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { profileQueryOptions, useChangeLegacyUsername } from '../queries';
import { sessionStore } from '../runtime';
import { isEmailAddress } from '../session';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { IdleWatcher } from './IdleWatcher';
import { authRuleSentences } from '../i18n';
import { useAuthSessionText } from '../sessionI18n';

/**
 * /legacyuser (doc 1 §2): an account from the old site signs in with a username that is not
 * an email address; the new site needs one, so the user picks it here
 * (POST /api/account/legacyuser), then goes home. `title` is the route's English one: shown as
 * it is in English.
 */
export function LegacyUserPage({ title: englishTitle }: { title: string }) {
  const { t } = useAuthSessionText();
  const title = t('legacyUser.title', { defaultValue: englishTitle });
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const navigate = useNavigate();
  const changeUsername = useChangeLegacyUsername();

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: isEmailAddress(profile.email) ? profile.email : '' },
    validate: {
      username: localizedRule('LegacyUserRequest', 'username', () => t('legacyUser.fieldName'), authRuleSentences, {
        required: () => t('legacyUser.required'),
      }),
    },
  });

  const { onSubmit, failure } = useServerSubmit(form, async ({ username }) => {
    const newUsername = username.trim();
    await changeUsername.mutateAsync({ username: newUsername });
    sessionStore.updateUsername(newUsername);
    await navigate({ to: '/' });
  });

  return (
    <Container size={560} py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Text>
          <Trans
            t={t}
            i18nKey="legacyUser.intro"
            values={{ username: sessionStore.get()?.username ?? profile.username }}
            components={{ name: <Text span fw={700} style={{ overflowWrap: 'anywhere' }} /> }}
          />
        </Text>
        <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
          <form onSubmit={onSubmit} noValidate aria-label={title}>
            <Stack gap="md">
              {failure && <FormErrorAlert title={t('legacyUser.failed')} errors={failure.errors} />}
              <SpecTextInput schema="LegacyUserRequest" field="username" form={form} label={t('legacyUser.label')} />
              <Button type="submit" loading={form.submitting}>
                {t('legacyUser.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        <Text size="sm">
          {t('legacyUser.notYou')}{' '}
          <Anchor component={Link} to="/logout" preload={false}>
            {t('legacyUser.logOut')}
          </Anchor>
        </Text>
      </Stack>
      <IdleWatcher />
    </Container>
  );
}
