import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ruleFor } from '@/forms/constraints';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { profileQueryOptions, useChangeLegacyUsername } from '../queries';
import { sessionStore } from '../runtime';
import { isEmailAddress } from '../session';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { IdleWatcher } from './IdleWatcher';

/**
 * /legacyuser (doc 1 §2): an account from the old site signs in with a username that is not
 * an email address; the new site needs one, so the user picks it here
 * (POST /api/account/legacyuser), then goes home.
 */
export function LegacyUserPage({ title }: { title: string }) {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const navigate = useNavigate();
  const changeUsername = useChangeLegacyUsername();

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: isEmailAddress(profile.email) ? profile.email : '' },
    validate: {
      username: ruleFor('LegacyUserRequest', 'username', 'New username', {
        required: 'Enter the email address you want to log in with.',
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
          Welcome to our new site. Your current username,{' '}
          <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
            {sessionStore.get()?.username ?? profile.username}
          </Text>
          , is not an email address, and the new site requires your username to be an email address. Enter the email address you want to log in with from now
          on.
        </Text>
        <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
          <form onSubmit={onSubmit} noValidate aria-label={title}>
            <Stack gap="md">
              {failure && <FormErrorAlert title="Username change Failed" errors={failure.errors} />}
              <SpecTextInput schema="LegacyUserRequest" field="username" form={form} label="New username (email address)" type="email" autoComplete="email" />
              <Button type="submit" loading={form.submitting}>
                Change Username
              </Button>
            </Stack>
          </form>
        </Paper>
        <Text size="sm">
          Not you?{' '}
          <Anchor component={Link} to="/logout" preload={false}>
            Log out
          </Anchor>
        </Text>
      </Stack>
      <IdleWatcher />
    </Container>
  );
}
