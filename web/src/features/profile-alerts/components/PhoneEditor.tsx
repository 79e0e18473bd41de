import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Profile } from '@portal/generated-client';
import { useState } from 'react';
import { FormActions } from '@/forms/FormActions';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { maskPhone } from '@/forms/masks';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { useSavePhone } from '../queries';

export const PHONE_MESSAGE = 'Enter a 10-digit phone number as 999-999-9999, or leave it empty to remove it.';

/** 'Mobile phone for text messages': shows the phone; Edit opens a small form (POST /api/profile/phone). */
export function PhoneEditor({
  profile,
  blocked,
  onBlocked,
  onSaved,
}: {
  profile: Profile;
  blocked: boolean;
  /** Asked before editing: true when unsaved changes forbid it (the page says why). */
  onBlocked: () => boolean;
  onSaved: (updated: Profile) => Promise<void>;
}) {
  const savePhone = useSavePhone();
  const [editing, setEditing] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { phoneNumber: '' },
    validate: {
      phoneNumber: (value: string) => {
        const digits = value.replace(/\D/g, '');
        return digits.length === 0 || digits.length === 10 ? null : PHONE_MESSAGE;
      },
    },
  });
  const { onSubmit, failure, setFailure } = useServerSubmit(form, async ({ phoneNumber }) => {
    const updated = await savePhone.mutateAsync({ phoneNumber: phoneNumber.replace(/\D/g, '') });
    setEditing(false);
    await onSaved(updated);
  });

  const start = () => {
    if (onBlocked()) return;
    form.setValues({ phoneNumber: maskPhone(profile.phoneNumber ?? '') });
    form.clearErrors();
    setFailure(null);
    setEditing(true);
  };

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        Mobile phone for text messages
      </Title>
      {editing ? (
        <form onSubmit={onSubmit} noValidate aria-label="Mobile phone">
          <Stack gap="sm">
            {failure && <FormErrorAlert title="Changes could not be saved." errors={failure.errors} />}
            <SpecTextInput
              schema="PhoneRequest"
              field="phoneNumber"
              form={form}
              mask={maskPhone}
              requiredOverride={false}
              label="Mobile phone"
              placeholder="999-999-9999"
              inputMode="tel"
              description="Leave empty to remove your phone number."
            />
            <FormActions submitLabel="Save Phone" submitting={form.submitting} onCancel={() => setEditing(false)} />
          </Stack>
        </form>
      ) : (
        <Group justify="space-between">
          <Text data-testid="alerts-phone">{profile.phoneNumber ? maskPhone(profile.phoneNumber) : 'No phone number'}</Text>
          <Anchor component="button" type="button" onClick={start} disabled={blocked} c={blocked ? 'dimmed' : undefined}>
            {profile.phoneNumber ? 'Edit phone' : 'Add phone'}
          </Anchor>
        </Group>
      )}
    </Paper>
  );
}
