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
import { KeepOnDevice } from './KeepOnDevice';
import { formatDate } from '@/lib/format';
import { useIdCardsText } from '../i18n';

/** Doc 2 §5: the server decides which policies list ID cards (status, card year, GAR, CPP garage part). */
export function idCardPolicies(policies: readonly Policy[]): Policy[] {
  return policies.filter((p) => p.hasIdCards);
}

function vehicleName(card: Policy['cards'][number], none: string): string {
  return [card.year || null, card.make, card.model].filter(Boolean).join(' ') || none;
}

function CardsTable({ policy }: { policy: Policy }) {
  const { open, errorAlert } = useDocumentOpener();
  const { t } = useIdCardsText();
  if (policy.cards.length === 0) {
    return (
      <Stack gap="xs" data-testid="no-cards">
        <Text>{t('list.withDocuments')}</Text>
        <Group gap="md">
          <Anchor renderRoot={(props) => <Link {...props} to="/$policyNumber/documents" params={{ policyNumber: policy.policyNumber }} />}>
            {t('list.viewDocuments', { policyNumber: policy.policyNumber })}
          </Anchor>
          <Anchor renderRoot={(props) => <Link {...props} to="/help" />}>{t('list.help')}</Anchor>
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
            <Table.Th>{t('list.date')}</Table.Th>
            <Table.Th>{t('list.vehicle')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {policy.cards.map((card) => (
            <Table.Tr key={card.printUrl}>
              <Table.Td>{formatDate(card.printDate)}</Table.Td>
              <Table.Td>
                <Button variant="subtle" px={0} onClick={() => open(card.printUrl)} title={t('list.open')}>
                  {vehicleName(card, t('list.idCard'))}
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
  const { t } = useIdCardsText();
  const current = policies.find((p) => p.policyId === selected) ?? policies[0];

  if (!current) return <Text fw={600}>{t('none')}</Text>;
  const keep = policies.some((p) => p.cards.length > 0) ? <KeepOnDevice policies={data} /> : null;

  const label = (p: Policy) => t(p.isRenewal ? 'list.policyOptionRenewal' : 'list.policyOption', { title: policyTitle(p), policyNumber: p.policyNumber });
  if (mobile) {
    return (
      <Stack>
        {keep}
        <Select
          label={t('list.policy')}
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
    <>
      {keep}
      <Box className={classes.layout}>
        <Stack gap={4} component="nav" aria-label={t('list.policies')}>
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
              description={p.isRenewal ? t('list.renewal', { policyNumber: p.policyNumber }) : p.policyNumber}
              leftSection={<PolicyIcon policyNumber={p.policyNumber} size={22} />}
              onClick={() => setSelected(p.policyId)}
              variant="light"
            />
          ))}
        </Stack>
        <CardsTable policy={current} />
      </Box>
    </>
  );
}
