import { Button, Container, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OneTimePolicyResult } from '@portal/generated-client';
import { lazyComponent } from '@/features/shell';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STATE_COLORS } from '@/theme';
import { ruleFor } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { formatCents, toCents } from '../rules/money';
import { oneTimePolicyForPayment } from '../rules/oneTime';
import { type OneTimeProof, oneTimeGateway, paymentSettingsQueryOptions, settingsView, useVerifyOneTimePayer } from '../queries';
import { TIME_EXPIRED } from '../rules/timer';
import type { PayNowWizardProps } from './PayNowWizard';
import { ProviderCardEntry } from './ProviderCardEntry';

/** The wizard's code (and the card frame's) loads when it first opens, not with the page. */
const PayNowWizard = lazyComponent<'PayNowWizard', PayNowWizardProps>(() => import('./PayNowWizard'), 'PayNowWizard');

type ProofKind = OneTimeProof['kind'];

const PROOF_KINDS: { value: ProofKind; label: string }[] = [
  { value: 'policy', label: 'By policy number' },
  { value: 'payment', label: 'By payment number' },
  { value: 'account', label: 'By account number' },
];

/**
 * The one-time payment for a visitor without an account (doc 2 §2): prove the policy (doc 1's
 * one-time verification), find it (POST /api/policy/onetime), then the Pay Now wizard without a
 * bearer token and without a wallet.
 */
export function OneTimePaymentPage() {
  const [found, setFound] = useState<OneTimePolicyResult | null>(null);
  const [wizardOpen, setWizardOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const settings = useQuery(paymentSettingsQueryOptions());

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>One-Time Payment</Title>
        {notice && (
          <Text role="alert" c={STATE_COLORS.danger}>
            {notice}
          </Text>
        )}
        {found === null ? (
          <VerifyForm
            onFound={(result) => {
              setNotice(null);
              setFound(result);
              setWizardOpen(true);
            }}
          />
        ) : (
          <Paper withBorder p="md" radius="md" data-testid="onetime-found">
            <Stack gap="xs">
              {found.policies.map((p) => (
                <Text key={p.policyNumber}>
                  <strong>{p.displayName}</strong> · {p.policyNumber} · Balance {formatCents(toCents(p.outstandingBalance))}
                </Text>
              ))}
              <Group>
                <Button onClick={() => setWizardOpen(true)} disabled={!settings.data}>
                  Pay Now
                </Button>
                <Button variant="default" onClick={() => setFound(null)}>
                  Pay another policy
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
      {found && settings.data && wizardOpen && (
        <PayNowWizard
          opened
          title="One-Time Payment"
          onClose={(reason) => {
            setWizardOpen(false);
            if (reason === 'expired') {
              setNotice(TIME_EXPIRED);
              setFound(null);
            }
          }}
          policies={found.policies.map(oneTimePolicyForPayment)}
          settings={settingsView(settings.data)}
          gateway={oneTimeGateway(found.oneTimeToken)}
          CardEntry={ProviderCardEntry}
          preselect={found.policies[0]?.policyNumber}
        />
      )}
    </Container>
  );
}

function VerifyForm({ onFound }: { onFound: (result: OneTimePolicyResult) => void }) {
  const [kind, setKind] = useState<ProofKind>('policy');
  const verify = useVerifyOneTimePayer();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { policyNumber: '', policyHolder: '', zip: '', paymentNumber: '', accountNumber: '' },
    validate: {
      policyNumber: (v) => (kind === 'account' ? null : ruleFor('VerifyOneTimeRequest', 'policyNumber', 'Policy number')(v)),
      policyHolder: (v) => (kind === 'payment' ? null : ruleFor('VerifyOneTimeRequest', 'policyHolder', 'Policyholder name')(v)),
      zip: (v) => (kind === 'payment' ? null : ruleFor('VerifyOneTimeRequest', 'zip', 'Billing zip code', { pattern: 'Enter the 5-digit zip code.' })(v)),
      paymentNumber: (v) =>
        kind === 'payment'
          ? ruleFor('VerifyPaymentNumberRequest', 'paymentNumber', 'Payment number', { pattern: 'Enter the 10-digit payment number from your bill.' })(v)
          : null,
      accountNumber: (v) =>
        kind === 'account'
          ? ruleFor('VerifyAccountNumberRequest', 'accountNumber', 'Account number', { pattern: 'Enter the 10-digit account number from your bill.' })(v)
          : null,
    },
  });
  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    const proof: OneTimeProof =
      kind === 'policy'
        ? { kind, policyNumber: values.policyNumber.trim().toUpperCase(), policyHolder: values.policyHolder.trim(), zip: values.zip.trim() }
        : kind === 'payment'
          ? { kind, policyNumber: values.policyNumber.trim().toUpperCase(), paymentNumber: values.paymentNumber.trim() }
          : { kind, accountNumber: values.accountNumber.trim(), policyHolder: values.policyHolder.trim(), zip: values.zip.trim() };
    onFound(await verify.mutateAsync(proof));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Find your policy">
      <Stack gap="sm">
        <Text>Find your policy to make a payment without signing in.</Text>
        {failure && <FormErrorAlert title="Verification Failed" errors={failure.errors} />}
        <SegmentedControl aria-label="Find the policy by" value={kind} onChange={(v) => setKind(v as ProofKind)} data={PROOF_KINDS} />
        {kind !== 'account' && <SpecTextInput schema="VerifyOneTimeRequest" field="policyNumber" form={form} label="Policy number" autoComplete="off" />}
        {kind === 'account' && (
          <SpecTextInput schema="VerifyAccountNumberRequest" field="accountNumber" form={form} label="Account number" inputMode="numeric" autoComplete="off" />
        )}
        {kind === 'payment' && (
          <SpecTextInput schema="VerifyPaymentNumberRequest" field="paymentNumber" form={form} label="Payment number" inputMode="numeric" autoComplete="off" />
        )}
        {kind !== 'payment' && (
          <>
            <SpecTextInput schema="VerifyOneTimeRequest" field="policyHolder" form={form} label="Policyholder name" autoComplete="name" />
            <SpecTextInput schema="VerifyOneTimeRequest" field="zip" form={form} label="Billing zip code" inputMode="numeric" autoComplete="postal-code" />
          </>
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            Find Policy
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
