import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { formatDate } from '@/lib/format';
import type { SavedCard, SavedIdCards, SavedPolicyCards } from '../offlineCards';
import { useIdCardsText } from '../i18n';

/** "11/26/2026 8:05 AM": when a copy was kept. */
export function savedAtText(savedAt: string): string {
  return dayjs(savedAt).format('MM/DD/YYYY h:mm A');
}

function vehicleText(card: SavedCard, any: string): string {
  return [card.year || null, card.make, card.model].filter(Boolean).join(' ') || any;
}

/** Within its term today (the dates printed on the card). */
function isCurrent(policy: SavedPolicyCards, today: string): boolean {
  return policy.effectiveDate <= today && today < policy.expirationDate;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={110}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** One card as its PDF prints it (api/src/policies/policy-documents.service.ts, idCard). */
function SavedCardView({ policy, card, today }: { policy: SavedPolicyCards; card: SavedCard; today: string }) {
  const current = isCurrent(policy, today);
  const { t } = useIdCardsText();
  const vehicle = vehicleText(card, t('saved.anyAuto'));
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('saved.cardLabel', { policyNumber: policy.policyNumber, vehicle })}
      data-testid="saved-id-card"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>{t('saved.cardTitle')}</Text>
            <Text size="sm">{policy.companyName}</Text>
          </div>
          <Badge color={current ? 'dark' : 'red.9'} variant={current ? 'outline' : 'filled'} style={{ flexShrink: 0 }}>
            {current ? t('saved.valid') : t('saved.notValid')}
          </Badge>
        </Group>
        <Row label={t('saved.policyNumber')} value={policy.policyNumber} />
        <Row label={t('saved.insured')} value={policy.insured} />
        <Row label={t('saved.validLabel')} value={t('saved.validRange', { from: formatDate(policy.effectiveDate), to: formatDate(policy.expirationDate) })} />
        <Row label={t('saved.vehicle')} value={vehicle} />
        {card.vin && <Row label={t('saved.vin')} value={card.vin} />}
        <Text size="xs" c="dimmed">
          {t('saved.printed', { date: formatDate(card.printDate) })}
        </Text>
      </Stack>
    </Card>
  );
}

/** /autoidcards with no network (issue 16): the cards kept on this device, and when they were kept. */
export function SavedIdCardsView({ saved }: { saved: SavedIdCards }) {
  const today = dayjs().format('YYYY-MM-DD');
  const { t } = useIdCardsText();
  return (
    <Stack>
      <Alert color="tide" variant="light" title={t('saved.offlineTitle')} data-testid="offline-notice">
        {t('saved.offlineText', { savedAt: savedAtText(saved.savedAt) })}
      </Alert>
      {saved.policies.length === 0 && <Text fw={600}>{t('none')}</Text>}
      {saved.policies.map((policy) => (
        <Stack key={policy.policyId} gap="xs" component="section" aria-label={`${policy.typeName} ${policy.policyNumber}`}>
          <Title order={2} size="h4">
            {policy.typeName} {policy.policyNumber}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {policy.cards.map((card, i) => (
              <SavedCardView key={`${card.printDate}-${i}`} policy={policy} card={card} today={today} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
