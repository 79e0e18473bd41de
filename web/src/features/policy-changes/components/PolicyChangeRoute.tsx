import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { policiesQueryOptions } from '@/features/policies';
import { POLICY_CHANGES_EN, usePolicyChangesText } from '../i18n';
import { customerChangeGateway, toChangePolicy } from '../queries';
import { changeTitle } from '../rules/menu';
import { ChangePage } from './ChangePage';
import { ALERT_STYLES } from './parts';

export const FAILED_TO_LOAD_POLICY = POLICY_CHANGES_EN.route.failedToLoad;

/** The change page for one of the signed-in user's policies, or "Failed to load policy" (doc 3 §8). */
export function PolicyChangeRoute({ policyNumber }: { policyNumber: string }) {
  const { data: policies } = useSuspenseQuery(policiesQueryOptions());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = usePolicyChangesText();
  const source = policies.find((p) => p.policyNumber.toUpperCase() === policyNumber.toUpperCase() && !p.isRenewal && p.makeChange !== 'notOffered');
  // The page keeps the policy it opened with: a reload of the list (after confirming) does not restart the wizard.
  const policy = useMemo(() => (source ? toChangePolicy(source) : null), [source?.policyNumber]); // eslint-disable-line react-hooks/exhaustive-deps -- the policy number decides
  const gateway = useMemo(() => (policy ? customerChangeGateway(policy) : null), [policy]);
  return (
    <Container size="lg" py="md">
      {policy && gateway ? (
        <ChangePage
          policy={policy}
          gateway={gateway}
          onLeave={() => void navigate({ to: '/' })}
          onCompleted={() => {
            void queryClient.invalidateQueries({ queryKey: ['policies'] });
            void queryClient.invalidateQueries({ queryKey: ['profile'] });
          }}
        />
      ) : (
        <Stack maw={520}>
          {/* The page keeps its heading when the policy cannot be changed, so it is announced and titled like any other. */}
          <Title order={1} size="h2">
            {changeTitle(policyNumber, null)}
          </Title>
          <Alert styles={ALERT_STYLES} color="red" role="alert" title={t('route.failedToLoad')}>
            {t('common.contactAgent')}
          </Alert>
          <Button renderRoot={(props) => <Link {...props} to="/" />} style={{ alignSelf: 'flex-start' }}>
            {t('route.home')}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
