import { Alert, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { RateView } from '../gateway';
import {
  asksStudent,
  dateOfBirthBounds,
  driverErrors,
  type DriverValues,
  EMPTY_DRIVER,
  LICENSE_STATUSES,
  MARITAL_STATUSES,
  RELATIONSHIPS,
  STUDENT_STATUSES,
  SUFFIXES,
} from '../rules/driverForm';
import { STATE_OPTIONS } from '../rules/states';
import { POLICY_CHANGES_EN as en, usePolicyChangesText } from '../i18n';
import { DRIVER_SCREENING_KEYS } from '../texts';
import { RateReview } from './RateReview';
import type { WizardHost } from './ChangePage';
import { BackContinue, StepForm, Choice, RadioChoice, UpperInput, YesNo, ALERT_STYLES } from './parts';

/** Add driver (doc 3 §2, §4 "Driver change"): 0 screening, 1 form, 2 review (rate), 3 success. */
export function AddDriverWizard({ host }: { host: WizardHost }) {
  const { policy, effectiveDate, gateway, initial } = host;
  const { t } = usePolicyChangesText();
  const today = dayjs().format('YYYY-MM-DD');
  const [step, setStep] = useState<0 | 1 | 2>((initial.step as 0 | 1 | 2 | undefined) ?? 0);
  const [screening, setScreening] = useState<('' | 'yes' | 'no')[]>(DRIVER_SCREENING_KEYS.map(() => ''));
  const [values, setValues] = useState<DriverValues>(initial.driver ?? EMPTY_DRIVER);
  const [rate, setRate] = useState<RateView | null>(initial.rate ?? null);
  const [tried, setTried] = useState(false);
  useEffect(() => host.onData({ step, driver: values, rate }), [host, step, values, rate]);
  const errors = tried && step === 1 ? driverErrors(values, today) : {};
  const set =
    <K extends keyof DriverValues>(k: K) =>
    (v: DriverValues[K]) =>
      setValues((d) => ({ ...d, [k]: v }));
  /** A field's value, setter and error, as the step's inputs take them. */
  const bind = <K extends keyof DriverValues>(k: K) => ({ value: values[k], onChange: set(k), error: errors[k] });
  const student = asksStudent(values.dateOfBirth, today);
  const blocked = values.isDriversLicenseValid === 'no';
  const stopped = screening.includes('yes');
  const bounds = dateOfBirthBounds(today);
  const select = (label: string, k: keyof DriverValues, data: { value: string; label: string }[] | string[], required = true) => (
    <Choice label={label} required={required} data={data} value={values[k] as string} onChange={(v) => set(k)(v as never)} error={errors[k]} />
  );
  const labelled = <K extends string>(list: { value: string; label: string }[], label: (value: K) => string) =>
    list.map((o) => ({ value: o.value, label: label(o.value as K) }));

  return (
    <Stack maw={760}>
      {step === 0 && (
        <>
          {DRIVER_SCREENING_KEYS.map((q, i) => (
            <YesNo
              key={q}
              name={`driver-screening-${i}`}
              label={t(q)}
              value={screening[i]}
              onChange={(v) => setScreening((s) => s.map((x, j) => (j === i ? v : x)))}
              error={tried && screening[i] === '' ? t('common.answerYesNo') : undefined}
            />
          ))}
          {tried && stopped && (
            <Alert styles={ALERT_STYLES} color="red" title={t('common.contactYourAgent')} role="alert">
              {t('common.contactAgent')}
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
          label={t('driver.formLabel')}
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
            <UpperInput label={t('driver.firstName')} required {...bind('firstName')} />
            <UpperInput label={t('driver.middleInitial')} maxLength={1} value={values.middleInitial} onChange={set('middleInitial')} />
            <UpperInput label={t('driver.lastName')} required {...bind('lastName')} />
            {select(t('driver.suffix'), 'suffix', SUFFIXES, false)}
            <TextInput
              type="date"
              label={t('driver.dateOfBirth')}
              required
              min={bounds.min}
              max={bounds.max}
              value={values.dateOfBirth}
              onChange={(e) => set('dateOfBirth')(e.currentTarget.value)}
              error={errors.dateOfBirth}
            />
            <RadioChoice
              label={t('driver.gender')}
              {...bind('gender')}
              name="gender"
              options={[
                { value: '1', label: t('driver.male') },
                { value: '2', label: t('driver.female') },
              ]}
            />
            {select(
              t('driver.maritalStatus'),
              'maritalStatus',
              labelled<keyof typeof en.driver.marital>(MARITAL_STATUSES, (v) => t(`driver.marital.${v}`)),
            )}
            <UpperInput label={t('driver.licenseNumber')} required {...bind('driversLicenseNumber')} />
            {select(t('driver.stateLicensed'), 'stateLicensed', STATE_OPTIONS)}
            {select(
              t('driver.licenseStatus'),
              'licenseStatus',
              labelled<keyof typeof en.driver.licenseStatuses>(LICENSE_STATUSES, (v) => t(`driver.licenseStatuses.${v}`)),
            )}
            {select(
              t('driver.relationship'),
              'relationship',
              labelled<keyof typeof en.driver.relationships>(RELATIONSHIPS, (v) => t(`driver.relationships.${v}`)),
            )}
          </SimpleGrid>
          <RadioChoice
            label={t('driver.yearsLicensed')}
            {...bind('licensedForThreeOrMoreYears')}
            name="yearsLicensed"
            options={[
              { value: 'no', label: t('driver.yearsLicensedUnderThree') },
              { value: 'yes', label: t('driver.yearsLicensedThreeOrMore') },
            ]}
          />
          {student && <YesNo name="fullTime" label={t('driver.fullTimeStudent')} {...bind('isFullTimeStudent')} />}
          {student && values.isFullTimeStudent === 'yes' && <YesNo name="bAverage" label={t('driver.goodStudent')} {...bind('isBLevelStudent')} />}
          {student &&
            values.isFullTimeStudent === 'yes' &&
            values.isBLevelStudent === 'yes' &&
            select(
              t('driver.studentStatus'),
              'studentStatus',
              labelled<keyof typeof en.driver.studentStatuses>(STUDENT_STATUSES, (v) => t(`driver.studentStatuses.${v}`)),
            )}
          <YesNo name="licenseValid" label={t('driver.licenseValid')} {...bind('isDriversLicenseValid')} />
          {blocked && (
            <Alert styles={ALERT_STYLES} color="red" role="alert">
              {t('driver.licenseBlocksChange')}
            </Alert>
          )}
        </StepForm>
      )}
      {step === 2 && rate && (
        <>
          <Title order={2} size="h4">
            {values.firstName} {values.lastName}
          </Title>
          <RateReview
            host={host}
            rate={rate}
            backLabel="Edit"
            onBack={() => {
              setRate(null);
              setStep(1);
            }}
            success={{ lines: ['saved', 'email'] }}
          />
        </>
      )}
    </Stack>
  );
}
