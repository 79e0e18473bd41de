import { Alert, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { garagingMaxLengths, VIN_LENGTH } from '../fieldRules';
import type { PolicyChangeGateway, VehicleLookupView, VehicleQuery } from '../gateway';
import type { ChangeAddress } from '../model';
import { type AddressValues, type Errors, type LookupState, type VehicleField, type VehicleValues, withAddBy, withOtherAddress } from '../rules/forms';
import { MILEAGE_BANDS, vehicleYears } from '../rules/vehicleSteps';
import { AddressFields, LOOKUP_DEBOUNCE_MS } from './AddressFields';
import { Choice, UpperInput, YesNo, ALERT_STYLES } from './parts';
import { POLICY_CHANGES_EN, usePolicyChangesText } from '../i18n';

export const VALIDATING_VEHICLE = POLICY_CHANGES_EN.vehicle.validating;

/** The vehicle lookup state the step reports to its wizard: found or not, and what was found. */
export interface LookupResult {
  state: LookupState;
  found: VehicleLookupView | null;
}

/** What to look up for the typed values: a 17-character VIN, or a year (then make, then model); null when nothing yet. */
export function vehicleQuery(values: Pick<VehicleValues, 'addBy' | 'vin' | 'year' | 'make' | 'model'>): VehicleQuery | null {
  if (values.addBy) return values.vin.length === VIN_LENGTH ? { vin: values.vin } : null;
  if (!(Number(values.year) > 0)) return null;
  return { year: Number(values.year), ...(values.make ? { make: values.make } : {}), ...(values.make && values.model ? { model: values.model } : {}) };
}

const keyOf = (q: VehicleQuery | null) => (q ? JSON.stringify(q) : '');

/**
 * Watches the VIN, or year/make/model, and looks the vehicle up 500 ms after typing stops
 * (a 17-character VIN, or a year; doc 3 §5). A failed lookup marks the vehicle invalid.
 */
export function useVehicleLookup(
  values: VehicleValues,
  gateway: PolicyChangeGateway,
): LookupResult & { makes: string[]; models: string[]; styles: { id: string; name: string }[] } {
  const query = vehicleQuery(values);
  const key = keyOf(query);
  const [debounced] = useDebouncedValue(key, LOOKUP_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ key: string; state: LookupState; found: VehicleLookupView | null } | null>(null);
  const [makes, setMakes] = useState<string[]>([]);
  const [models, setModels] = useState<string[]>([]);

  useEffect(() => {
    if (!debounced) return;
    const q = JSON.parse(debounced) as VehicleQuery;
    let live = true;
    gateway
      .lookupVehicle(q)
      .then((found) => {
        if (!live) return;
        const complete = 'vin' in q || !!q.model;
        if (!('vin' in q) && !q.make) setMakes(found.makes);
        else if (!('vin' in q) && !q.model) setModels(found.models);
        setAnswer({ key: debounced, state: found.valid ? (complete ? 'valid' : 'idle') : 'invalid', found });
      })
      .catch(() => live && setAnswer({ key: debounced, state: 'invalid', found: null }));
    return () => {
      live = false;
    };
  }, [debounced, gateway]);

  const current = answer && answer.key === key ? answer : null;
  const state: LookupState = !query ? 'idle' : current ? current.state : 'checking';
  return { state, found: current?.found ?? null, makes, models, styles: current?.found?.styles ?? [] };
}

export const OTHER_ADDRESS = 'other';

/** Year, make, model and style, chosen in this order (each list depends on the ones before). */
const VEHICLE_CHOICES = ['year', 'make', 'model', 'style'] as const;

/** The garaging choice: the policy's first address without a P.O. box, or "Other" (doc 3 §2 step 1). */
export function policyGaragingAddress(addresses: readonly ChangeAddress[]): ChangeAddress | null {
  return addresses.find((a) => !a.poBox) ?? null;
}

/** Step 1 of the vehicle wizard: the vehicle, mileage, loan or lease, garaging. */
export function VehicleDetailsStep({
  values,
  onChange,
  errors,
  lookup,
  gateway,
  addresses,
}: {
  values: VehicleValues;
  onChange: (next: VehicleValues) => void;
  errors: Errors<VehicleField>;
  lookup: ReturnType<typeof useVehicleLookup>;
  gateway: PolicyChangeGateway;
  addresses: readonly ChangeAddress[];
}) {
  const { t } = usePolicyChangesText();
  const set = <K extends keyof VehicleValues>(k: K, v: VehicleValues[K]) => onChange({ ...values, [k]: v });
  const policyAddress = policyGaragingAddress(addresses);
  const garagingErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith('garaging.'))
      .map(([k, v]) => [k.slice('garaging.'.length), v]),
  ) as Errors<keyof AddressValues>;
  const found = lookup.found;
  const choiceData = {
    year: vehicleYears().map(String),
    make: lookup.makes,
    model: lookup.models,
    style: lookup.styles.map((s) => ({ value: s.id, label: s.name })),
  };
  /** A year, make or model clears the choices after it: their lists depend on it. */
  const choose = (k: (typeof VEHICLE_CHOICES)[number], v: string) =>
    onChange({ ...values, [k]: v, ...Object.fromEntries(VEHICLE_CHOICES.slice(VEHICLE_CHOICES.indexOf(k) + 1).map((after) => [after, ''])) });
  return (
    <Stack>
      <Radio.Group label={t('details.addBy')} value={values.addBy ? 'vin' : 'ymm'} onChange={(v) => onChange(withAddBy(values, v === 'vin'))} name="addBy">
        <Stack mt={4} gap={4}>
          <Radio value="vin" label={t('vehicle.vin')} />
          <Radio value="ymm" label={t('details.byYmm')} />
        </Stack>
      </Radio.Group>
      {values.addBy ? (
        <UpperInput
          label={t('vehicle.vin')}
          required
          description={t('details.vinCharacters', { length: VIN_LENGTH })}
          maxLength={VIN_LENGTH}
          value={values.vin}
          onChange={(v) => set('vin', v.replace(/\s/g, ''))}
          error={errors.vin}
          autoComplete="off"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {VEHICLE_CHOICES.map((k, i) => (
            <Choice
              key={k}
              label={t(`details.${k}`)}
              required
              disabled={i > 0 && !values[VEHICLE_CHOICES[i - 1]]}
              data={choiceData[k]}
              value={values[k]}
              onChange={(v) => choose(k, v)}
              error={errors[k]}
            />
          ))}
        </SimpleGrid>
      )}
      {lookup.state === 'checking' && (values.addBy ? values.vin.length === VIN_LENGTH : !!values.year) && (
        <Text size="sm" c="dimmed" role="status">
          {t('vehicle.validating')}
        </Text>
      )}
      {values.addBy && lookup.state === 'valid' && found && (
        <Alert styles={ALERT_STYLES} color="green" data-testid="vin-vehicle">
          {found.year} {found.make} {found.model}
        </Alert>
      )}
      {values.addBy && lookup.state === 'valid' && lookup.styles.length > 1 && (
        <Choice label={t('details.style')} data={choiceData.style} value={values.style} onChange={(v) => set('style', v)} />
      )}
      <Choice
        label={t('details.annualMileage')}
        required
        data={MILEAGE_BANDS}
        value={values.annualMileage}
        onChange={(v) => set('annualMileage', v)}
        error={errors.annualMileage}
      />
      <YesNo
        name="loanOrLease"
        label={t('details.loanOrLease')}
        value={values.loanOrLease}
        onChange={(v) => set('loanOrLease', v)}
        error={errors.loanOrLease}
      />
      <Radio.Group
        label={t('details.garaging')}
        value={values.isOtherAddress || !policyAddress ? OTHER_ADDRESS : 'policy'}
        onChange={(v) => onChange(withOtherAddress(values, v === OTHER_ADDRESS))}
        name="garaging"
      >
        <Stack mt={4} gap={4}>
          {policyAddress && <Radio value="policy" label={[policyAddress.line1, policyAddress.line2].filter(Boolean).join(', ')} />}
          <Radio value={OTHER_ADDRESS} label={t('details.other')} />
        </Stack>
      </Radio.Group>
      {(values.isOtherAddress || !policyAddress) && (
        <AddressFields
          idPrefix="garaging"
          value={values.garaging}
          onChange={(garaging) => onChange({ ...values, isOtherAddress: true, garaging })}
          errors={garagingErrors}
          gateway={gateway}
          withCounty
          maxLengths={garagingMaxLengths}
        />
      )}
    </Stack>
  );
}
