import { Anchor, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { profileQueryOptions } from '../../auth/queries';
import classes from './ProfileSecurity.module.css';

export const MASKED_PASSWORD = '••••••••';

/** /profile/security (doc 1 §2): the email and a masked password, each with an edit link. */
export function SecurityOverview({ title }: { title: string }) {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder shadow="xs" px={{ base: 'md', xs: 'lg' }} py="xs">
        <dl style={{ margin: 0 }}>
          <div className={classes.row}>
            <div>
              <Text component="dt" fw={600}>
                Email
              </Text>
              <Text component="dd" m={0} className={classes.value} data-testid="security-email">
                {profile.email}
              </Text>
            </div>
            <Anchor component={Link} to="/profile/security/username">
              Edit<VisuallyHidden> email</VisuallyHidden>
            </Anchor>
          </div>
          <div className={classes.row}>
            <div>
              <Text component="dt" fw={600}>
                Password
              </Text>
              <Text component="dd" m={0}>
                <span aria-hidden="true">{MASKED_PASSWORD}</span>
                <VisuallyHidden>hidden</VisuallyHidden>
              </Text>
            </div>
            <Anchor component={Link} to="/profile/security/password">
              Edit<VisuallyHidden> password</VisuallyHidden>
            </Anchor>
          </div>
        </dl>
      </Paper>
    </Stack>
  );
}
