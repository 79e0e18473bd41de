import type { Policy } from '@portal/generated-client';
import { Box, Button, Group, Modal, Paper, Select, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { MOBILE_QUERY } from '@/breakpoints';
import { policyStatusLabel, policyTitle, renewalOf } from '../policyDisplay';
import { policyKeyOf } from '../policiesSearch';
import { policiesQueryOptions } from '../queries';
import { AddPolicyDialog } from './AddPolicyDialog';
import { EditNicknameDialog } from './EditNicknameDialog';
import { PolicyDocumentsTab } from './PolicyDocumentsTab';
import { PolicyIcon } from './PolicyIcon';
import { PolicyInformationTab } from './PolicyInformationTab';
import { NoResults } from './PolicyLoadError';
import { RemovePolicyDialog } from './RemovePolicyDialog';
import classes from './Policies.module.css';

export type { PolicyTab } from '../policyDisplay';
import type { PolicyTab } from '../policyDisplay';
import { formatDate, formatPhone } from '@/lib/format';
import { DueBadges } from './DueBadges';
import { usePoliciesText } from '../i18n';

const ADD_POLICY = '__add__';

function StatusLine({ policy }: { policy: Policy }) {
  const { t } = usePoliciesText();
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c="dimmed">
        {policy.policyNumber}
      </Text>
      <Text size="sm">{policyStatusLabel(policy.statusText)}</Text>
      {policy.isRenewal && (
        <Text size="sm" fw={600}>
          {t('view.renewal')}
        </Text>
      )}
      <DueBadges policy={policy} />
    </Group>
  );
}

/** Make a Change (doc 1 §4): a link when allowed, else the one-change-at-a-time dialog. */
function MakeChangeAction({ policy }: { policy: Policy }) {
  const [opened, setOpened] = useState(false);
  const { t } = usePoliciesText();
  if (policy.makeChange === 'notOffered') return null;
  if (policy.makeChange === 'allowed') {
    return (
      <Button renderRoot={(props) => <Link {...props} to="/policy/update/$policyNumber" params={{ policyNumber: policy.policyNumber }} />}>
        {t('view.makeChange')}
      </Button>
    );
  }
  const agency = policy.agency;
  const phone = formatPhone(agency.producer.phones[0] ?? agency.phones[0]);
  return (
    <>
      <Button onClick={() => setOpened(true)}>{t('view.makeChange')}</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('view.contactAgent')} centered>
        <Stack>
          <Text>
            {agency.displayName
              ? phone
                ? t('view.oneChangeAgentPhone', { agent: agency.displayName, phone })
                : t('view.oneChangeAgent', { agent: agency.displayName })
              : phone
                ? t('view.oneChangePhone', { phone })
                : t('view.oneChange')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setOpened(false)}>{t('common.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function PolicyDetail({
  policy,
  tab,
  onTab,
  onRemoved,
  onAdd,
}: {
  policy: Policy;
  tab: PolicyTab;
  onTab: (tab: PolicyTab) => void;
  onRemoved: () => void;
  onAdd: () => void;
}) {
  const [dialog, setDialog] = useState<'nickname' | 'remove' | null>(null);
  const { t } = usePoliciesText();
  const renewal = renewalOf(policy);
  return (
    <Paper withBorder radius="md" p="md" data-testid="policy-detail">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <PolicyIcon policyNumber={policy.policyNumber} size={36} />
          <div>
            <Title order={2} size="h3">
              {policyTitle(policy)}
            </Title>
            <StatusLine policy={policy} />
            {renewal && (
              <Text size="sm" data-testid="renewal">
                {t('view.renewal')} {policyStatusLabel(renewal.status)}: {formatDate(renewal.term.effectiveDate)} – {formatDate(renewal.term.endDate)}
              </Text>
            )}
          </div>
        </Group>
      </Group>
      <Group gap="xs" mb="md" wrap="wrap">
        <MakeChangeAction policy={policy} />
        <Button variant="default" onClick={() => setDialog('nickname')}>
          {t('view.editNickname')}
        </Button>
        <Button variant="default" color="red" onClick={() => setDialog('remove')}>
          {t('view.remove')}
        </Button>
        <Button variant="default" onClick={onAdd}>
          {t('view.addPolicy')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(v) => onTab((v as PolicyTab) ?? 'information')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="information">{t('view.information')}</Tabs.Tab>
          <Tabs.Tab value="documents">{t('view.documents')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="information">
          <PolicyInformationTab policy={policy} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <PolicyDocumentsTab policy={policy} />
        </Tabs.Panel>
      </Tabs>
      {dialog === 'nickname' && <EditNicknameDialog policy={policy} opened onClose={() => setDialog(null)} />}
      {dialog === 'remove' && (
        <RemovePolicyDialog
          policy={policy}
          opened
          onClose={() => setDialog(null)}
          onRemoved={() => {
            setDialog(null);
            onRemoved();
          }}
        />
      )}
    </Paper>
  );
}

const keyOf = policyKeyOf;

/** Which policy and tab show, and how to change them: local state, or the address (/policies). */
export interface PolicySelection {
  selected: string | null;
  tab: PolicyTab;
  /** Shows a policy (null: the first) on a tab (default Information). */
  select: (key: string | null, tab?: PolicyTab) => void;
}

function useLocalSelection(): PolicySelection {
  const [state, setState] = useState<{ selected: string | null; tab: PolicyTab }>({ selected: null, tab: 'information' });
  return { ...state, select: (selected, tab = 'information') => setState({ selected, tab }) };
}

/**
 * The policies list and the chosen policy's detail (doc 1 §2 "Policies screen"). Used by
 * /policies, whose address holds the selection (`selection`), and by the home page's policies
 * section, which keeps it in local state; `focus` opens a policy on a given tab (the
 * /{policyNumber}/documents deep link).
 */
export function PoliciesView({ focus, selection }: { focus?: { policyNumber: string; tab: PolicyTab; at: number }; selection?: PolicySelection }) {
  const { data: policies } = useSuspenseQuery(policiesQueryOptions());
  const { t } = usePoliciesText();
  // Read at the first render, so a phone does not render the desktop layout first.
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  const local = useLocalSelection();
  const { selected, tab, select } = selection ?? local;
  const setSelected = (key: string | null) => select(key);
  const setTab = (next: PolicyTab) => select(selected, next);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!focus) return;
    const match = policies.find((p) => p.policyNumber.toUpperCase() === focus.policyNumber.toUpperCase() && !p.isRenewal);
    if (match) select(keyOf(match), focus.tab);
    // `at` makes a repeated deep link to the same policy open it again.
  }, [focus?.policyNumber, focus?.tab, focus?.at, policies]); // eslint-disable-line react-hooks/exhaustive-deps -- select is a new function each render; the focus fields and policies decide

  const current = policies.find((p) => keyOf(p) === selected) ?? policies[0];
  const choose = (key: string) => select(key, 'information');

  const addDialog = <AddPolicyDialog opened={adding} onClose={() => setAdding(false)} onAdded={(policyNumber) => select(policyNumber, 'information')} />;

  if (policies.length === 0) {
    return (
      <Stack>
        <NoResults />
        <Button onClick={() => setAdding(true)} style={{ alignSelf: 'flex-start' }}>
          {t('view.addPolicy')}
        </Button>
        {addDialog}
      </Stack>
    );
  }

  const detail = current && (
    <PolicyDetail key={keyOf(current)} policy={current} tab={tab} onTab={setTab} onAdd={() => setAdding(true)} onRemoved={() => setSelected(null)} />
  );

  // One tree for both layouts: only the picker differs, so the open policy's detail (and a dialog
  // open in it) survives a rotation or a resize across the breakpoint.
  const picker = mobile ? (
    <Select
      label={t('view.policy')}
      value={current ? keyOf(current) : null}
      allowDeselect={false}
      data={[
        ...policies.map((p) => ({
          value: keyOf(p),
          label: `${policyTitle(p)} ${p.policyNumber}${p.isRenewal ? ` ${t('view.renewal')}` : ''}`,
        })),
        { value: ADD_POLICY, label: t('view.addPolicyOption') },
      ]}
      onChange={(value) => {
        if (value === ADD_POLICY) setAdding(true);
        else if (value) choose(value);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  ) : (
    <Stack gap={6} component="nav" aria-label={t('view.yourPolicies')}>
      {policies.map((p) => {
        const active = current && keyOf(p) === keyOf(current);
        return (
          <UnstyledButton
            key={keyOf(p)}
            className={classes.item}
            data-active={active || undefined}
            aria-current={active ? 'true' : undefined}
            onClick={() => choose(keyOf(p))}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <PolicyIcon policyNumber={p.policyNumber} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {policyTitle(p)}
                </Text>
                <StatusLine policy={p} />
              </div>
            </Group>
          </UnstyledButton>
        );
      })}
      <Button variant="light" onClick={() => setAdding(true)} mt="xs">
        {t('view.addPolicy')}
      </Button>
    </Stack>
  );

  return (
    <Box className={mobile ? classes.stack : classes.layout}>
      {picker}
      {detail}
      {addDialog}
    </Box>
  );
}
