import type { Policy } from '@portal/generated-client';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DueBadges, NoResults, PolicyIcon, paymentFigures, policiesQueryOptions, policyTitle } from '@/features/policies';
import { formatDate, formatMoney, formatPhone } from '@/lib/format';

/** Balances, read-only: paying online arrives with the payments screens. */
export function PaymentsSummary() {
  const { data } = useSuspenseQuery(policiesQueryOptions());
  const billed = data.filter((p) => !p.isRenewal && p.status !== 'History');
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        Online payment is coming to this portal later; balances below are for your information.
      </Text>
      {billed.length === 0 ? (
        <NoResults />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {billed.map((p) => (
            <BalanceCard key={p.policyId} policy={p} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function BalanceCard({ policy }: { policy: Policy }) {
  const f = paymentFigures(policy);
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="xs" wrap="nowrap" mb={4}>
        <PolicyIcon policyNumber={policy.policyNumber} size={22} />
        <Text fw={600} truncate>
          {policyTitle(policy)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {policy.policyNumber}
      </Text>
      <Group justify="space-between" mt={4}>
        <Text size="sm">Balance {formatMoney(f.outstandingBalance)}</Text>
        <DueBadges policy={policy} />
      </Group>
      {f.dueDate && <Text size="sm">Due {formatDate(f.dueDate)}</Text>}
    </Paper>
  );
}

/** A short claims summary linking to /claims. */
export function ClaimsSummary() {
  const { data } = useSuspenseQuery(policiesQueryOptions());
  const claims = [...new Map(data.flatMap((p) => p.claims).map((c) => [c.number, c])).values()].sort((a, b) => b.lossDate.localeCompare(a.lossDate));
  return (
    <Stack gap="xs">
      {claims.length === 0 ? (
        <NoResults />
      ) : (
        claims.slice(0, 3).map((c) => (
          <Text key={c.number}>
            {formatDate(c.lossDate)} · {c.type} · Claim {c.number} · {c.status}
          </Text>
        ))
      )}
      <Group gap="md">
        <Anchor renderRoot={(props) => <Link {...props} to="/claims" />}>{claims.length > 3 ? `View all ${claims.length} claims` : 'View claims'}</Anchor>
        <Anchor renderRoot={(props) => <Link {...props} to="/report-claim" />}>Report a Claim</Anchor>
      </Group>
    </Stack>
  );
}

/** The agencies serving the user's policies, linking to /agency. */
export function AgencySummary() {
  const { data } = useSuspenseQuery(policiesQueryOptions());
  const agencies = [...new Map(data.map((p) => [p.agency.agencyCode, p.agency])).values()];
  return (
    <Stack gap="xs">
      {agencies.length === 0 ? (
        <NoResults />
      ) : (
        agencies.map((a) => (
          <Text key={a.agencyCode}>
            <strong>{a.displayName}</strong>
            {a.phones[0] ? ` · ${formatPhone(a.phones[0])}` : ''}
          </Text>
        ))
      )}
      <Anchor renderRoot={(props) => <Link {...props} to="/agency" />}>View agency details</Anchor>
    </Stack>
  );
}
