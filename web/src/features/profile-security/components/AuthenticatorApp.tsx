import { Alert, Button, Checkbox, Code, CopyButton, Group, Image, List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TotpSetup } from '@portal/generated-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ruleFor } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { useSession } from '@/features/auth';
import { BRAND_NAME } from '@/features/shell';
import { profileSecurityText, useProfileSecurityText } from '../i18n';
import { PasswordConfirmForm, SecurityCard, SubmitOrCancel } from './SecurityCard';
import { securitySettingsQueryOptions, useConfirmTotpSetup, useDisableTotp, useStartTotpSetup } from '../queries';

/** The recovery codes as the text of a downloaded file, one a line. */
export function recoveryCodesText(codes: readonly string[]): string {
  const t = profileSecurityText();
  return `${t('totp.fileHeading', { brand: BRAND_NAME })}\n${t('totp.fileNote')}\n\n${codes.join('\n')}\n`;
}

function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once, with copy, download and the acknowledgement. */
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useProfileSecurityText();
  const [saved, setSaved] = useState(false);
  const text = recoveryCodesText(codes);
  return (
    <Stack gap="sm" data-testid="totp-recovery-codes">
      <Alert color="tide" variant="light" title={t('totp.turnedOn')} role="status">
        {t('totp.saveCodes')}
      </Alert>
      <List listStyleType="none" spacing={4} aria-label={t('totp.codesLabel')}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code data-testid="totp-recovery-code">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('totp.copied') : t('totp.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => downloadText(t('totp.fileName'), text)}>
          {t('totp.download')}
        </Button>
      </Group>
      <Checkbox label={t('totp.savedCheck')} checked={saved} onChange={(e) => setSaved(e.currentTarget.checked)} />
      <Group>
        <Button disabled={!saved} onClick={onDone}>
          {t('totp.done')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Step 2 of the setup: the QR code, the secret as text, and the code that confirms it. */
function ConfirmSetup({ setup, onConfirmed, onCancel }: { setup: TotpSetup; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useProfileSecurityText();
  const confirm = useConfirmTotpSetup();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: {
      code: (value) => ruleFor('TotpCodeRequest', 'code', t('totp.code'), { required: t('totp.codeRequired') })(value),
    },
  });
  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    const reply = await confirm.mutateAsync({ code: values.code.trim() });
    onConfirmed(reply.recoveryCodes);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('totp.setupForm')}>
      <Stack gap="sm">
        <Text>{t('totp.scan')}</Text>
        <Image src={setup.qrCode} alt={t('totp.qrAlt')} w={200} h={200} fit="contain" />
        <Text size="sm">
          {t('totp.key')}{' '}
          <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
            {setup.secret}
          </Code>
        </Text>
        {failure && <FormErrorAlert title={t('totp.setupFailed')} errors={failure.errors} testId="totp-setup-failure" />}
        <SpecTextInput
          schema="TotpCodeRequest"
          field="code"
          form={form}
          label={t('totp.code')}
          description={t('totp.codeDescription')}
          autoComplete="one-time-code"
          data-autofocus
        />
        <SubmitOrCancel label={t('totp.turnOn')} loading={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** Turning the app off asks for the password again. */
function DisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useProfileSecurityText();
  const disable = useDisableTotp();
  return (
    <PasswordConfirmForm
      label={t('totp.disableForm')}
      intro={t('totp.disableIntro')}
      failure={{ title: t('totp.disableFailed'), testId: 'totp-disable-failure' }}
      submitLabel={t('totp.turnOff')}
      onConfirm={(password) => disable.mutateAsync({ password })}
      onDone={onDone}
    />
  );
}

type Step = { kind: 'status' } | { kind: 'confirm'; setup: TotpSetup } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

/**
 * /profile/security, "Authenticator app" (issue 17): the status, setting it up (QR code, key,
 * a confirming code, then the recovery codes once) and turning it off with the password. Not
 * shown to staff signed in as the customer: the API refuses them (403) anyway.
 */
export function AuthenticatorApp() {
  const { t } = useProfileSecurityText();
  const { isStaffActing } = useSession();
  const settings = useQuery({ ...securitySettingsQueryOptions(), enabled: !isStaffActing });
  const start = useStartTotpSetup();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  if (isStaffActing) return null;

  const on = settings.data?.totpEnabled ?? false;
  return (
    <SecurityCard titleId="totp-title" title={t('totp.title')}>
      {settings.isPending ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : settings.isError ? (
        <Alert color="red">{t('totp.loadFailed')}</Alert>
      ) : step.kind === 'confirm' ? (
        <ConfirmSetup setup={step.setup} onConfirmed={(codes) => setStep({ kind: 'codes', codes })} onCancel={() => setStep({ kind: 'status' })} />
      ) : step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'status' })} />
      ) : step.kind === 'disable' ? (
        <DisableForm onDone={() => setStep({ kind: 'status' })} />
      ) : (
        <>
          <Text data-testid="totp-status">{on ? t('totp.on', { left: settings.data.recoveryCodesLeft }) : t('totp.off')}</Text>
          {start.error && <FormErrorAlert title={t('totp.setupFailed')} errors={[start.error.message]} />}
          <Group>
            {on ? (
              <Button variant="default" onClick={() => setStep({ kind: 'disable' })}>
                {t('totp.turnOff')}
              </Button>
            ) : (
              <Button loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: (setup) => setStep({ kind: 'confirm', setup }) })}>
                {t('totp.setUp')}
              </Button>
            )}
          </Group>
        </>
      )}
    </SecurityCard>
  );
}
