import { Alert, Button, Checkbox, Group, List, Modal, Stack, Stepper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useCallback, useId, useMemo, useReducer, useState } from 'react';
import { MOBILE_QUERY } from '@/breakpoints';
import type { FormFailure } from '@/forms/serverErrors';
import { useServerCall } from '@/forms/useServerCall';
import type { AgentOptions, PaymentGateway, PaymentSettingsView, PaymentSubmission } from '../gateway';
import { useTimeLeft } from '../hooks/useTimeLeft';
import { type PolicyForPayment, hasAnythingToPay, payablesOf, selectedTotal } from '../rules/paymentOptions';
import { type ConfirmationLine, submitFailure, summarizeResult } from '../rules/result';
import { usePaymentsText } from '../i18n';
import { checkSelection } from '../rules/selectionValidation';
import { canAddMethod, checkPaymentInfo, splitAllowed } from '../rules/splitValidation';
import { formatTimeLeft } from '../rules/timer';
import {
  STEP_KEYS,
  type PaymentMethod,
  type WalletChoice,
  type WizardState,
  initialWizard,
  methodAmounts,
  methodComplete,
  wizardReducer,
} from '../rules/wizardState';
import type { CardEntryProps } from './CardMethod';
import { ConfirmStep } from './ConfirmStep';
import { PaymentInfoStep } from './PaymentInfoStep';
import { ResultStep } from './ResultStep';
import { SelectPoliciesStep } from './SelectPoliciesStep';

export interface PayNowWizardProps {
  opened: boolean;
  /** Closed by the user, after the result, or because the card session expired. */
  onClose: (reason: 'cancel' | 'done' | 'expired') => void;
  policies: readonly PolicyForPayment[];
  settings: PaymentSettingsView;
  gateway: PaymentGateway;
  CardEntry: ComponentType<CardEntryProps>;
  /** The /{policyNumber}/paynow deep link's policy. */
  preselect?: string;
  emailAddress?: string;
  /** Only for a staff member signed in as the customer: offers the bypass options. Never for a customer. */
  agent?: AgentOptions | null;
  /** Query keys to refresh after an approved payment (balances and due flags change at once). */
  invalidateOnPaid?: readonly (readonly unknown[])[];
  title?: string;
  /**
   * The signed-in customer's wallet items: offered as a payment method in the single-method form
   * when the settings turn the wallet and allowUseOfWalletItems on. The one-time flow never passes them.
   */
  walletItems?: readonly WalletChoice[];
  /** A signed-in customer may tick "Add to wallet" on a new card or bank account (with isWalletEnabled); never the one-time flow. */
  canAddToWallet?: boolean;
}

/** The Pay Now wizard (doc 2 §2, §4) in a modal: select, payment information, confirm, result. */
export function PayNowWizard(props: PayNowWizardProps) {
  const { t } = usePaymentsText();
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  return (
    <Modal
      opened={props.opened}
      onClose={() => props.onClose('cancel')}
      title={props.title ?? t('common.payNow')}
      size="xl"
      fullScreen={mobile}
      closeOnClickOutside={false}
    >
      {props.opened && <WizardBody {...props} />}
    </Modal>
  );
}

function WizardBody({
  onClose,
  policies,
  settings,
  gateway,
  CardEntry,
  preselect,
  emailAddress,
  agent,
  invalidateOnPaid = [],
  walletItems,
  canAddToWallet = false,
}: PayNowWizardProps) {
  const { t } = usePaymentsText();
  const payables = useMemo(() => payablesOf(policies), [policies]);
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => initialWizard(payables, { preselect, emailAddress }));
  const [bypass, setBypass] = useState({ amount: false, email: false });
  const [attempted, setAttempted] = useState(false);
  // What the submission answered; summarised on each render, so the result follows the language.
  const [outcome, setOutcome] = useState<{ lines: ConfirmationLine[] } | { failure: string } | null>(null);
  const result = outcome === null ? null : 'lines' in outcome ? summarizeResult(outcome.lines) : submitFailure(outcome.failure);
  const queryClient = useQueryClient();
  const tooltipId = useId();

  const expire = useCallback(() => onClose('expired'), [onClose]);
  const timeLeft = useTimeLeft(state.step === 3 ? [] : state.issuedOn, expire);

  const selection = checkSelection(state.lines, payables, {
    maximumVendorCents: settings.maximumVendorCents,
    phone: settings.phone,
    bypassAmountCheck: !!agent && bypass.amount,
  });
  const total = selectedTotal(state.lines);
  const selectedCount = state.lines.filter((l) => l.selected && !l.removed).length;
  // "Add to wallet" (doc 2 §3): a signed-in customer's new card or bank account in the single form.
  const offerAddToWallet = canAddToWallet && settings.isWalletEnabled;
  const addingToWallet = (m: PaymentMethod) => offerAddToWallet && !split && m.kind !== 'wallet' && m.addToWallet;
  const splitOffered = splitAllowed(settings, selectedCount) && settings.numberOfPaymentMethodsToAllowOnSplitPayments > 1;
  const split = state.split && splitOffered;
  const effective: WizardState = split === state.split ? state : { ...state, split, methods: state.methods.slice(0, 1) };
  const amounts = methodAmounts(effective);
  const infoErrors = checkPaymentInfo(
    effective.methods.map((m, i) => ({
      amountCents: amounts[i] ?? 0,
      // A bank account saved to the wallet also needs the holder's names.
      complete: methodComplete(m) && !(addingToWallet(m) && m.kind === 'bank' && !(m.bank.firstName?.trim() && m.bank.lastName?.trim())),
      addToWallet: addingToWallet(m),
      walletNickname: m.walletNickname,
    })),
    total,
    { emailAddress: state.emailAddress, bypassEmailCheck: !!agent && bypass.email },
    split,
  );
  const stepErrors = state.step === 0 ? selection.errors : state.step === 1 ? infoErrors : [];

  const submission: PaymentSubmission = {
    emailAddress: state.emailAddress.trim(),
    policies: state.lines
      .filter((l) => l.selected && !l.removed)
      .map((l) => ({
        policyNumber: l.policyNumber,
        accountNumber: payables.find((p) => p.policyNumber === l.policyNumber)?.accountNumber ?? null,
        amountCents: l.amountCents,
        paymentOption: l.paymentOption,
      })),
    sources: effective.methods.map((m, i) => {
      const save = addingToWallet(m) ? { addToWallet: { nickname: m.walletNickname } } : {};
      return m.kind === 'card' && m.card
        ? { kind: 'card', amountCents: amounts[i] ?? 0, card: m.card, ...save }
        : m.kind === 'wallet' && m.walletItem
          ? { kind: 'wallet', amountCents: amounts[i] ?? 0, item: m.walletItem }
          : { kind: 'bank', amountCents: amounts[i] ?? 0, bank: m.bank, ...save };
    }),
    ...(agent ? { bypassAmountCheck: bypass.amount, bypassEmailCheck: bypass.email } : {}),
  };
  const hasCard = effective.methods.some((m) => m.kind === 'card' || (m.kind === 'wallet' && m.walletItem?.fundingCategory !== 'Check'));

  // The fee is shown only when the fee check says so, and never on bank payments (doc 2 §9).
  const feeCheck = useQuery({
    queryKey: ['payments', 'shouldCalculateFee'],
    queryFn: () => gateway.shouldCalculateFee(),
    enabled: state.step === 2 && hasCard,
    retry: false,
  });
  const fee = useQuery({
    queryKey: ['payments', 'fee', submission],
    queryFn: () => gateway.calculateFee(submission),
    enabled: state.step === 2 && hasCard && feeCheck.data === true,
    retry: false,
  });
  // Fee lookup failures are only logged; the fee stays empty (doc 2 §8).
  if (fee.error) console.warn('Fee lookup failed', fee.error);
  const feeCents = hasCard && feeCheck.data === true && fee.data !== undefined ? fee.data : null;

  const submit = useMutation({
    mutationKey: ['payments', 'submit'],
    mutationFn: ({ key }: { key: string }) => gateway.submit(submission, key),
    onSuccess: async (lines) => {
      setOutcome({ lines });
      dispatch({ type: 'goto', step: 3 });
      if (lines.some((l) => l.success)) await Promise.all(invalidateOnPaid.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  // A refusal of the whole payment is a result (Failed!, 'Error: {message}'). A failure that is
  // not a refusal (the network, a 409 while the first try runs) keeps the key, so pressing
  // Confirm again retries the same submission and cannot charge twice.
  const isRefusal = (failure: FormFailure) => typeof failure.status === 'number' && failure.status < 500 && failure.status !== 409;
  const confirming = useServerCall((key: string) => submit.mutateAsync({ key }), {
    onFailure: (failure) => {
      if (!isRefusal(failure)) return;
      setOutcome({ failure: failure.errors.join(' ') });
      dispatch({ type: 'goto', step: 3 });
    },
  });
  const confirmFailure = confirming.failure && !isRefusal(confirming.failure) ? confirming.failure.errors.join(' ') || t('wizard.sendFailed') : null;

  if (!settings.canMakePayments) {
    return (
      <Stack>
        <Alert color="red" variant="light" role="alert">
          {t('wizard.paymentsOff', { phone: settings.phone })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={() => onClose('cancel')}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );
  }
  // On the result the balances just refreshed may be zero (the payment paid them): the result stays.
  if (!hasAnythingToPay(payables) && state.step !== 3) {
    return (
      <Stack>
        <Text role="status">{t('wizard.zeroBalance')}</Text>
        <Group justify="flex-end">
          <Button onClick={() => onClose('cancel')}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );
  }

  const next = () => {
    setAttempted(true);
    if (stepErrors.length > 0) return;
    setAttempted(false);
    dispatch({ type: 'goto', step: (state.step + 1) as 1 | 2 });
  };
  const confirm = () => {
    const key = state.idempotencyKey ?? crypto.randomUUID();
    dispatch({ type: 'confirming', key });
    void confirming.call(key);
  };

  const blocked = stepErrors.length > 0;
  return (
    <Stack gap="md">
      {state.step < 3 && (
        <Stepper active={state.step} size="sm" allowNextStepsSelect={false} aria-label={t('wizard.progress')}>
          {STEP_KEYS.slice(0, 3).map((key) => (
            <Stepper.Step key={key} label={t(`wizard.steps.${key}`)} />
          ))}
        </Stepper>
      )}
      {timeLeft !== null && state.step < 3 && (
        <Text ta="right" size="sm" data-testid="time-left" aria-live="off">
          {t('common.timeLeft', { time: formatTimeLeft(timeLeft) })}
        </Text>
      )}
      <Text fw={600} component="h3" m={0}>
        {t(`wizard.steps.${STEP_KEYS[state.step]}`)}
      </Text>
      {agent && state.step < 2 && (
        <Group gap="md" data-testid="agent-bypass">
          <Checkbox label={t('wizard.bypassAmount')} checked={bypass.amount} onChange={(e) => setBypass((b) => ({ ...b, amount: e.currentTarget.checked }))} />
          <Checkbox label={t('wizard.bypassEmail')} checked={bypass.email} onChange={(e) => setBypass((b) => ({ ...b, email: e.currentTarget.checked }))} />
        </Group>
      )}
      {state.step === 0 && <SelectPoliciesStep payables={payables} lines={state.lines} check={selection} dispatch={dispatch} />}
      {state.step === 1 && (
        <PaymentInfoStep
          state={effective}
          dispatch={dispatch}
          payables={payables}
          gateway={gateway}
          CardEntry={CardEntry}
          splitOffered={splitOffered}
          canAddMethod={canAddMethod(effective.methods.length, settings)}
          totalCents={total}
          showErrors={attempted}
          frame={settings.frame}
          walletItems={settings.isWalletEnabled && settings.allowUseOfWalletItems ? (walletItems ?? []) : []}
          offerAddToWallet={offerAddToWallet}
        />
      )}
      {state.step === 2 && (
        <ConfirmStep
          payables={payables}
          lines={state.lines}
          methods={effective.methods}
          amounts={amounts}
          emailAddress={state.emailAddress}
          feeCents={feeCents}
          feeLoading={feeCheck.isFetching || fee.isFetching}
          failure={confirmFailure}
        />
      )}
      {state.step === 3 && result && <ResultStep result={result} />}
      {attempted && blocked && (
        <Alert color="red" variant="light" role="alert" data-testid="step-errors">
          <List size="sm">
            {stepErrors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="space-between" mt="sm">
        <Group gap="xs">
          {state.step < 3 && (
            <Button variant="default" onClick={() => onClose('cancel')}>
              {t('common.cancel')}
            </Button>
          )}
          {(state.step === 1 || state.step === 2) && (
            <Button variant="default" onClick={() => dispatch({ type: 'back' })} disabled={submit.isPending}>
              {t('common.back')}
            </Button>
          )}
        </Group>
        {state.step < 2 && (
          <Tooltip
            label={
              <List size="sm" c="white">
                {stepErrors.map((e) => (
                  <List.Item key={e}>{e}</List.Item>
                ))}
              </List>
            }
            disabled={!blocked}
            events={{ hover: true, focus: true, touch: true }}
            multiline
            w={280}
          >
            <Button onClick={next} data-disabled={blocked || undefined} aria-disabled={blocked} aria-describedby={blocked ? tooltipId : undefined}>
              {t('common.continue')}
            </Button>
          </Tooltip>
        )}
        {blocked && <VisuallyHidden id={tooltipId}>{stepErrors.join('. ')}</VisuallyHidden>}
        {state.step === 2 && (
          <Button onClick={confirm} loading={submit.isPending}>
            {t('common.confirm')}
          </Button>
        )}
        {state.step === 3 && <Button onClick={() => onClose('done')}>{t('common.close')}</Button>}
      </Group>
    </Stack>
  );
}
