import { Button, Container, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OneTimePolicyResult } from '@portal/generated-client';
import { lazyComponent } from '@/features/shell';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STATE_COLORS } from '@/theme';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { formatCents, toCents } from '../rules/money';
import { oneTimePolicyForPayment } from '../rules/oneTime';
import { type OneTimeProof, oneTimeGateway, paymentSettingsQueryOptions, settingsView, useVerifyOneTimePayer } from '../queries';
import { usePaymentsText } from '../i18n';
import { specRule } from '../specRule';
import type { PayNowWizardProps } from './PayNowWizard';
import { ProviderCardEntry } from './ProviderCardEntry';

/** The wizard's code (and the card frame's) loads when it first opens, not with the page. */
const PayNowWizard = lazyComponent<'PayNowWizard', PayNowWizardProps>(() => import('./PayNowWizard'), 'PayNowWizard');

type ProofKind = OneTimeProof['kind'];

/** The ways to find the policy, with the catalogue key of each one's name. */
const PROOF_KINDS = [
  { value: 'policy', label: 'oneTime.byPolicy' },
  { value: 'payment', label: 'oneTime.byPayment' },
  { value: 'account', label: 'oneTime.byAccount' },
] as const satisfies readonly { value: ProofKind; label: string }[];

/**
 * The one-time payment for a visitor without an account (doc 2 §2): prove the policy (doc 1's
 * one-time verification), find it (POST /api/policy/onetime), then the Pay Now wizard without a
 * bearer token and without a wallet.
 */
export function OneTimePaymentPage() {
  const { t } = usePaymentsText();
  const [found, setFound] = useState<OneTimePolicyResult | null>(null);
  const [wizardOpen, setWizardOpen] = useState(false);
  const [expired, setExpired] = useState(false);
  const settings = useQuery(paymentSettingsQueryOptions());

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('oneTime.title')}</Title>
        {expired && (
          <Text role="alert" c={STATE_COLORS.danger}>
            {t('common.timeExpired')}
          </Text>
        )}
        {found === null ? (
          <VerifyForm
            onFound={(result) => {
              setExpired(false);
              setFound(result);
              setWizardOpen(true);
            }}
          />
        ) : (
          <Paper withBorder p="md" radius="md" data-testid="onetime-found">
            <Stack gap="xs">
              {found.policies.map((p) => (
                <Text key={p.policyNumber}>
                  <strong>{p.displayName}</strong> · {p.policyNumber} · {t('oneTime.balance', { amount: formatCents(toCents(p.outstandingBalance)) })}
                </Text>
              ))}
              <Group>
                <Button onClick={() => setWizardOpen(true)} disabled={!settings.data}>
                  {t('common.payNow')}
                </Button>
                <Button variant="default" onClick={() => setFound(null)}>
                  {t('oneTime.payAnother')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
      {found && settings.data && wizardOpen && (
        <PayNowWizard
          opened
          title={t('oneTime.title')}
          onClose={(reason) => {
            setWizardOpen(false);
            if (reason === 'expired') {
              setExpired(true);
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
  const { t } = usePaymentsText();
  const [kind, setKind] = useState<ProofKind>('policy');
  const verify = useVerifyOneTimePayer();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { policyNumber: '', policyHolder: '', zip: '', paymentNumber: '', accountNumber: '' },
    validate: {
      policyNumber: (v) => (kind === 'account' ? null : specRule('VerifyOneTimeRequest', 'policyNumber', () => t('oneTime.policyNumber'))(v)),
      policyHolder: (v) => (kind === 'payment' ? null : specRule('VerifyOneTimeRequest', 'policyHolder', () => t('oneTime.policyHolder'))(v)),
      zip: (v) =>
        kind === 'payment' ? null : specRule('VerifyOneTimeRequest', 'zip', () => t('common.billingZip'), { pattern: () => t('oneTime.zipPattern') })(v),
      paymentNumber: (v) =>
        kind === 'payment'
          ? specRule('VerifyPaymentNumberRequest', 'paymentNumber', () => t('oneTime.paymentNumber'), { pattern: () => t('oneTime.paymentNumberPattern') })(v)
          : null,
      accountNumber: (v) =>
        kind === 'account'
          ? specRule('VerifyAccountNumberRequest', 'accountNumber', () => t('oneTime.accountNumber'), { pattern: () => t('oneTime.accountNumberPattern') })(v)
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
    <form onSubmit={onSubmit} noValidate aria-label={t('oneTime.formLabel')}>
      <Stack gap="sm">
        <Text>{t('oneTime.intro')}</Text>
        {failure && <FormErrorAlert title={t('oneTime.verifyFailed')} errors={failure.errors} />}
        <SegmentedControl
          aria-label={t('oneTime.findBy')}
          value={kind}
          onChange={(v) => setKind(v as ProofKind)}
          data={PROOF_KINDS.map((k) => ({ value: k.value, label: t(k.label) }))}
        />
        {kind !== 'account' && (
          <SpecTextInput schema="VerifyOneTimeRequest" field="policyNumber" form={form} label={t('oneTime.policyNumber')} autoComplete="off" />
        )}
        {kind === 'account' && (
          <SpecTextInput schema="VerifyAccountNumberRequest" field="accountNumber" form={form} label={t('oneTime.accountNumber')} autoComplete="off" />
        )}
        {kind === 'payment' && (
          <SpecTextInput schema="VerifyPaymentNumberRequest" field="paymentNumber" form={form} label={t('oneTime.paymentNumber')} autoComplete="off" />
        )}
        {kind !== 'payment' && (
          <>
            <SpecTextInput schema="VerifyOneTimeRequest" field="policyHolder" form={form} label={t('oneTime.policyHolder')} autoComplete="name" />
            <SpecTextInput schema="VerifyOneTimeRequest" field="zip" form={form} label={t('common.billingZip')} autoComplete="postal-code" />
          </>
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('oneTime.findPolicy')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
