import { Stack, Text, Title } from '@mantine/core';
import { EDeliverySync } from './EDeliverySync';
import { useAdminText } from '../i18n';

/**
 * Admin OneTime Use (doc 4 §2; its content is "not shown", designed in openapi/README.md, Back
 * office): the one-off data repairs staff run when the portal's records and the policy system's
 * drift apart, not part of daily work. Today that is the e-delivery reconciliation (doc 4 §4
 * "Bulk e-delivery sync" and §7 getEDeliveryDiscrepancies): who differs, and the bulk sync
 * with its report.
 */
export function OneTimeUse() {
  const { t } = useAdminText();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('onetime.title')}
      </Title>
      <Text size="sm" maw={720}>
        {t('onetime.intro')}
      </Text>
      <EDeliverySync />
    </Stack>
  );
}
