import { Button, Group, Modal, NativeSelect, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { maxLengthOf } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { maskPhone } from '@/forms/masks';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { useReportSimpleClaim } from '../queries';
import type { ClaimPolicy } from '../rules/draft';
import { type SimpleClaimValues, simpleClaimRequest, simpleClaimRules, simpleClaimValuesFor } from '../rules/simpleClaim';
import { ConfirmationDialog } from './dialogs';
import { CLAIM_TEXTS, useClaimMessage, useClaimReportText } from '../i18n';

/** The modal's title in English (the modal shows the page's language). */
export const SIMPLE_CLAIM_TITLE = CLAIM_TEXTS.simpleTitle;
const DESCRIPTION_MAX = maxLengthOf('ClaimReportRequest', 'lossDescription') ?? 2048;

/**
 * The simple claim form (doc 4 §3 "Claim report fields (simple form)", §7 POST /api/claim, §8):
 * a modal with the policy, the type of loss in words, the date, the policyholder, email, phone,
 * injuries and what happened, for any policy but WCP. Rules come from the spec's constraints of
 * ClaimReportRequest; a refusal or failure shows "Report Claim Failed" with the server's lines;
 * success shows the Claim Confirmation with the claim number.
 */
export function SimpleClaimModal({
  opened,
  policies,
  initialPolicyNumber,
  profile,
  onClose,
  onReported,
}: {
  opened: boolean;
  /** The policies the simple form takes (canReportSimpleClaim). */
  policies: ClaimPolicy[];
  initialPolicyNumber: string | null;
  profile: { email: string; phone: string };
  onClose: () => void;
  /** After the confirmation is closed. */
  onReported: () => void;
}) {
  const [claimNumber, setClaimNumber] = useState<string | null>(null);
  const { t } = useClaimReportText();
  const message = useClaimMessage();
  const byNumber = (n: string) => policies.find((p) => p.policyNumber === n) ?? null;
  const first = byNumber(initialPolicyNumber ?? '') ?? (policies.length === 1 ? policies[0] : null);
  // The chosen policy's latest date of loss (today): the date input's max and the date rule's.
  const [maxDate, setMaxDate] = useState(first?.maxLossDate);
  const form = useForm<SimpleClaimValues>({
    mode: 'uncontrolled',
    initialValues: simpleClaimValuesFor(first, profile),
    validate: translated(
      simpleClaimRules((policyNumber) => byNumber(policyNumber)?.maxLossDate, {
        policyNumber: t('simple.policy'),
        lossType: t('simple.lossType'),
        lossDate: t('simple.lossDate'),
        policyHolder: t('simple.policyholder'),
        emailAddress: t('simple.email'),
        phoneNumber: t('simple.phone'),
        lossDescription: t('simple.whatHappened'),
      }),
      (text) => message(text) ?? null,
    ),
    validateInputOnBlur: true,
  });
  const report = useReportSimpleClaim();
  const { onSubmit, failure, setFailure } = useServerSubmit(form, async (values) => {
    const result = await report.mutateAsync(simpleClaimRequest(values));
    setClaimNumber(result.claimNumber);
  });
  const [description, setDescription] = useState(form.getValues().lossDescription);
  form.watch('lossDescription', ({ value }) => setDescription(value));

  const choosePolicy = (policyNumber: string) => {
    const policy = byNumber(policyNumber);
    form.setValues(simpleClaimValuesFor(policy, profile, form.getValues()));
    setMaxDate(policy?.maxLossDate);
    form.validateField('policyNumber');
  };

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  return (
    <>
      <Modal opened={opened && claimNumber === null} onClose={close} title={t('simple.title')} centered size="lg" fullScreen={false}>
        <form onSubmit={onSubmit} noValidate aria-label={t('simple.title')}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('simple.intro')}
            </Text>
            {failure && <FormErrorAlert title={t('simple.failed')} errors={failure.errors} testId="simple-claim-failure" />}
            <NativeSelect
              key={form.key('policyNumber')}
              label={t('simple.policy')}
              required
              data={[
                { value: '', label: t('simple.choosePolicy'), disabled: true },
                ...policies.map((p) => ({ value: p.policyNumber, label: `${p.policyNumber} ${p.typeName}` })),
              ]}
              {...form.getInputProps('policyNumber')}
              onChange={(e) => choosePolicy(e.currentTarget.value)}
            />
            <SpecTextInput
              schema="ClaimReportRequest"
              field="lossType"
              form={form}
              label={t('simple.lossType')}
              description={t('simple.lossTypeDescription')}
            />
            <SpecTextInput schema="ClaimReportRequest" field="lossDate" form={form} label={t('simple.lossDate')} type="date" max={maxDate} />
            <SpecTextInput schema="ClaimReportRequest" field="policyHolder" form={form} label={t('simple.policyholder')} autoComplete="name" />
            <SpecTextInput schema="ClaimReportRequest" field="emailAddress" form={form} label={t('simple.email')} />
            <SpecTextInput
              schema="ClaimReportRequest"
              field="phoneNumber"
              form={form}
              label={t('simple.phone')}
              type="tel"
              autoComplete="tel"
              mask={maskPhone}
              description={t('simple.phoneDescription')}
            />
            <Radio.Group key={form.key('injuriesExist')} label={t('simple.injured')} required {...form.getInputProps('injuriesExist')}>
              <Group mt={4}>
                <Radio value="yes" label={t('common.yes')} />
                <Radio value="no" label={t('common.no')} />
              </Group>
            </Radio.Group>
            <Textarea
              key={form.key('lossDescription')}
              label={t('simple.whatHappened')}
              required
              autosize
              minRows={3}
              maxRows={8}
              maxLength={DESCRIPTION_MAX}
              aria-describedby="simple-claim-description-count"
              {...form.getInputProps('lossDescription')}
            />
            <Text size="xs" c="dimmed" id="simple-claim-description-count" aria-live="polite">
              {t('simple.counter', { length: description.length, max: DESCRIPTION_MAX })}
            </Text>
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close} disabled={form.submitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('simple.report')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmationDialog
        claimNumber={claimNumber}
        onClose={() => {
          setClaimNumber(null);
          form.reset();
          onReported();
        }}
      />
    </>
  );
}

/**
 * The rules' messages in the page's language: each rule's English (its identity, as the unit
 * tests see it) passed through `translate` when the form validates.
 */
function translated<R extends Record<string, (...args: never[]) => string | null | undefined>>(rules: R, translate: (text: string) => string | null): R {
  return Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [
      field,
      (...args: never[]) => {
        const text = rule(...args);
        return text ? translate(text) : null;
      },
    ]),
  ) as R;
}
