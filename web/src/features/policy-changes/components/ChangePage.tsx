import { Alert, Box, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { errorLines } from '@/forms/serverErrors';
import type { PolicyChangeGateway, RateView, SavedChange, SavedData } from '../gateway';
import { POLICY_CHANGES_EN, usePolicyChangesText } from '../i18n';
import type { ChangePolicy } from '../model';
import { type ActionName, actionKey, type ChangeAction, changeTitle, needsFraudWarning } from '../rules/menu';
import { restoredEffectiveDate, saveOnLoad } from '../rules/savedChange';
import { AddDriverWizard } from './AddDriverWizard';
import { ChangeMenu } from './ChangeMenu';
import { CreditorWizard } from './CreditorWizard';
import { DeleteWizard } from './DeleteWizard';
import { EffectiveDateStep } from './EffectiveDateStep';
import { AgencyInfoButton, BusyOverlay, type BusyText, ChangeErrorModal, FraudWarningModal, LeaveGuard, ALERT_STYLES } from './parts';
import { VehicleWizard } from './VehicleWizard';

/** What a wizard may ask of the page: rating, completing and leaving go through it (busy texts, errors, the save). */
export interface WizardHost {
  policy: ChangePolicy;
  effectiveDate: string;
  change: ChangeAction;
  gateway: PolicyChangeGateway;
  initial: SavedData;
  /** The wizard's latest data, kept for Save and Exit. */
  onData: (data: SavedData) => void;
  /** Runs a rate call under "Generating rate"; null when it failed (the error modal is shown). */
  rate: (call: () => Promise<RateView>) => Promise<RateView | null>;
  /** Confirms the rate under "Finalizing changes", deletes the save; true when done. */
  complete: (rate: RateView, success: SuccessText) => Promise<boolean>;
  /** Removes a pending rate that an edit made stale. */
  dropRate: (rate: RateView) => Promise<void>;
  /** Back from the wizard's first step: the menu. */
  onExitToMenu: () => void;
}

/** A success message's lines: their keys under `success` in the catalogue. */
export type SuccessLine = keyof typeof POLICY_CHANGES_EN.success;

export interface SuccessText {
  lines: SuccessLine[];
  /** The deleted vehicle or driver, for the deletion message. */
  deleted?: string;
}

/** The success lines in English (the spec's fixed texts, as the tests read them). */
export const SAVED_SUCCESS = POLICY_CHANGES_EN.success.saved;
export const CONFIRMATION_EMAIL = POLICY_CHANGES_EN.success.email;
export const DELETION_SUCCESS = POLICY_CHANGES_EN.success.deletion;

type Phase =
  | { kind: 'loading' }
  | { kind: 'menu' }
  | { kind: 'date'; savedDateExpired?: boolean }
  | { kind: 'fraud' }
  | { kind: 'wizard' }
  | { kind: 'done'; success: SuccessText };

/**
 * /policy/update/{policyNumber} (doc 3 §2, §4): the menu, the effective date, the wizards, the
 * saved change, Save and Exit, Cancel, the busy overlay and the leave guard.
 */
export function ChangePage({
  policy,
  gateway,
  onLeave,
  onCompleted,
}: {
  policy: ChangePolicy;
  gateway: PolicyChangeGateway;
  /** Goes to the home route (/). */
  onLeave: () => void;
  /** The policy changed: its lists reload. */
  onCompleted?: () => void;
}) {
  const { t } = usePolicyChangesText();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [change, setChange] = useState<ChangeAction | null>(null);
  const [effectiveDate, setEffectiveDate] = useState<string | null>(null);
  const [initial, setInitial] = useState<SavedData>({});
  const [busy, setBusy] = useState<BusyText | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [save, setSave] = useState<SavedChange | null>(null);
  const [promptOpen, setPromptOpen] = useState(false);
  const [discardError, setDiscardError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  // The wizard's latest data, for Save and Exit (no re-render on each keystroke).
  const data = useRef<SavedData>({});
  const guard = useRef(false);
  useEffect(() => {
    guard.current = phase.kind === 'wizard' || phase.kind === 'fraud';
  }, [phase.kind]);

  // On load: fetch the saved change; a stale rated save goes quietly, any other is offered back.
  useEffect(() => {
    let live = true;
    void (async () => {
      setBusy('loadingSave');
      try {
        const found = await gateway.getSave(policy.policyNumber);
        if (!live) return;
        const decision = saveOnLoad(found && { hasRate: !!found.data.rate }, policy);
        if (decision === 'deleteQuietly') await gateway.deleteSave(policy.policyNumber);
        if (decision === 'prompt' && found) {
          setSave(found);
          setPromptOpen(true);
        }
      } catch {
        // No save to offer: the menu still works.
      } finally {
        if (live) {
          setBusy(null);
          setPhase((p) => (p.kind === 'loading' ? { kind: 'menu' } : p));
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [gateway, policy]);

  const leave = () => {
    guard.current = false;
    onLeave();
  };

  const report = (e: unknown) => {
    const message = errorLines(e).join(' ');
    setError(message);
    if (policy.agency.emails.length > 0) void gateway.sendErrorEmail({ policyNumber: policy.policyNumber, errorMessage: message }).catch(() => undefined);
  };

  const startWizard = (next: ChangeAction) => (needsFraudWarning(next) ? setPhase({ kind: 'fraud' }) : setPhase({ kind: 'wizard' }));

  const continueSave = () => {
    if (!save) return;
    setPromptOpen(false);
    setChange({ type: save.type, action: save.action });
    setInitial(save.data);
    data.current = save.data;
    const date = restoredEffectiveDate(save.effectiveDate, policy.minimumEffectiveDate, policy.maximumEffectiveDate);
    if (date) {
      setEffectiveDate(date);
      setPhase({ kind: 'wizard' });
    } else {
      setPhase({ kind: 'date', savedDateExpired: true });
    }
  };

  const discardSave = async () => {
    setBusy('deletingSave');
    try {
      await gateway.deleteSave(policy.policyNumber);
      const rate = save?.data.rate;
      if (rate && policy.hasPendingEndorsement) await dropRateNow(rate);
      setPromptOpen(false);
      setSave(null);
    } catch (e) {
      setDiscardError(errorLines(e).join(' '));
    } finally {
      setBusy(null);
    }
  };

  const dropRateNow = (rate: RateView) =>
    gateway.deleteRate({
      policyNumber: policy.policyNumber,
      policyId: policy.policyId,
      effectiveDate: rate.effectiveDate,
      policyImageNum: rate.policyImageNum,
      transactionDate: rate.transactionDate,
    });

  const saveAndExit = async () => {
    if (!change || !effectiveDate) return;
    setBusy('saving');
    try {
      await gateway.save(policy.policyNumber, { ...change, id: save?.id, effectiveDate, data: data.current });
      setBusy(null);
      leave();
    } catch (e) {
      setBusy(null);
      report(e);
    }
  };

  const cancelChange = async () => {
    setConfirmCancel(false);
    setBusy('canceling');
    try {
      if (data.current.rate) await dropRateNow(data.current.rate);
      await gateway.deleteSave(policy.policyNumber);
    } catch {
      // Cancel still leaves: a stale rate is removed on the next visit.
    }
    setBusy(null);
    leave();
  };

  const host: WizardHost | null =
    change && effectiveDate
      ? {
          policy,
          effectiveDate,
          change,
          gateway,
          initial,
          onData: (d) => {
            data.current = d;
          },
          rate: async (call) => {
            setBusy('generatingRate');
            try {
              return await call();
            } catch (e) {
              report(e);
              return null;
            } finally {
              setBusy(null);
            }
          },
          complete: async (rate, success) => {
            setBusy('finalizing');
            try {
              await gateway.confirm({
                policyNumber: policy.policyNumber,
                policyId: policy.policyId,
                effectiveDate: rate.effectiveDate,
                policyImageNum: rate.policyImageNum,
                emailDetails: rate.emailDetails,
              });
              await gateway.deleteSave(policy.policyNumber).catch(() => undefined);
              setPhase({ kind: 'done', success });
              onCompleted?.();
              return true;
            } catch (e) {
              await gateway.deleteSave(policy.policyNumber).catch(() => undefined);
              report(e);
              return false;
            } finally {
              setBusy(null);
            }
          },
          dropRate: async (rate) => {
            await dropRateNow(rate).catch(() => undefined);
          },
          onExitToMenu: () => {
            setChange(null);
            setPhase({ kind: 'menu' });
          },
        }
      : null;

  const title = changeTitle(policy.policyNumber, phase.kind === 'menu' || phase.kind === 'loading' ? null : change);

  return (
    <Box pos="relative" mih={320}>
      <BusyOverlay text={busy} />
      <LeaveGuard guard={guard} />
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <AgencyInfoButton agency={policy.agency} />
      </Group>

      {phase.kind === 'menu' && (
        <ChangeMenu
          policy={policy}
          onPick={(next) => {
            setChange(next);
            setInitial({});
            data.current = {};
            setPhase({ kind: 'date' });
          }}
        />
      )}

      {phase.kind === 'date' && (
        <EffectiveDateStep
          min={policy.minimumEffectiveDate}
          max={policy.maximumEffectiveDate}
          initial={effectiveDate}
          notice={phase.savedDateExpired ? t('effectiveDate.savedOutOfRange') : undefined}
          onCancel={leave}
          onContinue={(date) => {
            setEffectiveDate(date);
            if (change) startWizard(change);
          }}
        />
      )}

      <FraudWarningModal opened={phase.kind === 'fraud'} onContinue={() => setPhase({ kind: 'wizard' })} onCancel={() => setPhase({ kind: 'date' })} />

      {/* eslint-disable-next-line react-hooks/refs -- host's functions touch refs only when a wizard's buttons call them, never while rendering */}
      {phase.kind === 'wizard' && host && (
        <Stack gap="lg">
          <WizardFor host={host} />
          <Group gap="sm" wrap="wrap" style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 'var(--mantine-spacing-md)' }}>
            <Button variant="default" onClick={() => void saveAndExit()}>
              {t('page.saveAndExit')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setConfirmCancel(true)}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      )}

      {phase.kind === 'done' && (
        <Stack maw={560} data-testid="change-success">
          <Alert styles={ALERT_STYLES} color="green" title={t('page.success')}>
            {phase.success.lines.map((l) => (
              <Text key={l}>{t(`success.${l}`)}</Text>
            ))}
            {phase.success.deleted && <Text fw={600}>{phase.success.deleted}</Text>}
          </Alert>
          <Group>
            <Button onClick={leave}>{t('page.done')}</Button>
          </Group>
        </Stack>
      )}

      <Modal opened={promptOpen} onClose={() => setPromptOpen(false)} title={t('page.savedTitle')} centered closeOnClickOutside={false} withCloseButton={false}>
        <Stack>
          <Text>{t('page.savedText', { change: save ? t(`savedKinds.${actionKey(save).slice('actions.'.length) as ActionName}`) : '' })}</Text>
          {discardError && (
            <Alert styles={ALERT_STYLES} color="red" role="alert">
              {t('page.failedToClear', { error: discardError })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void discardSave()}>
              {t('page.discard')}
            </Button>
            <Button onClick={continueSave}>{t('common.continue')}</Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={confirmCancel} onClose={() => setConfirmCancel(false)} title={t('page.cancelTitle')} centered>
        <Stack>
          <Text>{t('page.cancelText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmCancel(false)}>
              {t('common.no')}
            </Button>
            <Button color="red.9" onClick={() => void cancelChange()}>
              {t('page.yesCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <ChangeErrorModal error={error} policyNumber={policy.policyNumber} agency={policy.agency} onClose={() => setError(null)} />
    </Box>
  );
}

function WizardFor({ host }: { host: WizardHost }) {
  const { type, action } = host.change;
  if (type === 'vehicle' && (action === 'add' || action === 'replace')) return <VehicleWizard host={host} />;
  if (type === 'vehicle' && action === 'delete') return <DeleteWizard host={host} kind="vehicle" />;
  if (type === 'driver' && action === 'delete') return <DeleteWizard host={host} kind="driver" />;
  if (type === 'driver' && action === 'add') return <AddDriverWizard host={host} />;
  return <CreditorWizard host={host} />;
}
