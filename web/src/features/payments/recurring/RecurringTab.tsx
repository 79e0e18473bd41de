import type { Policy, RecurringPaymentInfo, WalletItem } from '@portal/generated-client';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { NoResults, PolicyIcon, policyTitle } from '@/features/policies';
import { errorLines } from '@/forms/serverErrors';
import { formatDate, formatPhone } from '@/lib/format';
import type { CardEntryProps } from '../components/CardMethod';
import type { FrameSettings, PaymentGateway } from '../gateway';
import { BALANCE_DUE_NOT_ALLOWED, CANCEL_PAY_PLAN_ID, PAYMENT_REQUIRED, type RecurringActions, ordinal, recurringActions } from '../rules/recurring';
import { TIME_EXPIRED } from '../rules/timer';
import { recurringQueryOptions, useCancelRecurring } from './queries';
import { methodText } from '../rules/methodText';
import { RecurringWizard } from './RecurringWizard';

export interface RecurringTabProps {
  policies: readonly Policy[];
  /** The wallet items recurring payments may charge (empty when the wallet or its use is off). */
  walletItems: readonly WalletItem[];
  /** The profile's email: where notices go unless the setup names another. */
  emailAddress: string;
  /** The recurring card frame's settings; null until the payment settings are loaded (no card then). */
  frame: FrameSettings | null;
  gateway: Pick<PaymentGateway, 'cardSession' | 'bankName'>;
  CardEntry: ComponentType<CardEntryProps>;
}

/** Doc 2 §4: edit and cancel only for In-Force, Future or Pending policies not in notice of cancellation. */
export const NOT_CHANGEABLE = 'Recurring payments can be changed only for In-Force, Future or Pending policies that are not in notice of cancellation.';
/** Doc 2 §4: an account bill's recurring payment is set by the agent. */
export const CONTACT_AGENT_ACCOUNT = 'Recurring payments for an account bill are set up by your agent. Please contact your agent';
/** Doc 2 §4: PPA is paid by card; a bank account goes through the agent. */
export const CONTACT_AGENT_PPA = 'Auto policies are paid monthly by credit or debit card. To pay by bank account, please contact your agent';
/** Shown after a cancellation. */
export const CANCELLED = (policyNumber: string) => `The recurring payment of ${policyNumber} is cancelled. The policy is billed monthly again.`;

/**
 * The Monthly recurring payments tab of /payments (doc 2 §2, §4 Recurring payments): each
 * current policy with its recurring payment, Set Up or Update (the Recurring payment wizard) and
 * Cancel (after a confirmation), as the API's rules for the policy allow.
 */
export function RecurringTab({ policies, walletItems, emailAddress, frame, gateway, CardEntry }: RecurringTabProps) {
  const current = policies.filter((p) => !p.isRenewal);
  const [notice, setNotice] = useState<{ color: 'green' | 'red'; text: string } | null>(null);
  if (current.length === 0) return <NoResults />;
  return (
    <Stack gap="sm">
      {notice && (
        <Alert
          color={notice.color}
          variant="light"
          role={notice.color === 'red' ? 'alert' : 'status'}
          withCloseButton
          onClose={() => setNotice(null)}
          closeButtonLabel="Dismiss"
        >
          {notice.text}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {current.map((p) => (
          <RecurringCard
            key={p.policyId}
            policy={p}
            walletItems={walletItems}
            emailAddress={emailAddress}
            frame={frame}
            gateway={gateway}
            CardEntry={CardEntry}
            onNotice={setNotice}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function RecurringCard({
  policy,
  walletItems,
  emailAddress,
  frame,
  gateway,
  CardEntry,
  onNotice,
}: Omit<RecurringTabProps, 'policies'> & { policy: Policy; onNotice: (n: { color: 'green' | 'red'; text: string } | null) => void }) {
  const info = useQuery(recurringQueryOptions(policy));
  const [wizard, setWizard] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const headingId = `recurring-${policy.policyNumber}`;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`recurring-${policy.policyNumber}`} component="section" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <PolicyIcon policyNumber={policy.policyNumber} size={22} />
          <Text fw={600} truncate id={headingId} component="h3" m={0} size="md">
            {policyTitle(policy)} · {policy.policyNumber}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {policy.statusText}
          {policy.billing.accountNumber ? ` · Account ${policy.billing.accountNumber}` : ''}
        </Text>
        {info.isPending ? (
          <Stack gap={6} aria-busy="true" aria-label={`Loading the recurring payment of ${policy.policyNumber}`}>
            <Skeleton height={14} width="70%" />
            <Skeleton height={28} width={160} />
          </Stack>
        ) : info.isError ? (
          <Alert color="red" variant="light" role="alert">
            The recurring payment could not be loaded: {errorLines(info.error).join(' ')} Try again later.
          </Alert>
        ) : (
          <CardBody
            policy={policy}
            info={info.data}
            actions={recurringActions(info.data, policy)}
            frameReady={frame !== null}
            onSetUp={() => {
              onNotice(null);
              setWizard(true);
            }}
            onCancel={() => {
              onNotice(null);
              setCancelling(true);
            }}
          />
        )}
      </Stack>
      {wizard && info.data && frame && (
        <RecurringWizard
          policy={policy}
          info={info.data}
          walletItems={walletItems}
          emailAddress={emailAddress}
          frame={frame}
          gateway={gateway}
          CardEntry={CardEntry}
          onClose={(reason) => {
            setWizard(false);
            if (reason === 'expired') onNotice({ color: 'red', text: TIME_EXPIRED });
          }}
        />
      )}
      <Modal opened={cancelling} onClose={() => setCancelling(false)} title="Are you sure?">
        {cancelling && (
          <CancelConfirm
            policy={policy}
            onDone={(cancelled) => {
              setCancelling(false);
              if (cancelled) onNotice({ color: 'green', text: CANCELLED(policy.policyNumber) });
            }}
          />
        )}
      </Modal>
    </Paper>
  );
}

function CardBody({
  policy,
  info,
  actions,
  frameReady,
  onSetUp,
  onCancel,
}: {
  policy: Policy;
  info: RecurringPaymentInfo;
  actions: RecurringActions;
  frameReady: boolean;
  onSetUp: () => void;
  onCancel: () => void;
}) {
  const setup = info.recurringPayment;
  const agencyPhone = policy.agency.phones[0];
  const agent = `${policy.agency.displayName ? ` (${policy.agency.displayName}${agencyPhone ? `, ${formatPhone(agencyPhone)}` : ''})` : ''}.`;
  const whyId = `recurring-why-${policy.policyNumber}`;
  return (
    <Stack gap={6}>
      {setup ? (
        <Text size="sm" data-testid="recurring-setup">
          Paid by {methodText(setup)} on the {ordinal(setup.deductionDay)} of each month. Next payment {formatDate(setup.nextPaymentDate)} (notice{' '}
          {formatDate(setup.noticeDate)}).
        </Text>
      ) : (
        <Text size="sm" data-testid="recurring-setup">
          No recurring payment is set up.
        </Text>
      )}
      {actions.paymentRequired && (
        <Alert color="amber" variant="light" title={PAYMENT_REQUIRED} p="xs">
          {BALANCE_DUE_NOT_ALLOWED}
        </Alert>
      )}
      {actions.contactAgent === 'account' && <Text size="sm">{CONTACT_AGENT_ACCOUNT + agent}</Text>}
      {actions.contactAgent === 'ppa' && <Text size="sm">{CONTACT_AGENT_PPA + agent}</Text>}
      {!info.canEdit && (
        <Text size="sm" id={whyId}>
          {NOT_CHANGEABLE}
        </Text>
      )}
      <Group gap="xs" mt={4}>
        {actions.contactAgent !== 'account' && (
          <Button
            size="xs"
            onClick={onSetUp}
            disabled={!actions.canSetUp || !frameReady}
            aria-describedby={!info.canEdit ? whyId : undefined}
            aria-label={`${setup ? 'Update' : 'Set Up'} the recurring payment of ${policy.policyNumber}`}
          >
            {setup ? 'Update' : 'Set Up'}
          </Button>
        )}
        {setup && (
          <Button
            size="xs"
            variant="default"
            onClick={onCancel}
            disabled={!actions.canCancel}
            aria-describedby={!info.canEdit ? whyId : undefined}
            aria-label={`Cancel Recurring Payment of ${policy.policyNumber}`}
          >
            Cancel Recurring Payment
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The cancel confirmation (doc 2 §4): sends pay plan 15; the policies reload after it. */
function CancelConfirm({ policy, onDone }: { policy: Policy; onDone: (cancelled: boolean) => void }) {
  const cancel = useCancelRecurring();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await cancel.mutateAsync({
        payPlanId: CANCEL_PAY_PLAN_ID,
        policyId: policy.policyId,
        policyNumber: policy.policyNumber,
        imageNumber: policy.policyImageNum,
        userAgreedWithTerms: true,
      });
      onDone(true);
    } catch (e) {
      setError(`Error: ${errorLines(e).join(' ')}`);
    }
  };
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Text>Cancel the monthly recurring payment of {policy.policyNumber}? Nothing more will be charged automatically; the policy is billed monthly.</Text>
      <Group gap="sm">
        <Button color="red.9" onClick={() => void confirm()} loading={cancel.isPending}>
          Yes, cancel it
        </Button>
        <Button variant="default" onClick={() => onDone(false)} disabled={cancel.isPending}>
          No
        </Button>
      </Group>
    </Stack>
  );
}
