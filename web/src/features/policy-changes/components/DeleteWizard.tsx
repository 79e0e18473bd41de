import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { RateView } from '../gateway';
import { deletableDrivers } from '../rules/menu';
import { autoSelected, scheduledDeletionWarning } from '../rules/scheduledDeletion';
import { RateReview } from './RateReview';
import type { WizardHost } from './ChangePage';
import { BackContinue, ALERT_STYLES } from './parts';
import { POLICY_CHANGES_EN, usePolicyChangesText } from '../i18n';
import { Trans } from '@/i18n';

export const DELETE_VEHICLE_QUESTION = POLICY_CHANGES_EN.delete.vehicleQuestion;
export const DELETE_DRIVER_QUESTION = POLICY_CHANGES_EN.delete.driverQuestion;

/**
 * Delete vehicle and delete driver (doc 3 §2): pick, confirm, review (rate), complete, success.
 * A scheduled deletion on or before the effective date warns; a single candidate is picked for you.
 */
export function DeleteWizard({ host, kind }: { host: WizardHost; kind: 'vehicle' | 'driver' }) {
  const { policy, effectiveDate, gateway } = host;
  const { t } = usePolicyChangesText();
  const candidates =
    kind === 'vehicle'
      ? policy.vehicles.map((v) => ({
          num: v.vehicleNum,
          displayName: `${v.year} ${v.make} ${v.model}`,
          deleteFutureEffectiveDate: v.deleteFutureEffectiveDate,
        }))
      : deletableDrivers(policy.drivers).map((d) => ({ num: d.driverNum, displayName: d.displayName, deleteFutureEffectiveDate: d.deleteFutureEffectiveDate }));
  const savedNum = kind === 'vehicle' ? host.initial.vehicleNum : host.initial.driverNum;
  const [picked, setPicked] = useState<number | null>(savedNum ?? autoSelected(candidates)?.num ?? null);
  const [step, setStep] = useState<'pick' | 'confirm' | 'review'>(host.initial.rate ? 'review' : 'pick');
  const [rate, setRate] = useState<RateView | null>(host.initial.rate ?? null);
  const [tried, setTried] = useState(false);
  const chosen = candidates.find((c) => c.num === picked) ?? null;
  const warning = chosen ? scheduledDeletionWarning(chosen, effectiveDate) : null;

  useEffect(() => {
    host.onData({ step: step === 'pick' ? 0 : step === 'confirm' ? 1 : 2, [kind === 'vehicle' ? 'vehicleNum' : 'driverNum']: picked, rate });
  }, [host, kind, picked, step, rate]);

  const runRate = async () => {
    if (!chosen) return;
    const target = { policyNumber: policy.policyNumber, policyId: policy.policyId, effectiveDate };
    const result = await host.rate(() =>
      kind === 'vehicle' ? gateway.rateDeleteVehicle({ ...target, vehicleNum: chosen.num }) : gateway.rateDeleteDriver({ ...target, driverNum: chosen.num }),
    );
    if (result) {
      setRate(result);
      setStep('review');
    }
  };

  const vehicle = kind === 'vehicle';
  return (
    <Stack maw={640}>
      {step === 'pick' && (
        <>
          <Radio.Group
            label={t(vehicle ? 'delete.pickVehicle' : 'delete.pickDriver')}
            value={picked ? String(picked) : ''}
            onChange={(v) => setPicked(Number(v))}
            error={tried && !chosen ? t(vehicle ? 'delete.chooseVehicle' : 'delete.chooseDriver') : undefined}
            withAsterisk
          >
            <Stack mt="xs" gap="xs">
              {candidates.map((c) => (
                <Radio key={c.num} value={String(c.num)} label={c.displayName} />
              ))}
            </Stack>
          </Radio.Group>
          {warning && (
            <Alert styles={ALERT_STYLES} color="yellow" role="alert">
              {warning}
            </Alert>
          )}
          <BackContinue
            onBack={host.onExitToMenu}
            onContinue={() => {
              setTried(true);
              if (chosen && !warning) setStep('confirm');
            }}
          />
        </>
      )}
      {step === 'confirm' && chosen && (
        <>
          <Title order={2} size="h4">
            {t(vehicle ? 'delete.vehicleQuestion' : 'delete.driverQuestion')}
          </Title>
          <Text fw={600}>{chosen.displayName}</Text>
          <Group>
            <Button variant="default" onClick={() => setStep('pick')}>
              {t('common.no')}
            </Button>
            <Button onClick={() => void runRate()}>{t('common.yes')}</Button>
          </Group>
        </>
      )}
      {step === 'review' && rate && chosen && (
        <>
          <Text>
            <Trans
              t={t}
              i18nKey={vehicle ? 'delete.reviewVehicle' : 'delete.reviewDriver'}
              values={{ name: chosen.displayName }}
              components={{ strong: <strong /> }}
            />
          </Text>
          <RateReview
            host={host}
            rate={rate}
            backLabel="Back"
            onBack={() => {
              setRate(null);
              setStep('pick');
            }}
            success={{ lines: ['deletion', 'email'], deleted: chosen.displayName }}
          />
        </>
      )}
    </Stack>
  );
}
