import { Alert, Anchor, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth';
import { AuthenticatorApp } from './AuthenticatorApp';
import { Passkeys } from './Passkeys';
import { useProfileSecurityText } from '../i18n';
import classes from './ProfileSecurity.module.css';

export const MASKED_PASSWORD = '••••••••';

/** A password's value in a term/value list: dots on screen, 'hidden' for a screen reader. */
export function MaskedPasswordValue() {
  const { t } = useProfileSecurityText();
  return (
    <dd>
      <span aria-hidden="true">{MASKED_PASSWORD}</span>
      <VisuallyHidden>{t('overview.hidden')}</VisuallyHidden>
    </dd>
  );
}

/**
 * /profile/security (doc 1 §2): the email and a masked password, each with an edit link, and
 * passkeys and the authenticator app (issue 17). `secondFactorNeeded`: /admin sent the user here.
 */
export function SecurityOverview({ secondFactorNeeded = false }: { secondFactorNeeded?: boolean }) {
  const { t } = useProfileSecurityText();
  const { data: profile } = useSuspenseQuery(profileQueryOptions());

  return (
    <Stack gap="lg">
      <Title order={1}>{t('titles.security')}</Title>
      {secondFactorNeeded && (
        <Alert color="yellow" variant="light" title={t('overview.secondFactorNeededTitle')} role="alert" data-testid="second-factor-needed">
          {t('overview.secondFactorNeeded')}
        </Alert>
      )}
      <Paper withBorder shadow="xs" px={{ base: 'md', xs: 'lg' }} py="xs">
        <dl className={classes.rows}>
          <div className={classes.row}>
            <dt>{t('overview.email')}</dt>
            <Text component="dd" className={classes.value} data-testid="security-email">
              {profile.email}
            </Text>
            <dd className={classes.action}>
              <Anchor component={Link} to="/profile/security/username">
                {t('overview.edit')}
                <VisuallyHidden>{t('overview.editEmailHidden')}</VisuallyHidden>
              </Anchor>
            </dd>
          </div>
          <div className={classes.row}>
            <dt>{t('overview.password')}</dt>
            <MaskedPasswordValue />
            <dd className={classes.action}>
              <Anchor component={Link} to="/profile/security/password">
                {t('overview.edit')}
                <VisuallyHidden>{t('overview.editPasswordHidden')}</VisuallyHidden>
              </Anchor>
            </dd>
          </div>
        </dl>
      </Paper>
      <Passkeys />
      <AuthenticatorApp />
    </Stack>
  );
}
