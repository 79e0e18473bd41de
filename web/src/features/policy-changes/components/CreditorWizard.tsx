import { Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { RateView } from '../gateway';
import type { ChangeCreditor } from '../model';
import { creditorErrors, type CreditorValues, EMPTY_CREDITOR } from '../rules/forms';
import { autoSelected } from '../rules/scheduledDeletion';
import { RateReview } from './RateReview';
import type { WizardHost } from './ChangePage';
import { CreditorFields } from './CreditorFields';
import { BackContinue, StepForm } from './parts';
import { creditorMaxLengths, zipFormat } from '../fieldRules';
import { usePolicyChangesText } from '../i18n';
import { Trans } from '@/i18n';

/** A policy creditor as the form's values. */
export function creditorValues(c: ChangeCreditor): CreditorValues {
  return {
    creditorType: c.businessName ? '0' : '1',
    businessName: c.businessName ?? '',
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    address: {
      houseNumber: c.address.houseNumber ?? '',
      streetName: c.address.streetName ?? '',
      apartmentNumber: c.address.aptNum ?? '',
      poBox: c.address.poBox ?? '',
      city: c.address.city,
      stateId: c.address.stateId ? String(c.address.stateId) : '',
      zip: c.address.zip,
      county: c.address.county ?? '',
    },
    hasThirdPartyLoanLeaseCoverage: '',
  };
}

export const creditorName = (c: ChangeCreditor) => c.businessName ?? [c.firstName, c.lastName].filter(Boolean).join(' ');

type Step = 'vehicle' | 'creditor' | 'form' | 'review';
const STEPS: readonly Step[] = ['vehicle', 'creditor', 'form', 'review'];

/**
 * Add creditor: pick a vehicle, the creditor form, review, success. Edit creditor: pick a vehicle
 * that has a creditor, pick the creditor, the edit form, review, success (doc 3 §2).
 */
export function CreditorWizard({ host }: { host: WizardHost }) {
  const { policy, effectiveDate, gateway } = host;
  const { t } = usePolicyChangesText();
  const editing = host.change.action === 'edit';
  const vehicles = editing ? policy.vehicles.filter((v) => v.creditors.length > 0) : policy.vehicles;
  const [vehicleNum, setVehicleNum] = useState<number | null>(host.initial.vehicleNum ?? autoSelected(vehicles)?.vehicleNum ?? null);
  const vehicle = vehicles.find((v) => v.vehicleNum === vehicleNum) ?? null;
  const [creditorNum, setCreditorNum] = useState<number | null>(host.initial.creditorNum ?? null);
  const [values, setValues] = useState<CreditorValues>(host.initial.creditor ?? EMPTY_CREDITOR);
  const [rate, setRate] = useState<RateView | null>(host.initial.rate ?? null);
  const [step, setStep] = useState<Step>(host.initial.rate ? 'review' : (STEPS[host.initial.step ?? 0] ?? 'vehicle'));
  const [tried, setTried] = useState(false);

  useEffect(() => {
    host.onData({ step: STEPS.indexOf(step), vehicleNum, creditorNum, creditor: values, rate });
  }, [host, step, vehicleNum, creditorNum, values, rate]);

  const errors = tried ? creditorErrors(values, { asksThirdPartyCoverage: false, zipFormat }) : {};

  const pickVehicle = () => {
    setTried(true);
    if (!vehicle) return;
    setTried(false);
    if (editing) {
      const only = autoSelected(vehicle.creditors);
      if (only && creditorNum === null) setCreditorNum(only.creditorNum);
      setStep('creditor');
    } else setStep('form');
  };

  const pickCreditor = () => {
    setTried(true);
    const c = vehicle?.creditors.find((x) => x.creditorNum === creditorNum);
    if (!c) return;
    setTried(false);
    setValues(creditorValues(c));
    setStep('form');
  };

  const submit = async () => {
    setTried(true);
    if (!vehicle || Object.keys(creditorErrors(values, { asksThirdPartyCoverage: false, zipFormat })).length > 0) return;
    const result = await host.rate(() =>
      gateway.rateCreditor({
        policyNumber: policy.policyNumber,
        policyId: policy.policyId,
        effectiveDate,
        vehicleNum: vehicle.vehicleNum,
        ...(editing && creditorNum ? { creditorNum } : {}),
        creditor: values,
      }),
    );
    if (result) {
      setRate(result);
      setStep('review');
    }
  };

  return (
    <Stack maw={640}>
      {step === 'vehicle' && (
        <>
          <Radio.Group
            label={t(editing ? 'creditor.pickVehicleEdit' : 'creditor.pickVehicleAdd')}
            value={vehicleNum ? String(vehicleNum) : ''}
            onChange={(v) => {
              setVehicleNum(Number(v));
              setCreditorNum(null);
            }}
            error={tried && !vehicle ? t('common.chooseVehicle') : undefined}
            withAsterisk
          >
            <Stack mt="xs" gap="xs">
              {vehicles.map((v) => (
                <Radio key={v.vehicleNum} value={String(v.vehicleNum)} label={`${v.year} ${v.make} ${v.model}`} />
              ))}
            </Stack>
          </Radio.Group>
          <BackContinue onBack={host.onExitToMenu} onContinue={pickVehicle} />
        </>
      )}
      {step === 'creditor' && vehicle && (
        <>
          <Radio.Group
            label={t('creditor.pickCreditor')}
            value={creditorNum ? String(creditorNum) : ''}
            onChange={(v) => setCreditorNum(Number(v))}
            error={tried && !creditorNum ? t('creditor.chooseCreditor') : undefined}
            withAsterisk
          >
            <Stack mt="xs" gap="xs">
              {vehicle.creditors.map((c) => (
                <Radio key={c.creditorNum} value={String(c.creditorNum)} label={creditorName(c)} />
              ))}
            </Stack>
          </Radio.Group>
          <BackContinue onBack={() => setStep('vehicle')} onContinue={pickCreditor} />
        </>
      )}
      {step === 'form' && (
        <StepForm
          label={t('vehicle.creditorLabel')}
          onBack={() => setStep(editing ? 'creditor' : 'vehicle')}
          onContinue={() => {
            void submit();
          }}
        >
          {vehicle && (
            <Text>
              <Trans
                t={t}
                i18nKey="creditor.vehicle"
                values={{ vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model}` }}
                components={{ strong: <strong /> }}
              />
            </Text>
          )}
          <CreditorFields
            value={values}
            onChange={setValues}
            errors={errors}
            gateway={gateway}
            asksThirdPartyCoverage={false}
            maxLengths={creditorMaxLengths}
          />
        </StepForm>
      )}
      {step === 'review' && rate && (
        <>
          <RateReview
            host={host}
            rate={rate}
            backLabel="Edit"
            onBack={() => {
              setRate(null);
              setStep('form');
            }}
            success={{ lines: ['saved', 'email'] }}
          />
        </>
      )}
    </Stack>
  );
}
