import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { RateView } from '../gateway';
import { deletableDrivers } from '../rules/menu';
import { autoSelected, scheduledDeletionWarning } from '../rules/scheduledDeletion';
import { CONFIRMATION_EMAIL, DELETION_SUCCESS, type WizardHost } from './ChangePage';
import { BackContinue, RateSummary, ALERT_STYLES } from './parts';

export const DELETE_VEHICLE_QUESTION = 'Are you sure you want to delete this vehicle?';
export const DELETE_DRIVER_QUESTION = 'Are you sure you want to delete this driver?';

/**
 * Delete vehicle and delete driver (doc 3 §2): pick, confirm, review (rate), complete, success.
 * A scheduled deletion on or before the effective date warns; a single candidate is picked for you.
 */
export function DeleteWizard({ host, kind }: { host: WizardHost; kind: 'vehicle' | 'driver' }) {
  const { policy, effectiveDate, gateway } = host;
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

  const noun = kind === 'vehicle' ? 'vehicle' : 'driver';
  return (
    <Stack maw={640}>
      {step === 'pick' && (
        <>
          <Radio.Group
            label={`Which ${noun} do you want to delete?`}
            value={picked ? String(picked) : ''}
            onChange={(v) => setPicked(Number(v))}
            error={tried && !chosen ? `Choose a ${noun}.` : undefined}
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
            {kind === 'vehicle' ? DELETE_VEHICLE_QUESTION : DELETE_DRIVER_QUESTION}
          </Title>
          <Text fw={600}>{chosen.displayName}</Text>
          <Group>
            <Button variant="default" onClick={() => setStep('pick')}>
              No
            </Button>
            <Button onClick={() => void runRate()}>Yes</Button>
          </Group>
        </>
      )}
      {step === 'review' && rate && chosen && (
        <>
          <Text>
            Delete {noun}: <strong>{chosen.displayName}</strong>
          </Text>
          <RateSummary rate={rate} />
          <Group>
            <Button
              variant="default"
              onClick={() =>
                void (async () => {
                  await host.dropRate(rate);
                  setRate(null);
                  setStep('pick');
                })()
              }
            >
              Back
            </Button>
            <Button onClick={() => void host.complete(rate, { lines: [DELETION_SUCCESS, CONFIRMATION_EMAIL], deleted: chosen.displayName })}>
              Complete Change
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
