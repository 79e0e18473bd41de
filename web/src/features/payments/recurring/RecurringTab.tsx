import type { Policy, RecurringPaymentInfo, WalletItem } from '@portal/generated-client';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { NoResults, PolicyIcon, policyStatusLabel, policyTitle } from '@/features/policies';
import { errorLines } from '@/forms/serverErrors';
import { ConfirmAction } from '../components/ConfirmAction';
import { formatDate, formatPhone } from '@/lib/format';
import type { CardEntryProps } from '../components/CardMethod';
import type { FrameSettings, PaymentGateway } from '../gateway';
import { CANCEL_PAY_PLAN_ID, type RecurringActions, dayOfMonth, recurringActions } from '../rules/recurring';
import { currentLanguage } from '@/i18n';
import { usePaymentsText } from '../i18n';
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

/*
 * The catalogue's recurring.*: notChangeable (doc 2 §4: edit and cancel only for In-Force, Future
 * or Pending policies not in notice of cancellation), contactAgentAccount (an account bill's
 * recurring payment is set by the agent), contactAgentPpa (PPA is paid by card; a bank account
 * goes through the agent), cancelled (shown after a cancellation).
 */

/**
 * The Monthly recurring payments tab of /payments (doc 2 §2, §4 Recurring payments): each
 * current policy with its recurring payment, Set Up or Update (the Recurring payment wizard) and
 * Cancel (after a confirmation), as the API's rules for the policy allow.
 */
export function RecurringTab({ policies, ...setup }: RecurringTabProps) {
  const { t } = usePaymentsText();
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
          closeButtonLabel={t('common.dismiss')}
        >
          {notice.text}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {current.map((p) => (
          <RecurringCard key={p.policyId} policy={p} {...setup} onNotice={setNotice} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One policy's card; `setup` is the tab's wallet, email, frame and gateway, handed to the wizard as they are. */
function RecurringCard({
  policy,
  onNotice,
  ...setup
}: Omit<RecurringTabProps, 'policies'> & { policy: Policy; onNotice: (n: { color: 'green' | 'red'; text: string } | null) => void }) {
  const { t } = usePaymentsText();
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
          {policyStatusLabel(policy.statusText)}
          {policy.billing.accountNumber ? t('balances.accountSuffix', { account: policy.billing.accountNumber }) : ''}
        </Text>
        {info.isPending ? (
          <Stack gap={6} aria-busy="true" aria-label={t('recurring.loading', { policyNumber: policy.policyNumber })}>
            <Skeleton height={14} width="70%" />
            <Skeleton height={28} width={160} />
          </Stack>
        ) : info.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('recurring.loadFailed', { errors: errorLines(info.error).join(' ') })}
          </Alert>
        ) : (
          <CardBody
            policy={policy}
            info={info.data}
            actions={recurringActions(info.data, policy)}
            frameReady={setup.frame !== null}
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
      {wizard && info.data && setup.frame && (
        <RecurringWizard
          policy={policy}
          info={info.data}
          {...setup}
          frame={setup.frame}
          onClose={(reason) => {
            setWizard(false);
            if (reason === 'expired') onNotice({ color: 'red', text: t('common.timeExpired') });
          }}
        />
      )}
      <Modal opened={cancelling} onClose={() => setCancelling(false)} title={t('common.areYouSure')}>
        {cancelling && (
          <CancelConfirm
            policy={policy}
            onDone={(cancelled) => {
              setCancelling(false);
              if (cancelled) onNotice({ color: 'green', text: t('recurring.cancelled', { policyNumber: policy.policyNumber }) });
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
  const { t } = usePaymentsText();
  const setup = info.recurringPayment;
  const agencyPhone = policy.agency.phones[0];
  const agent = `${
    !policy.agency.displayName
      ? ''
      : agencyPhone
        ? t('recurring.agentSuffixPhone', { agency: policy.agency.displayName, phone: formatPhone(agencyPhone) })
        : t('recurring.agentSuffix', { agency: policy.agency.displayName })
  }.`;
  const whyId = `recurring-why-${policy.policyNumber}`;
  return (
    <Stack gap={6}>
      {setup ? (
        <Text size="sm" data-testid="recurring-setup">
          {t('recurring.paidBy', {
            method: methodText(setup),
            day: dayOfMonth(setup.deductionDay, currentLanguage()),
            next: formatDate(setup.nextPaymentDate),
            notice: formatDate(setup.noticeDate),
          })}
        </Text>
      ) : (
        <Text size="sm" data-testid="recurring-setup">
          {t('recurring.none')}
        </Text>
      )}
      {actions.paymentRequired && (
        <Alert color="amber" variant="light" title={t('recurring.paymentRequired')} p="xs">
          {t('recurring.balanceDue')}
        </Alert>
      )}
      {actions.contactAgent === 'account' && <Text size="sm">{t('recurring.contactAgentAccount') + agent}</Text>}
      {actions.contactAgent === 'ppa' && <Text size="sm">{t('recurring.contactAgentPpa') + agent}</Text>}
      {!info.canEdit && (
        <Text size="sm" id={whyId}>
          {t('recurring.notChangeable')}
        </Text>
      )}
      <Group gap="xs" mt={4}>
        {actions.contactAgent !== 'account' && (
          <Button
            size="xs"
            onClick={onSetUp}
            disabled={!actions.canSetUp || !frameReady}
            aria-describedby={!info.canEdit ? whyId : undefined}
            aria-label={t(setup ? 'recurring.updateLabel' : 'recurring.setUpLabel', { policyNumber: policy.policyNumber })}
          >
            {setup ? t('recurring.update') : t('recurring.setUp')}
          </Button>
        )}
        {setup && (
          <Button
            size="xs"
            variant="default"
            onClick={onCancel}
            disabled={!actions.canCancel}
            aria-describedby={!info.canEdit ? whyId : undefined}
            aria-label={t('recurring.cancelLabel', { policyNumber: policy.policyNumber })}
          >
            {t('recurring.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The cancel confirmation (doc 2 §4): sends pay plan 15; the policies reload after it. */
function CancelConfirm({ policy, onDone }: { policy: Policy; onDone: (cancelled: boolean) => void }) {
  const { t } = usePaymentsText();
  const cancel = useCancelRecurring();
  return (
    <ConfirmAction
      question={t('recurring.cancelQuestion', { policyNumber: policy.policyNumber })}
      confirmLabel={t('recurring.cancelYes')}
      errorPrefix={t('common.error')}
      run={() =>
        cancel.mutateAsync({
          payPlanId: CANCEL_PAY_PLAN_ID,
          policyId: policy.policyId,
          policyNumber: policy.policyNumber,
          imageNumber: policy.policyImageNum,
          userAgreedWithTerms: true,
        })
      }
      onDone={onDone}
    />
  );
}
