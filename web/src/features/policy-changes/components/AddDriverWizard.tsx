import { Alert, Button, Group, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { RateView } from '../gateway';
import {
  asksStudent,
  dateOfBirthBounds,
  driverErrors,
  type DriverValues,
  EMPTY_DRIVER,
  LICENSE_BLOCKS_CHANGE,
  LICENSE_STATUSES,
  MARITAL_STATUSES,
  RELATIONSHIPS,
  STUDENT_STATUSES,
  SUFFIXES,
} from '../rules/driverForm';
import { STATE_OPTIONS } from '../rules/states';
import { CONTACT_YOUR_AGENT } from '../rules/vehicleSteps';
import { CONFIRMATION_EMAIL, SAVED_SUCCESS, type WizardHost } from './ChangePage';
import { BackContinue, StepForm, Choice, RateSummary, UpperInput, YesNo, ALERT_STYLES } from './parts';

export const DRIVER_SCREENING = [
  'Has this driver had a license suspended or revoked in the last 5 years?',
  'Has this driver had any accidents or violations in the last 3 years?',
];

/** Add driver (doc 3 §2, §4 "Driver change"): 0 screening, 1 form, 2 review (rate), 3 success. */
export function AddDriverWizard({ host }: { host: WizardHost }) {
  const { policy, effectiveDate, gateway, initial } = host;
  const today = dayjs().format('YYYY-MM-DD');
  const [step, setStep] = useState<0 | 1 | 2>((initial.step as 0 | 1 | 2 | undefined) ?? 0);
  const [screening, setScreening] = useState<('' | 'yes' | 'no')[]>(DRIVER_SCREENING.map(() => ''));
  const [values, setValues] = useState<DriverValues>(initial.driver ?? EMPTY_DRIVER);
  const [rate, setRate] = useState<RateView | null>(initial.rate ?? null);
  const [tried, setTried] = useState(false);
  useEffect(() => host.onData({ step, driver: values, rate }), [host, step, values, rate]);
  const errors = tried && step === 1 ? driverErrors(values, today) : {};
  const set =
    <K extends keyof DriverValues>(k: K) =>
    (v: DriverValues[K]) =>
      setValues((d) => ({ ...d, [k]: v }));
  const student = asksStudent(values.dateOfBirth, today);
  const blocked = values.isDriversLicenseValid === 'no';
  const stopped = screening.includes('yes');
  const bounds = dateOfBirthBounds(today);
  const select = (label: string, k: keyof DriverValues, data: { value: string; label: string }[] | string[], required = true) => (
    <Choice label={label} required={required} data={data} value={values[k] as string} onChange={(v) => set(k)(v as never)} error={errors[k]} />
  );

  return (
    <Stack maw={760}>
      {step === 0 && (
        <>
          {DRIVER_SCREENING.map((q, i) => (
            <YesNo
              key={q}
              name={`driver-screening-${i}`}
              label={q}
              value={screening[i]}
              onChange={(v) => setScreening((s) => s.map((x, j) => (j === i ? v : x)))}
              error={tried && screening[i] === '' ? 'Answer Yes or No.' : undefined}
            />
          ))}
          {tried && stopped && (
            <Alert styles={ALERT_STYLES} color="red" title={CONTACT_YOUR_AGENT} role="alert">
              Please contact your agent for further assistance.
            </Alert>
          )}
          <BackContinue
            onBack={host.onExitToMenu}
            onContinue={() => {
              setTried(true);
              if (!stopped && screening.every((a) => a === 'no')) {
                setTried(false);
                setStep(1);
              }
            }}
          />
        </>
      )}
      {step === 1 && (
        <StepForm
          label="Driver"
          onBack={() => setStep(0)}
          continueDisabled={blocked}
          onContinue={() => {
            setTried(true);
            if (blocked || Object.keys(driverErrors(values, today)).length > 0) return;
            void (async () => {
              const result = await host.rate(() =>
                gateway.rateDriver({ policyNumber: policy.policyNumber, policyId: policy.policyId, effectiveDate, driver: values }),
              );
              if (result) {
                setRate(result);
                setStep(2);
              }
            })();
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <UpperInput label="First name" required value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
            <UpperInput label="Middle initial (optional)" maxLength={1} value={values.middleInitial} onChange={set('middleInitial')} />
            <UpperInput label="Last name" required value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
            {select('Suffix (optional)', 'suffix', SUFFIXES, false)}
            <TextInput
              type="date"
              label="Date of birth"
              required
              min={bounds.min}
              max={bounds.max}
              value={values.dateOfBirth}
              onChange={(e) => set('dateOfBirth')(e.currentTarget.value)}
              error={errors.dateOfBirth}
            />
            <Radio.Group label="Gender" withAsterisk value={values.gender} onChange={(v) => set('gender')(v as '1' | '2')} error={errors.gender} name="gender">
              <Group mt={4}>
                <Radio value="1" label="Male" />
                <Radio value="2" label="Female" />
              </Group>
            </Radio.Group>
            {select('Marital status', 'maritalStatus', MARITAL_STATUSES)}
            <UpperInput
              label="Driver's license number"
              required
              value={values.driversLicenseNumber}
              onChange={set('driversLicenseNumber')}
              error={errors.driversLicenseNumber}
            />
            {select('State licensed', 'stateLicensed', STATE_OPTIONS)}
            {select('License status', 'licenseStatus', LICENSE_STATUSES)}
            {select('Relationship to the policyholder', 'relationship', RELATIONSHIPS)}
          </SimpleGrid>
          <Radio.Group
            label="Years licensed"
            withAsterisk
            value={values.licensedForThreeOrMoreYears}
            onChange={(v) => set('licensedForThreeOrMoreYears')(v as 'yes' | 'no')}
            error={errors.licensedForThreeOrMoreYears}
            name="yearsLicensed"
          >
            <Group mt={4}>
              <Radio value="no" label="Less than 3" />
              <Radio value="yes" label="More than 3" />
            </Group>
          </Radio.Group>
          {student && (
            <YesNo
              name="fullTime"
              label="Is the driver a full-time student?"
              value={values.isFullTimeStudent}
              onChange={set('isFullTimeStudent')}
              error={errors.isFullTimeStudent}
            />
          )}
          {student && values.isFullTimeStudent === 'yes' && (
            <YesNo
              name="bAverage"
              label="Does the driver have a B average or better?"
              value={values.isBLevelStudent}
              onChange={set('isBLevelStudent')}
              error={errors.isBLevelStudent}
            />
          )}
          {student && values.isFullTimeStudent === 'yes' && values.isBLevelStudent === 'yes' && select('Student status', 'studentStatus', STUDENT_STATUSES)}
          <YesNo
            name="licenseValid"
            label="Is the driver's license valid?"
            value={values.isDriversLicenseValid}
            onChange={set('isDriversLicenseValid')}
            error={errors.isDriversLicenseValid}
          />
          {blocked && (
            <Alert styles={ALERT_STYLES} color="red" role="alert">
              {LICENSE_BLOCKS_CHANGE}
            </Alert>
          )}
        </StepForm>
      )}
      {step === 2 && rate && (
        <>
          <Title order={2} size="h4">
            {values.firstName} {values.lastName}
          </Title>
          <RateSummary rate={rate} />
          <Group>
            <Button
              variant="default"
              onClick={() =>
                void (async () => {
                  await host.dropRate(rate);
                  setRate(null);
                  setStep(1);
                })()
              }
            >
              Edit
            </Button>
            <Button onClick={() => void host.complete(rate, { lines: [SAVED_SUCCESS, CONFIRMATION_EMAIL] })}>Complete Change</Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
