import { Alert, Anchor, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
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
import { hasAlerts, isPaperless, signedUpLabel } from '../accountStatus';

/** /profile (doc 1 §2 Account Information): display name (editable), masked username and password, Paperless, Alerts, policies. */
export function AccountInformation({ title }: { title: string }) {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const saveName = useSaveName();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const form = useForm<{ name: string }>({
    mode: 'uncontrolled',
    initialValues: { name: profile.name },
    validate: { name: ruleFor('NameRequest', 'name', 'Name', { required: 'Enter your name.', pattern: 'Enter your name without < or >.' }) },
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
          Your changes have been saved.
        </Alert>
      )}
      <Paper withBorder shadow="xs" px={{ base: 'md', xs: 'lg' }} py="xs">
        <dl className={classes.rows}>
          <div className={classes.row}>
            {editing ? (
              <>
                {/* The input below is labelled Name. */}
                <dt>
                  <VisuallyHidden>Name</VisuallyHidden>
                </dt>
                <dd className={classes.editor}>
                  <form onSubmit={onSubmit} noValidate aria-label="Edit name">
                    <Stack gap="sm">
                      {failure && <FormErrorAlert title="Changes could not be saved." errors={failure.errors} />}
                      <SpecTextInput schema="NameRequest" field="name" form={form} label="Name" data-autofocus />
                      <FormActions submitting={form.submitting} onCancel={() => setEditing(false)} />
                    </Stack>
                  </form>
                </dd>
              </>
            ) : (
              <>
                <Item label="Name" value={profile.name} testId="account-name" />
                <dd className={classes.action}>
                  <Anchor component="button" type="button" onClick={startEditing}>
                    Edit<VisuallyHidden> name</VisuallyHidden>
                  </Anchor>
                </dd>
              </>
            )}
          </div>
          <div className={classes.row}>
            <Item label="Username" value={maskUsername(profile.username)} />
          </div>
          <div className={classes.row}>
            <dt>Password</dt>
            <MaskedPasswordValue />
          </div>
          <div className={classes.row}>
            <Item label="Paperless" value={signedUpLabel(isPaperless(profile))} testId="account-paperless" />
          </div>
          <div className={classes.row}>
            <Item label="Alerts" value={signedUpLabel(hasAlerts(profile))} testId="account-alerts" />
          </div>
          <div className={classes.row}>
            <Item label="Policies" value={profile.policies.map((p) => p.policyNumber).join(', ') || 'None'} testId="account-policies" />
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
