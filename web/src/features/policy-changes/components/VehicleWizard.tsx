import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { creditorMaxLengths, VIN_LENGTH, vinFormat, zipFormat } from '../fieldRules';
import type { RateView } from '../gateway';
import type { ChangeVehicle, Enhancement } from '../model';
import { BUNDLE_NAMES, bundlePrice, bundleRows, DISCLAIMERS } from '../rules/bundles';
import {
  collisionOptions,
  comprehensiveOptions,
  type CoverageOption,
  type Coverages,
  isLiabilityOnly,
  physicalDamageLocked,
  rentalOptions,
  towingOptions,
  withComprehensive,
} from '../rules/coverages';
import { POLICY_CHANGES_EN, usePolicyChangesText } from '../i18n';
import { creditorErrors, type CreditorValues, EMPTY_CREDITOR, EMPTY_VEHICLE, vehicleErrors, type VehicleValues, withEnteredVin } from '../rules/forms';
import {
  isFiveYearsOldOrNewer,
  nextStep,
  offersLoanLeaseCoverage,
  previousStep,
  SCREENING_KEYS,
  screeningOutcome,
  type StepFacts,
  type VehicleStep,
} from '../rules/vehicleSteps';
import type { WizardHost } from './ChangePage';
import { CreditorFields } from './CreditorFields';
import { BackContinue, StepForm, Choice, RateSummary, UpperInput, YesNo, ALERT_STYLES } from './parts';
import { policyGaragingAddress, useVehicleLookup, VehicleDetailsStep } from './VehicleDetailsStep';
/** The spec's fixed texts in English, as the tests read them (the screens show the page's language). */
export const REPLACE_QUESTION = POLICY_CHANGES_EN.vehicle.replaceQuestion;
export const MORE_INFORMATION = POLICY_CHANGES_EN.vehicle.moreInformation;
export const NO_THANKS = POLICY_CHANGES_EN.bundles.noThanks;
export const ESTIMATE_ONLY = POLICY_CHANGES_EN.vehicle.estimateOnly;
export const VIN_WILL_BE_REQUIRED = POLICY_CHANGES_EN.vehicle.vinWillBeRequired;

const coveragesOf = (v: ChangeVehicle | null): Coverages =>
  v
    ? { comprehensive: v.comprehensive, collision: v.collision, rentalReimbursement: v.rentalReimbursement, towingAndLabor: v.towingAndLabor }
    : { comprehensive: 5, collision: 2, rentalReimbursement: 0, towingAndLabor: 0 };

/**
 * Add vehicle (steps 0 to 5) and replace vehicle (a pick first, then the same steps with the
 * previous vehicle's coverage alongside): doc 3 §2, §4.
 */
export function VehicleWizard({ host }: { host: WizardHost }) {
  const { policy, effectiveDate, gateway, initial } = host;
  const { t } = usePolicyChangesText();
  const replacing = host.change.action === 'replace';
  const [replaced, setReplaced] = useState<number | null>(
    initial.vehicleNum ?? (replacing ? (policy.vehicles.length === 1 ? policy.vehicles[0].vehicleNum : null) : null),
  );
  const [picking, setPicking] = useState(replacing && initial.step === undefined);
  const [step, setStep] = useState<VehicleStep>((initial.step as VehicleStep | undefined) ?? 0);
  const [screening, setScreening] = useState<(boolean | null)[]>(SCREENING_KEYS.map(() => null));
  const [stopped, setStopped] = useState(false);
  const [values, setValues] = useState<VehicleValues>(initial.vehicle ?? { ...EMPTY_VEHICLE, isOtherAddress: !policyGaragingAddress(policy.addresses) });
  const [creditor, setCreditor] = useState<CreditorValues>(initial.creditor ?? EMPTY_CREDITOR);
  const [addLoanLease, setAddLoanLease] = useState<'' | 'yes' | 'no'>(
    initial.addLoanLeaseCoverage === undefined ? '' : initial.addLoanLeaseCoverage ? 'yes' : 'no',
  );
  const [enhancement, setEnhancement] = useState<Enhancement>(initial.enhancement ?? policy.enhancement);
  const previous = policy.vehicles.find((v) => v.vehicleNum === replaced) ?? null;
  const [coverages, setCoverages] = useState<Coverages>(initial.coverages ?? coveragesOf(previous));
  const [rate, setRate] = useState<RateView | null>(initial.rate ?? null);
  const [stale, setStale] = useState(false);
  const [tried, setTried] = useState(false);
  const [modal, setModal] = useState<'liability' | 'vin' | 'caution' | null>(null);
  // A vehicle added by year/make/model is asked for its VIN again in the creditor step (doc 3 §4).
  const [vinInCreditorStep, setVinInCreditorStep] = useState(initial.step === 2 && initial.vehicle?.addBy === false);
  const lookup = useVehicleLookup(values, gateway);

  const year = values.addBy ? (lookup.found?.year ?? Number(values.year)) : Number(values.year);
  const make = values.addBy ? (lookup.found?.make ?? '') : values.make;
  const model = values.addBy ? (lookup.found?.model ?? '') : values.model;
  const asksThirdParty = isFiveYearsOldOrNewer(year, effectiveDate);
  const facts: StepFacts = {
    loanOrLease: values.loanOrLease === 'yes',
    holdsTopBundle: policy.enhancement === 'best',
    offersLoanLeaseCoverage: offersLoanLeaseCoverage({
      loanOrLease: values.loanOrLease === 'yes',
      vehicleYear: year,
      effectiveDate,
      hasThirdPartyLoanLeaseCoverage: creditor.hasThirdPartyLoanLeaseCoverage === '' ? null : creditor.hasThirdPartyLoanLeaseCoverage === 'yes',
    }),
  };

  useEffect(() => {
    host.onData({
      step,
      vehicle: values,
      creditor: values.loanOrLease === 'yes' ? creditor : null,
      coverages,
      enhancement,
      addLoanLeaseCoverage: addLoanLease === 'yes',
      vehicleNum: replaced,
      rate,
    });
  }, [host, step, values, creditor, coverages, enhancement, addLoanLease, replaced, rate]);

  const go = (next: VehicleStep) => {
    setTried(false);
    setStep(next);
  };

  const vehicleErrs = tried && step === 1 ? vehicleErrors(values, { lookup: lookup.state, vinFormat, zipFormat }) : {};
  const creditorErrs = tried && step === 2 ? creditorErrors(creditor, { asksThirdPartyCoverage: asksThirdParty, zipFormat }) : {};
  const creditorStepVinError = vinInCreditorStep && values.addBy ? vehicleErrors(values, { lookup: lookup.state, vinFormat, zipFormat }).vin : undefined;

  const edited = () => {
    if (rate) setStale(true);
  };

  const calculate = async (vin?: string) => {
    const vehicle = vin ? { ...values, addBy: true, vin } : values;
    const styleName = lookup.styles.find((s) => s.id === values.style)?.name ?? '';
    const result = await host.rate(() =>
      gateway.rateVehicle({
        policyNumber: policy.policyNumber,
        policyId: policy.policyId,
        effectiveDate,
        ...(rate ? { endorsementPolicyImageNumber: rate.policyImageNum } : {}),
        ...(replaced ? { vehicleNum: replaced } : {}),
        vehicle,
        styleName,
        year,
        make,
        model,
        addLoanLeaseCoverage: addLoanLease === 'yes',
        hasThirdPartyLoanLeaseCoverage: creditor.hasThirdPartyLoanLeaseCoverage === 'yes',
        creditor: values.loanOrLease === 'yes' ? creditor : null,
        enhancement,
        coverages,
      }),
    );
    if (result) {
      setRate(result);
      setStale(false);
      if (vin) setValues(vehicle);
    }
    return result;
  };

  const complete = async (current: RateView) => host.complete(current, { lines: ['saved', 'email'] });

  const completeChange = () => {
    if (!rate) return;
    if (replacing) setModal('caution');
    else if (rate.vinRequired || !values.addBy) setModal('vin');
    else void complete(rate);
  };

  if (picking) {
    return (
      <Stack maw={640}>
        <Radio.Group
          label={t('vehicle.replaceQuestion')}
          value={replaced ? String(replaced) : ''}
          onChange={(v) => setReplaced(Number(v))}
          withAsterisk
          error={tried && !replaced ? t('common.chooseVehicle') : undefined}
        >
          <Stack mt="xs" gap="xs">
            {policy.vehicles.map((v) => (
              <Radio key={v.vehicleNum} value={String(v.vehicleNum)} label={`${v.year} ${v.make} ${v.model}`} />
            ))}
          </Stack>
        </Radio.Group>
        <BackContinue
          onBack={host.onExitToMenu}
          onContinue={() => {
            setTried(true);
            if (!replaced) return;
            setCoverages(coveragesOf(policy.vehicles.find((v) => v.vehicleNum === replaced) ?? null));
            setTried(false);
            setPicking(false);
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack maw={760}>
      {step === 0 && (
        <Stack>
          <Title order={2} size="h4">
            {t('vehicle.screeningTitle')}
          </Title>
          {SCREENING_KEYS.map((q, i) => (
            <YesNo
              key={q}
              name={`screening-${i}`}
              label={t(`vehicle.screening.${q}`)}
              value={screening[i] === null ? '' : screening[i] ? 'yes' : 'no'}
              onChange={(v) => {
                const next = [...screening];
                next[i] = v === 'yes';
                setScreening(next);
                setStopped(false);
              }}
              error={tried && screening[i] === null ? t('common.answerYesNo') : undefined}
            />
          ))}
          {stopped && (
            <Alert styles={ALERT_STYLES} color="red" title={t('common.contactYourAgent')} role="alert">
              {t('common.contactAgent')}
            </Alert>
          )}
          <BackContinue
            onBack={() => (replacing ? setPicking(true) : host.onExitToMenu())}
            onContinue={() => {
              setTried(true);
              const outcome = screeningOutcome(screening);
              if (outcome === 'stop') setStopped(true);
              if (outcome === 'continue') go(1);
            }}
          />
        </Stack>
      )}

      {step === 1 && (
        <StepForm
          label={t('vehicle.detailsLabel')}
          onBack={() => go(0)}
          onContinue={() => {
            setTried(true);
            if (Object.keys(vehicleErrors(values, { lookup: lookup.state, vinFormat, zipFormat })).length > 0 || lookup.state === 'checking') return;
            setVinInCreditorStep(!values.addBy);
            go(nextStep(1, facts));
          }}
        >
          <VehicleDetailsStep
            values={values}
            onChange={(v) => {
              setValues(v);
              edited();
            }}
            errors={vehicleErrs}
            lookup={lookup}
            gateway={gateway}
            addresses={policy.addresses}
          />
        </StepForm>
      )}

      {step === 2 && (
        <StepForm
          label={t('vehicle.creditorLabel')}
          onBack={() => go(previousStep(2, facts))}
          onContinue={() => {
            setTried(true);
            if (Object.keys(creditorErrors(creditor, { asksThirdPartyCoverage: asksThirdParty, zipFormat })).length > 0) return;
            if (creditorStepVinError || (vinInCreditorStep && values.addBy && lookup.state === 'checking')) return;
            if (!facts.offersLoanLeaseCoverage) setAddLoanLease('no');
            go(nextStep(2, facts));
          }}
        >
          <Title order={2} size="h4">
            {t('vehicle.moreInformation')}
          </Title>
          {vinInCreditorStep && (
            <UpperInput
              label={t('vehicle.vin')}
              description={t('vehicle.vinOptional', { length: VIN_LENGTH })}
              maxLength={VIN_LENGTH}
              value={values.vin}
              onChange={(v) => {
                setValues(withEnteredVin(values, v.replace(/\s/g, '')));
                edited();
              }}
              error={tried ? creditorStepVinError : undefined}
              autoComplete="off"
            />
          )}
          <Text>{t('vehicle.whoHolds')}</Text>
          <CreditorFields
            value={creditor}
            onChange={(c) => {
              setCreditor(c);
              edited();
            }}
            errors={creditorErrs}
            gateway={gateway}
            asksThirdPartyCoverage={asksThirdParty}
            maxLengths={creditorMaxLengths}
          />
        </StepForm>
      )}

      {step === 3 && (
        <Stack>
          <Title order={2} size="h4">
            {t('vehicle.loanLeaseTitle')}
          </Title>
          <Text>{t('vehicle.loanLeaseText')}</Text>
          <YesNo
            name="addLoanLease"
            label={t('vehicle.addLoanLease')}
            value={addLoanLease}
            onChange={(v) => setAddLoanLease(v)}
            error={tried && addLoanLease === '' ? t('common.answerYesNo') : undefined}
          />
          <BackContinue
            onBack={() => go(2)}
            onContinue={() => {
              setTried(true);
              if (addLoanLease !== '') go(nextStep(3, facts));
            }}
          />
        </Stack>
      )}

      {step === 4 && (
        <BundleStep
          termEffectiveDate={policy.termEffectiveDate}
          current={policy.enhancement}
          onBack={() => go(previousStep(4, facts))}
          onChoose={(choice) => {
            setEnhancement(choice);
            edited();
            go(5);
          }}
        />
      )}

      {step === 5 && (
        <Stack>
          <Title order={2} size="h4">
            {t('vehicle.coverageFor', { vehicle: year > 0 ? `${year} ${make} ${model}` : t('vehicle.theVehicle') })}
          </Title>
          {enhancement !== 'no' && <Text size="sm">{t('vehicle.bundle', { name: BUNDLE_NAMES[enhancement] })}</Text>}
          <CoverageFields
            coverages={coverages}
            termEffectiveDate={policy.termEffectiveDate}
            previous={replacing ? previous : null}
            onChange={(c) => {
              setCoverages(c);
              edited();
            }}
          />
          {rate && !stale && <RateSummary rate={rate} />}
          {rate && !values.addBy && (
            <Alert styles={ALERT_STYLES} color="yellow">
              <Text>{t('vehicle.estimateOnly')}</Text>
              <Text>{t('vehicle.vinWillBeRequired')}</Text>
            </Alert>
          )}
          <Group wrap="wrap">
            <Button
              variant="default"
              onClick={() =>
                void (async () => {
                  if (rate) await host.dropRate(rate);
                  setRate(null);
                  go(previousStep(5, facts));
                })()
              }
            >
              {t('common.back')}
            </Button>
            <Button
              variant={rate ? 'light' : 'filled'}
              disabled={!!rate && !stale}
              onClick={() => (isLiabilityOnly(coverages) ? setModal('liability') : void calculate())}
            >
              {rate ? t('vehicle.recalculate') : t('vehicle.calculate')}
            </Button>
            <Button disabled={!rate || stale} onClick={completeChange}>
              {t('common.completeChange')}
            </Button>
          </Group>
        </Stack>
      )}

      <Modal opened={modal === 'liability'} onClose={() => setModal(null)} title={t('vehicle.liabilityTitle')} centered>
        <Stack>
          <Text>{t('vehicle.liabilityPrompt')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setModal(null)}>
              {t('vehicle.noCaps')}
            </Button>
            <Button
              onClick={() => {
                setModal(null);
                void calculate();
              }}
            >
              {t('vehicle.yesCaps')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={modal === 'caution'} onClose={() => setModal(null)} title={t('vehicle.cautionTitle')} centered>
        <Stack>
          <Text>{t('vehicle.caution')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setModal(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                if (!rate) return;
                if (rate.vinRequired || !values.addBy) setModal('vin');
                else {
                  setModal(null);
                  void complete(rate);
                }
              }}
            >
              {t('common.continue')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <VinRequiredModal
        opened={modal === 'vin'}
        gateway={gateway}
        onCancel={() => setModal(null)}
        onVin={(vin) => {
          setModal(null);
          void calculate(vin).then((rated) => rated && complete(rated));
        }}
      />
    </Stack>
  );
}

/** The bundle comparison table (step 4): Make It Better, Make It Even Better, or No thanks (doc 3 §9). */
function BundleStep({
  termEffectiveDate,
  current,
  onChoose,
  onBack,
}: {
  termEffectiveDate: string;
  current: Enhancement;
  onChoose: (e: Enhancement) => void;
  onBack: () => void;
}) {
  const { t } = usePolicyChangesText();
  const rows = bundleRows(termEffectiveDate);
  const cell = (v: string | null) => v ?? '—';
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('bundles.title')}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table striped withTableBorder aria-label={t('bundles.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('bundles.benefit')}</Table.Th>
              <Table.Th scope="col">
                {BUNDLE_NAMES.better}
                <br />
                {t('bundles.perYear', { price: bundlePrice('better', current) })}
              </Table.Th>
              <Table.Th scope="col">
                {BUNDLE_NAMES.best}
                <br />
                {t('bundles.perYear', { price: bundlePrice('best', current) })}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.benefit}>
                <Table.Th scope="row" fw={400}>
                  {r.benefit}
                  {r.disclaimer ? <sup>{r.disclaimer}</sup> : null}
                </Table.Th>
                <Table.Td>{cell(r.better)}</Table.Td>
                <Table.Td>{cell(r.best)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs">
        1 {t(DISCLAIMERS[1])} 2 {t(DISCLAIMERS[2])}
      </Text>
      <Text size="sm">{t('bundles.allVehicles')}</Text>
      <Group wrap="wrap">
        <Button variant="default" onClick={onBack}>
          {t('common.back')}
        </Button>
        {current === 'no' && <Button onClick={() => onChoose('better')}>{t('bundles.choose', { name: BUNDLE_NAMES.better })}</Button>}
        <Button onClick={() => onChoose('best')}>{t('bundles.choose', { name: BUNDLE_NAMES.best })}</Button>
        <Button variant="light" onClick={() => onChoose(current)}>
          {t('bundles.noThanks')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The coverages that need comprehensive, in screen order; rental's options depend on the term (null here). */
const PHYSICAL_DAMAGE_EXTRAS: {
  label: 'coverages.collision' | 'coverages.rental' | 'coverages.towing';
  key: 'collision' | 'rentalReimbursement' | 'towingAndLabor';
  options: (() => CoverageOption[]) | null;
}[] = [
  { label: 'coverages.collision', key: 'collision', options: collisionOptions },
  { label: 'coverages.rental', key: 'rentalReimbursement', options: null },
  { label: 'coverages.towing', key: 'towingAndLabor', options: towingOptions },
];

/** Coverage selection: collision, rental and towing are disabled without comprehensive (doc 3 §4). */
export function CoverageFields({
  coverages,
  termEffectiveDate,
  previous,
  onChange,
}: {
  coverages: Coverages;
  termEffectiveDate: string;
  previous: ChangeVehicle | null;
  onChange: (c: Coverages) => void;
}) {
  const { t } = usePolicyChangesText();
  const locked = physicalDamageLocked(coverages);
  const rental = rentalOptions(termEffectiveDate);
  const comprehensive = comprehensiveOptions();
  const opts = (list: CoverageOption[]) => list.map((o) => ({ value: String(o.value), label: o.label }));
  const was = (list: CoverageOption[], v: number | undefined) =>
    previous && v !== undefined ? t('coverages.previous', { coverage: list[v]?.label ?? t('coverages.none') }) : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Choice
        label={t('coverages.comprehensive')}
        placeholder={null}
        data={opts(comprehensive)}
        value={String(coverages.comprehensive)}
        onChange={(v) => onChange(withComprehensive(coverages, Number(v || 0)))}
        description={was(comprehensive, previous?.comprehensive)}
      />
      {PHYSICAL_DAMAGE_EXTRAS.map(({ label, key, options }) => {
        const list = options ? options() : rental;
        return (
          <Choice
            key={key}
            label={t(label)}
            placeholder={null}
            data={opts(list)}
            value={String(coverages[key])}
            disabled={locked}
            onChange={(v) => onChange({ ...coverages, [key]: Number(v || 0) })}
            description={was(list, previous?.[key])}
          />
        );
      })}
    </SimpleGrid>
  );
}

/** With no VIN, Complete Change asks for one first: 17 characters that validate (doc 3 §4). */
function VinRequiredModal({
  opened,
  gateway,
  onCancel,
  onVin,
}: {
  opened: boolean;
  gateway: WizardHost['gateway'];
  onCancel: () => void;
  onVin: (vin: string) => void;
}) {
  const { t } = usePolicyChangesText();
  const [vin, setVin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  return (
    <Modal opened={opened} onClose={onCancel} title={t('vehicle.vinRequiredTitle')} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (vinFormat(vin)) {
            setError(t('vehicleErrors.vinLength', { length: VIN_LENGTH }));
            return;
          }
          setChecking(true);
          void (async () => {
            try {
              const found = await gateway.lookupVehicle({ vin });
              if (!found.valid) setError(found.message ?? t('vehicle.vinNotFound'));
              else {
                setError(null);
                onVin(vin);
              }
            } catch {
              setError(t('vehicle.vinNotFound'));
            } finally {
              setChecking(false);
            }
          })();
        }}
      >
        <Stack>
          <Text>{t('vehicle.vinWillBeRequired')}</Text>
          <UpperInput
            label={t('vehicle.vin')}
            required
            maxLength={VIN_LENGTH}
            value={vin}
            onChange={(v) => setVin(v.replace(/\s/g, ''))}
            error={error}
            autoComplete="off"
          />
          {checking && (
            <Text size="sm" role="status">
              {t('vehicle.validating')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={checking}>
              {t('common.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
