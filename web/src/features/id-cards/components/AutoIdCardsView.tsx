import type { Policy } from '@portal/generated-client';
import { Anchor, Box, Button, Group, NavLink, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MOBILE_QUERY } from '@/breakpoints';
import { useDocumentOpener } from '@/features/documents';
import { PolicyIcon, policyTitle, policiesQueryOptions } from '@/features/policies';
import classes from './AutoIdCards.module.css';
import { formatDate } from '@/lib/format';

/** Doc 2 §5: the server decides which policies list ID cards (status, card year, GAR, CPP garage part). */
export function idCardPolicies(policies: readonly Policy[]): Policy[] {
  return policies.filter((p) => p.hasIdCards);
}

function vehicleName(card: Policy['cards'][number]): string {
  return [card.year || null, card.make, card.model].filter(Boolean).join(' ') || 'ID card';
}

function CardsTable({ policy }: { policy: Policy }) {
  const { open, errorAlert } = useDocumentOpener();
  if (policy.cards.length === 0) {
    return (
      <Stack gap="xs" data-testid="no-cards">
        <Text>ID cards for Garage (GAR) and Commercial Package (CPP) policies are with the policy's documents.</Text>
        <Group gap="md">
          <Anchor renderRoot={(props) => <Link {...props} to="/$policyNumber/documents" params={{ policyNumber: policy.policyNumber }} />}>
            View documents for {policy.policyNumber}
          </Anchor>
          <Anchor renderRoot={(props) => <Link {...props} to="/help" />}>Help</Anchor>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {errorAlert}
      <Table withTableBorder striped data-testid="id-cards" styles={{ td: { verticalAlign: 'middle' } }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Vehicle</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {policy.cards.map((card) => (
            <Table.Tr key={card.printUrl}>
              <Table.Td>{formatDate(card.printDate)}</Table.Td>
              <Table.Td>
                <Button variant="subtle" px={0} onClick={() => open(card.printUrl)} title="Open the printable ID card in a new tab">
                  {vehicleName(card)}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Auto ID Cards (doc 2 §2): policy list beside the cards on wide screens, a dropdown on phones. */
export function AutoIdCardsView() {
  const { data } = useSuspenseQuery(policiesQueryOptions());
  // Read at the first render, so a phone does not render the desktop layout first.
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  const policies = idCardPolicies(data);
  const [selected, setSelected] = useState<string | null>(null);
  const current = policies.find((p) => p.policyId === selected) ?? policies[0];

  if (!current) return <Text fw={600}>No Auto ID Cards</Text>;

  const label = (p: Policy) => `${policyTitle(p)} ${p.policyNumber}${p.isRenewal ? ' (Renewal)' : ''}`;
  if (mobile) {
    return (
      <Stack>
        <Select
          label="Policy"
          value={current.policyId}
          allowDeselect={false}
          data={policies.map((p) => ({ value: p.policyId, label: label(p) }))}
          onChange={(v) => v && setSelected(v)}
        />
        <CardsTable policy={current} />
      </Stack>
    );
  }
  return (
    <Box className={classes.layout}>
      <Stack gap={4} component="nav" aria-label="Policies with ID cards">
        {policies.map((p) => (
          // A button: choosing a policy changes what this screen shows, it leads nowhere (an
          // <a> without href cannot be reached by keyboard).
          <NavLink
            key={p.policyId}
            component="button"
            type="button"
            aria-current={p.policyId === current.policyId ? 'true' : undefined}
            active={p.policyId === current.policyId}
            label={policyTitle(p)}
            description={`${p.policyNumber}${p.isRenewal ? ' (Renewal)' : ''}`}
            leftSection={<PolicyIcon policyNumber={p.policyNumber} size={22} />}
            onClick={() => setSelected(p.policyId)}
            variant="light"
          />
        ))}
      </Stack>
      <CardsTable policy={current} />
    </Box>
  );
}
