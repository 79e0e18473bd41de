import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { maskPhone } from '@/forms/masks';
import type { ClaimFormData } from '../gateway';
import { simpleClaimOnlyPolicies, simpleClaimPolicies } from '../rules/simpleClaim';
import { SimpleClaimModal } from './SimpleClaimModal';
import { useClaimReportText } from '../i18n';

/**
 * Where the simple claim form is reached (doc 4 §9: it excludes only WCP, the Report Claim form
 * also umbrella and pending policies): on /report-claim, when the customer has a policy only the
 * simple form takes, a notice names those policies and opens the simple form's modal.
 */
export function SimpleClaimOffer({ data, onReported }: { data: ClaimFormData; onReported: () => void }) {
  const [opened, setOpened] = useState(false);
  const { t } = useClaimReportText();
  const only = simpleClaimOnlyPolicies(data.policies);
  if (only.length === 0) return null;
  return (
    <Alert color="blue" title={t('simple.offerTitle')} data-testid="simple-claim-offer" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('simple.offerText', { policies: only.map((p) => p.policyNumber).join(', ') })}</Text>
        <Button size="sm" variant="light" onClick={() => setOpened(true)}>
          {t('simple.title')}
        </Button>
      </Stack>
      <SimpleClaimModal
        opened={opened}
        policies={simpleClaimPolicies(data.policies)}
        initialPolicyNumber={only[0].policyNumber}
        profile={{ email: data.profile.email, phone: maskPhone(data.profile.cellPhone) }}
        onClose={() => setOpened(false)}
        onReported={() => {
          setOpened(false);
          onReported();
        }}
      />
    </Alert>
  );
}
