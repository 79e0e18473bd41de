import { Alert, Anchor, NativeSelect, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ruleFor } from '@/forms/constraints';
import { FormActions } from '@/forms/FormActions';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { profileQueryOptions } from '@/features/auth';
import { useSaveName } from '../queries';
import { MaskedPasswordValue, profileRowClasses as classes } from '@/features/profile-security';
import { hasAlerts, isPaperless } from '../accountStatus';
import { useProfileText } from '../i18n';
import { LANGUAGES, LANGUAGE_NAMES, chooseLanguage, isLanguage, languageOf } from '@/i18n';

/** /profile (doc 1 §2 Account Information): display name (editable), masked username and password, Paperless, Alerts, policies. */
export function AccountInformation({ title }: { title: string }) {
  const { t, i18n } = useProfileText();
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const saveName = useSaveName();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const form = useForm<{ name: string }>({
    mode: 'uncontrolled',
    initialValues: { name: profile.name },
    validate: { name: ruleFor('NameRequest', 'name', t('name'), { required: t('nameRequired'), pattern: t('namePattern') }) },
    transformValues: (values) => ({ name: values.name.trim() }),
  });

  const { onSubmit, failure, setFailure } = useServerSubmit(form, async (values) => {
    await saveName.mutateAsync({ name: values.name });
    setEditing(false);
    setSaved(true);
  });

  const startEditing = () => {
    form.setValues({ name: profile.name });
    form.resetDirty();
    setFailure(null);
    setSaved(false);
    setEditing(true);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {saved && (
        <Alert color="tide" variant="light" role="status" data-testid="name-saved">
          {t('saved')}
        </Alert>
      )}
      <Paper withBorder shadow="xs" px={{ base: 'md', xs: 'lg' }} py="xs">
        <dl className={classes.rows}>
          <div className={classes.row}>
            {editing ? (
              <>
                {/* The input below is labelled Name. */}
                <dt>
                  <VisuallyHidden>{t('name')}</VisuallyHidden>
                </dt>
                <dd className={classes.editor}>
                  <form onSubmit={onSubmit} noValidate aria-label={t('editName')}>
                    <Stack gap="sm">
                      {failure && <FormErrorAlert title={t('saveFailed')} errors={failure.errors} />}
                      <SpecTextInput schema="NameRequest" field="name" form={form} label={t('name')} data-autofocus />
                      <FormActions submitting={form.submitting} onCancel={() => setEditing(false)} />
                    </Stack>
                  </form>
                </dd>
              </>
            ) : (
              <>
                <Item label={t('name')} value={profile.name} testId="account-name" />
                <dd className={classes.action}>
                  <Anchor component="button" type="button" onClick={startEditing}>
                    {t('edit')}
                    <VisuallyHidden>{t('nameHidden')}</VisuallyHidden>
                  </Anchor>
                </dd>
              </>
            )}
          </div>
          <div className={classes.row}>
            <Item label={t('username')} value={maskUsername(profile.username)} />
          </div>
          <div className={classes.row}>
            <dt>{t('password')}</dt>
            <MaskedPasswordValue />
          </div>
          <div className={classes.row}>
            <Item label={t('paperless')} value={isPaperless(profile) ? t('signedUp') : t('no')} testId="account-paperless" />
          </div>
          <div className={classes.row}>
            <Item label={t('alerts')} value={hasAlerts(profile) ? t('signedUp') : t('no')} testId="account-alerts" />
          </div>
          <div className={classes.row}>
            <Item label={t('policies')} value={profile.policies.map((p) => p.policyNumber).join(', ') || t('none')} testId="account-policies" />
          </div>
          <div className={classes.row}>
            <dt id="account-language-label">{t('language')}</dt>
            <dd className={classes.value}>
              {/* Stored on the account (main.tsx connects chooseLanguage to PUT /api/profile/locale). */}
              <NativeSelect
                aria-labelledby="account-language-label"
                description={t('languageHint')}
                value={languageOf(i18n.language)}
                data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
                onChange={(event) => {
                  const language = event.currentTarget.value;
                  if (isLanguage(language)) void chooseLanguage(language);
                }}
                data-testid="account-language"
              />
            </dd>
          </div>
        </dl>
      </Paper>
    </Stack>
  );
}

/** The username shown masked: its first character and the domain of an email, the rest hidden. */
export function maskUsername(username: string): string {
  const at = username.indexOf('@');
  if (at > 0) return `${username[0]}${'•'.repeat(Math.max(3, at - 1))}${username.slice(at)}`;
  return `${username[0] ?? ''}${'•'.repeat(Math.max(3, username.length - 1))}`;
}

/** A term and its value: the <dt> and <dd> of one row of the definition list. */
function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <Text component="dd" className={classes.value} data-testid={testId}>
        {value}
      </Text>
    </>
  );
}
