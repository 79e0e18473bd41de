import { Anchor, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth';
import classes from './ProfileSecurity.module.css';

export const MASKED_PASSWORD = '••••••••';

/** A password's value in a term/value list: dots on screen, 'hidden' for a screen reader. */
export function MaskedPasswordValue() {
  return (
    <dd>
      <span aria-hidden="true">{MASKED_PASSWORD}</span>
      <VisuallyHidden>hidden</VisuallyHidden>
    </dd>
  );
}

/** /profile/security (doc 1 §2): the email and a masked password, each with an edit link. */
export function SecurityOverview({ title }: { title: string }) {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder shadow="xs" px={{ base: 'md', xs: 'lg' }} py="xs">
        <dl className={classes.rows}>
          <div className={classes.row}>
            <dt>Email</dt>
            <Text component="dd" className={classes.value} data-testid="security-email">
              {profile.email}
            </Text>
            <dd className={classes.action}>
              <Anchor component={Link} to="/profile/security/username">
                Edit<VisuallyHidden> email</VisuallyHidden>
              </Anchor>
            </dd>
          </div>
          <div className={classes.row}>
            <dt>Password</dt>
            <MaskedPasswordValue />
            <dd className={classes.action}>
              <Anchor component={Link} to="/profile/security/password">
                Edit<VisuallyHidden> password</VisuallyHidden>
              </Anchor>
            </dd>
          </div>
        </dl>
      </Paper>
    </Stack>
  );
}
