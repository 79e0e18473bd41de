import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { STATE_OPTIONS } from '@/lib/states';
import { EMPTY_THIRD_PARTY_DRIVER, type ThirdPartyDriver } from '../rules/draft';
import { thirdPartyErrors, type ThirdPartyErrors } from '../rules/validation';
import { PhoneInput, SelectField, TextField } from './fields';
import { thirdPartyMaxLength } from '../fieldRules';
import { useClaimMessage, useClaimReportText } from '../i18n';

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
  const { t } = useClaimReportText();
  return (
    <Modal opened={opened} onClose={onClose} title={t('thirdParty.title')} centered size="lg">
      {/* The form mounts with each opening, so it starts from the driver being edited (or empty). */}
      {opened && <ThirdPartyForm initial={initial} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

/** Input attributes (not text): names and the email are not the customer's own, so no autofill. */
const NAME = { autoComplete: 'off' } as const;
const REQUIRED_NAME = { required: true, autoComplete: 'off' } as const;
const EMAIL = { type: 'email', autoComplete: 'off' } as const;

function ThirdPartyForm({ initial, onSave, onClose }: { initial: ThirdPartyDriver | null; onSave: (driver: ThirdPartyDriver) => void; onClose: () => void }) {
  const [value, setValue] = useState<ThirdPartyDriver>(initial ?? EMPTY_THIRD_PARTY_DRIVER);
  const [errors, setErrors] = useState<ThirdPartyErrors>({});
  const [tried, setTried] = useState(false);
  const { t } = useClaimReportText();
  const message = useClaimMessage();

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
    <TextField field={`tp-${k}`} label={label} value={value[k]} onChange={set(k)} error={message(errors[k])} maxLength={thirdPartyMaxLength(k)} {...props} />
  );
  const phone = (k: 'homePhone' | 'businessPhone' | 'cellPhone' | 'fax', label: string) => (
    <PhoneInput field={`tp-${k}`} label={label} value={value[k]} onChange={set(k)} error={message(errors[k])} />
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      aria-label={t('thirdParty.form')}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('firstName', t('thirdParty.firstName'), REQUIRED_NAME)}
          {text('middleName', t('thirdParty.middleName'), NAME)}
          {text('lastName', t('thirdParty.lastName'), REQUIRED_NAME)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {phone('homePhone', t('thirdParty.homePhone'))}
          {phone('businessPhone', t('thirdParty.businessPhone'))}
          {phone('cellPhone', t('thirdParty.cellPhone'))}
          {phone('fax', t('thirdParty.fax'))}
        </SimpleGrid>
        {text('email', t('thirdParty.email'), EMAIL)}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('streetNumber', t('thirdParty.streetNumber'))}
          {text('streetName', t('thirdParty.streetName'))}
          {text('apartmentNumber', t('thirdParty.apartment'))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('poBox', t('thirdParty.poBox'))}
          {text('city', t('thirdParty.city'))}
          <SelectField
            field="tp-stateId"
            label={t('thirdParty.state')}
            data={STATE_OPTIONS}
            value={value.stateId}
            onChange={set('stateId')}
            error={message(errors.stateId)}
          />
          {text('zip', t('thirdParty.zip'))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('thirdParty.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
