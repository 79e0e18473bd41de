import type { Policy } from '@portal/generated-client';
import { Button, Collapse, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DueBadges, NoResults, PolicyIcon, paymentFigures, policyTitle } from '@/features/policies';
import { formatDate, formatMoney } from '@/lib/format';
import { usePaymentsText } from '../i18n';
import { BillingHistory } from './BillingHistory';

/** The Policies tab (doc 2 §2): current balances, each with its billing history on demand. */
export function BalancesTab({ policies, onPay }: { policies: readonly Policy[]; onPay: (policyNumber: string) => void }) {
  const billed = policies.filter((p) => !p.isRenewal && p.status !== 'History');
  if (billed.length === 0) return <NoResults />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {billed.map((p) => (
        <BalanceCard key={p.policyId} policy={p} onPay={onPay} />
      ))}
    </SimpleGrid>
  );
}

function BalanceCard({ policy, onPay }: { policy: Policy; onPay: (policyNumber: string) => void }) {
  const { t } = usePaymentsText();
  const [history, setHistory] = useState(false);
  const f = paymentFigures(policy);
  const historyId = `billing-${policy.policyNumber}`;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`balance-${policy.policyNumber}`}>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <PolicyIcon policyNumber={policy.policyNumber} size={22} />
          <Text fw={600} truncate>
            {policyTitle(policy)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {policy.policyNumber}
          {f.accountNumber ? t('balances.accountSuffix', { account: f.accountNumber }) : ''}
        </Text>
        <Group justify="space-between">
          <Text size="sm" data-testid="balance-amount">
            {t('balances.balance', { amount: formatMoney(f.outstandingBalance) })}
          </Text>
          <Group gap={4}>
            <DueBadges policy={policy} />
          </Group>
        </Group>
        {f.dueDate && <Text size="sm">{t('balances.due', { date: formatDate(f.dueDate) })}</Text>}
        <Text size="sm">{t('balances.payInFull', { amount: formatMoney(f.payInFullAmount) })}</Text>
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="default" aria-expanded={history} aria-controls={historyId} onClick={() => setHistory((v) => !v)}>
            {history ? t('balances.hideHistory') : t('balances.showHistory')}
          </Button>
          <Button size="xs" onClick={() => onPay(policy.policyNumber)} aria-label={t('balances.payLabel', { policyNumber: policy.policyNumber })}>
            {t('balances.pay')}
          </Button>
        </Group>
        <Collapse expanded={history} id={historyId}>
          {history && <BillingHistory policy={policy} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}
