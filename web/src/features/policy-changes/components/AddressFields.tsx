import { Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { maskZip } from '@/forms/masks';
import type { PolicyChangeGateway } from '../gateway';
import type { AddressValues, Errors } from '../rules/forms';
import { STATE_OPTIONS } from '../rules/states';
import { Choice, UpperInput } from './parts';
import { usePolicyChangesText } from '../i18n';

/** Lookups wait this long after the last keystroke (doc 3 §9). */
export const LOOKUP_DEBOUNCE_MS = 500;

/**
 * A street address: street number and street, or a P.O. box; city, state, zip (and county).
 * Changing the zip fills state, county and city by lookup, 500 ms after typing stops; a failed
 * lookup is ignored (doc 3 §4, §8).
 */
export function AddressFields({
  value,
  onChange,
  errors,
  gateway,
  idPrefix,
  withCounty,
  maxLengths,
}: {
  value: AddressValues;
  onChange: (next: AddressValues) => void;
  errors: Errors<keyof AddressValues>;
  gateway: PolicyChangeGateway;
  idPrefix: string;
  withCounty: boolean;
  maxLengths: Partial<Record<keyof AddressValues, number>>;
}) {
  const { t } = usePolicyChangesText();
  const [zip] = useDebouncedValue(value.zip, LOOKUP_DEBOUNCE_MS);
  const [checking, setChecking] = useState(false);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const looked = useRef(value.zip);

  useEffect(() => {
    if (zip.length !== 5 || zip === looked.current) return;
    looked.current = zip;
    let live = true;
    setChecking(true);
    gateway
      .lookupZip(zip)
      .then((found) => {
        if (!live || !found || latest.current.zip !== zip) return;
        onChange({
          ...latest.current,
          city: found.city.toUpperCase(),
          county: found.county.toUpperCase(),
          stateId: found.stateId ? String(found.stateId) : latest.current.stateId,
        });
      })
      .catch(() => undefined)
      .finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, [zip, gateway, onChange]);

  const set = (k: keyof AddressValues) => (v: string) => onChange({ ...value, [k]: v });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <UpperInput
          id={`${idPrefix}-house`}
          label={t('address.houseNumber')}
          value={value.houseNumber}
          onChange={set('houseNumber')}
          error={errors.houseNumber}
          maxLength={maxLengths.houseNumber}
        />
        <UpperInput
          id={`${idPrefix}-street`}
          label={t('address.streetName')}
          value={value.streetName}
          onChange={set('streetName')}
          error={errors.streetName}
          maxLength={maxLengths.streetName}
        />
        <UpperInput
          id={`${idPrefix}-apt`}
          label={t('address.apartment')}
          value={value.apartmentNumber}
          onChange={set('apartmentNumber')}
          maxLength={maxLengths.apartmentNumber}
        />
        <UpperInput
          id={`${idPrefix}-pobox`}
          label={t('address.poBox')}
          description={t('address.poBoxHint')}
          value={value.poBox}
          onChange={set('poBox')}
          maxLength={maxLengths.poBox}
        />
        <TextInput
          id={`${idPrefix}-zip`}
          label={t('address.zip')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          value={value.zip}
          onChange={(e) => set('zip')(maskZip(e.currentTarget.value))}
          error={errors.zip}
        />
        <UpperInput
          id={`${idPrefix}-city`}
          label={t('address.city')}
          required
          value={value.city}
          onChange={set('city')}
          error={errors.city}
          maxLength={maxLengths.city}
        />
        <Choice
          id={`${idPrefix}-state`}
          label={t('address.state')}
          required
          data={STATE_OPTIONS}
          value={value.stateId}
          onChange={set('stateId')}
          error={errors.stateId}
        />
        {withCounty && (
          <UpperInput
            id={`${idPrefix}-county`}
            label={t('address.county')}
            required
            value={value.county}
            onChange={set('county')}
            error={errors.county}
            maxLength={maxLengths.county}
          />
        )}
      </SimpleGrid>
      {checking && (
        <Group gap="xs">
          <Text size="sm" c="dimmed" role="status">
            {t('address.validatingZip')}
          </Text>
        </Group>
      )}
    </>
  );
}
