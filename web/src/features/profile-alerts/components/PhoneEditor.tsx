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
import { useProfileAlertsText } from '../i18n';

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
  const { t } = useProfileAlertsText();
  const savePhone = useSavePhone();
  const [editing, setEditing] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { phoneNumber: '' },
    validate: {
      phoneNumber: (value: string) => {
        const digits = value.replace(/\D/g, '');
        return digits.length === 0 || digits.length === 10 ? null : t('phone.invalid');
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
        {t('phone.title')}
      </Title>
      {editing ? (
        <form onSubmit={onSubmit} noValidate aria-label={t('phone.form')}>
          <Stack gap="sm">
            {failure && <FormErrorAlert title={t('messages.notSaved')} errors={failure.errors} />}
            <SpecTextInput
              schema="PhoneRequest"
              field="phoneNumber"
              form={form}
              mask={maskPhone}
              requiredOverride={false}
              label={t('phone.label')}
              placeholder="999-999-9999"
              inputMode="tel"
              description={t('phone.description')}
            />
            <FormActions submitLabel={t('phone.save')} submitting={form.submitting} onCancel={() => setEditing(false)} />
          </Stack>
        </form>
      ) : (
        <Group justify="space-between">
          <Text data-testid="alerts-phone">{profile.phoneNumber ? maskPhone(profile.phoneNumber) : t('phone.none')}</Text>
          <Anchor component="button" type="button" onClick={start} disabled={blocked} c={blocked ? 'dimmed' : undefined}>
            {profile.phoneNumber ? t('phone.edit') : t('phone.add')}
          </Anchor>
        </Group>
      )}
    </Paper>
  );
}
