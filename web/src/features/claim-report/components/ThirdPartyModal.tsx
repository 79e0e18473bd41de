import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { STATE_OPTIONS } from '@/lib/states';
import { EMPTY_THIRD_PARTY_DRIVER, type ThirdPartyDriver } from '../rules/draft';
import { thirdPartyErrors, type ThirdPartyErrors } from '../rules/validation';
import { PhoneInput, SelectField, TextField } from './fields';
import { thirdPartyMaxLength } from '../fieldRules';

/**
 * The third-party-driver modal (doc 3 "Claim form fragment", doc 4 §3 "Third-party driver"):
 * the other driver's name, phones (10 digits, "Invalid phone number"), email and address.
 */
export function ThirdPartyModal({
  opened,
  initial,
  onSave,
  onClose,
}: {
  opened: boolean;
  /** The driver being edited; null adds one. */
  initial: ThirdPartyDriver | null;
  onSave: (driver: ThirdPartyDriver) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Other Driver" centered size="lg">
      {/* The form mounts with each opening, so it starts from the driver being edited (or empty). */}
      {opened && <ThirdPartyForm initial={initial} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function ThirdPartyForm({ initial, onSave, onClose }: { initial: ThirdPartyDriver | null; onSave: (driver: ThirdPartyDriver) => void; onClose: () => void }) {
  const [value, setValue] = useState<ThirdPartyDriver>(initial ?? EMPTY_THIRD_PARTY_DRIVER);
  const [errors, setErrors] = useState<ThirdPartyErrors>({});
  const [tried, setTried] = useState(false);

  const set = (k: keyof ThirdPartyDriver) => (v: string) => {
    const next = { ...value, [k]: v };
    setValue(next);
    // Each field is checked as it changes; the rest wait for Save.
    const all = thirdPartyErrors(next);
    setErrors((e) => (tried ? all : { ...e, [k]: all[k] }));
  };

  const save = () => {
    const all = thirdPartyErrors(value);
    setTried(true);
    setErrors(all);
    const first = Object.keys(all)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="tp-${first}"] input, [data-field="tp-${first}"] select`)?.focus();
      return;
    }
    onSave({ ...value, firstName: value.firstName.trim(), lastName: value.lastName.trim() });
  };

  const text = (k: keyof ThirdPartyDriver, label: string, props: { required?: boolean; autoComplete?: string; type?: string } = {}) => (
    <TextField field={`tp-${k}`} label={label} value={value[k]} onChange={set(k)} error={errors[k]} maxLength={thirdPartyMaxLength(k)} {...props} />
  );
  const phone = (k: 'homePhone' | 'businessPhone' | 'cellPhone' | 'fax', label: string) => (
    <PhoneInput field={`tp-${k}`} label={label} value={value[k]} onChange={set(k)} error={errors[k]} />
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      aria-label="Other driver"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('firstName', 'First name', { required: true, autoComplete: 'off' })}
          {text('middleName', 'Middle name', { autoComplete: 'off' })}
          {text('lastName', 'Last name', { required: true, autoComplete: 'off' })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {phone('homePhone', 'Home phone')}
          {phone('businessPhone', 'Business phone')}
          {phone('cellPhone', 'Cell phone')}
          {phone('fax', 'Fax')}
        </SimpleGrid>
        {text('email', 'Email', { type: 'email', autoComplete: 'off' })}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('streetNumber', 'Street number')}
          {text('streetName', 'Street name')}
          {text('apartmentNumber', 'Apartment')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('poBox', 'P.O. box')}
          {text('city', 'City')}
          <SelectField field="tp-stateId" label="State" data={STATE_OPTIONS} value={value.stateId} onChange={set('stateId')} error={errors.stateId} />
          {text('zip', 'Zip code')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save Driver</Button>
        </Group>
      </Stack>
    </form>
  );
}
