import type { CertificateHolder, IssueCertificateRequest } from '@portal/generated-client';
import { Alert, Anchor, Button, Group, Loader, Select, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentOpener } from '@/features/documents';
import { isRequired, maxLengthOf, ruleFor } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { formatDate } from '@/lib/format';
import { STATE_OPTIONS } from '@/lib/states';
import { certificatesText, useCertificatesText } from '../i18n';
import { certificatesQueryOptions, lookupZip, useDeleteCertificateHolder, useIssueCertificate, useReissueCertificate } from '../queries';

interface CertificateValues {
  holderName: string;
  line1: string;
  line2: string;
  city: string;
  stateId: string;
  zip: string;
  additionalInsured: string;
  descriptionOfOperations: string;
}

const EMPTY: CertificateValues = { holderName: '', line1: '', line2: '', city: '', stateId: '', zip: '', additionalInsured: '', descriptionOfOperations: '' };
const S = 'IssueCertificateRequest' as const;
const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? '' : Number(v));

function toRequest(v: CertificateValues): IssueCertificateRequest {
  const opt = (s: string) => (s.trim() ? s.trim() : null);
  return {
    holderName: v.holderName.trim(),
    line1: v.line1.trim(),
    line2: opt(v.line2),
    city: v.city.trim(),
    stateId: Number(v.stateId),
    zip: v.zip,
    additionalInsured: opt(v.additionalInsured),
    descriptionOfOperations: opt(v.descriptionOfOperations),
  };
}

/**
 * The success line after issuing or re-issuing: one full stop at its end, even when the holder's
 * name ends with one ("Summit Ridge Co.").
 */
export function certificateDoneMessage(verb: 'issued' | 're-issued', holderName: string): string {
  const name = holderName.trim();
  const line = certificatesText()(verb === 'issued' ? 'form.issued' : 'form.reissued', { name });
  return `${line}${name.endsWith('.') ? '' : '.'}`;
}

/**
 * Certificates of insurance of a commercial, garage or farm policy (issue 16): the issue form
 * (holder and wording only: coverages and limits come from the policy), the saved holders to
 * pick from, and the issued certificates to open or re-issue.
 */
export function CertificatesSection({ policyNumber }: { policyNumber: string }) {
  const query = useQuery(certificatesQueryOptions(policyNumber));
  const { open, errorAlert } = useDocumentOpener();
  const issue = useIssueCertificate(policyNumber);
  const reissue = useReissueCertificate(policyNumber);
  const forget = useDeleteCertificateHolder(policyNumber);
  const [actionError, setActionError] = useState<string[] | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const { t } = useCertificatesText();
  const form = useForm<CertificateValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    // Each rule is built when it runs, so its message is in the language shown then.
    validate: {
      holderName: (v) => ruleFor(S, 'holderName', t('form.holder'))(v),
      line1: (v) => ruleFor(S, 'line1', t('form.line1'))(v),
      line2: (v) => ruleFor(S, 'line2', t('form.line2'))(v),
      city: (v) => ruleFor(S, 'city', t('form.city'))(v),
      stateId: (v) => ruleFor(S, 'stateId', t('form.state'), { required: t('form.chooseState') })(toNumber(v)),
      zip: (v) => ruleFor(S, 'zip', t('form.zip'), { pattern: t('form.zipDigits') })(v),
      additionalInsured: (v) => ruleFor(S, 'additionalInsured', t('form.additionalInsured'))(v),
      descriptionOfOperations: (v) => ruleFor(S, 'descriptionOfOperations', t('form.operations'))(v),
    },
  });
  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    const certificate = await issue.mutateAsync(toRequest(values));
    setIssued(certificateDoneMessage('issued', certificate.holder.name));
    form.reset();
  });
  const id = `coi-${policyNumber}`;

  const pick = (holder: CertificateHolder) =>
    form.setValues({
      holderName: holder.name,
      line1: holder.line1,
      line2: holder.line2 ?? '',
      city: holder.city,
      stateId: String(holder.stateId),
      zip: holder.zip,
    });
  const run = (action: Promise<unknown>, done?: (result: unknown) => string) => {
    setActionError(null);
    setIssued(null);
    action.then((result) => done && setIssued(done(result))).catch((e: unknown) => setActionError(errorLines(e)));
  };
  const zipBlur = async (zip: string) => {
    if (!/^[0-9]{5}$/.test(zip)) return;
    const found = await lookupZip(zip);
    if (!found) return;
    if (!form.getValues().city) form.setFieldValue('city', found.city);
    if (!form.getValues().stateId && found.stateId) form.setFieldValue('stateId', String(found.stateId));
  };

  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorLines(query.error).join(' ')}
      </Alert>
    );
  const data = query.data;

  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {t('title')}
      </Title>
      <Stack gap="md">
        {errorAlert}
        {actionError && <FormErrorAlert title={t('failed')} errors={actionError} />}
        {!data.eligible && data.notEligibleReason && <Text size="sm">{data.notEligibleReason}</Text>}
        {data.eligible && (
          <form onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
            <Stack gap="sm">
              {failure && <FormErrorAlert title={t('failed')} errors={failure.errors} />}
              {issued && (
                <Alert color="green" variant="light" role="status">
                  {issued}
                </Alert>
              )}
              {data.holders.length > 0 && (
                <Select
                  label={t('form.savedHolder')}
                  placeholder={t('form.chooseSaved')}
                  data={data.holders.map((h) => ({ value: h.holderId, label: t('form.holderOption', { name: h.name, city: h.city, state: h.state }) }))}
                  onChange={(v) => {
                    const h = data.holders.find((x) => x.holderId === v);
                    if (h) pick(h);
                  }}
                  clearable
                />
              )}
              <SpecTextInput schema={S} field="holderName" form={form} label={t('form.holder')} autoComplete="organization" />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <SpecTextInput schema={S} field="line1" form={form} label={t('form.line1')} autoComplete="address-line1" />
                <SpecTextInput schema={S} field="line2" form={form} label={t('form.line2')} autoComplete="address-line2" />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SpecTextInput
                  schema={S}
                  field="zip"
                  form={form}
                  label={t('form.zip')}
                  autoComplete="postal-code"
                  onBlur={(e) => void zipBlur(e.currentTarget.value)}
                />
                <SpecTextInput schema={S} field="city" form={form} label={t('form.city')} autoComplete="address-level2" />
                <Select
                  key={form.key('stateId')}
                  {...form.getInputProps('stateId')}
                  label={t('form.state')}
                  data={STATE_OPTIONS}
                  searchable
                  required={isRequired(S, 'stateId')}
                />
              </SimpleGrid>
              <Textarea
                key={form.key('additionalInsured')}
                {...form.getInputProps('additionalInsured')}
                label={t('form.additionalInsuredOptional')}
                maxLength={maxLengthOf(S, 'additionalInsured')}
                autosize
                minRows={2}
              />
              <Textarea
                key={form.key('descriptionOfOperations')}
                {...form.getInputProps('descriptionOfOperations')}
                label={t('form.operationsOptional')}
                description={t('form.operationsDescription', { max: maxLengthOf(S, 'descriptionOfOperations') })}
                maxLength={maxLengthOf(S, 'descriptionOfOperations')}
                autosize
                minRows={2}
              />
              <Group>
                <Button type="submit" loading={form.submitting}>
                  {t('form.issue')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}

        <Title order={4} size="h5">
          {t('issuedList.title')}
        </Title>
        {data.certificates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('issuedList.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label={t('issuedList.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('issuedList.holder')}</Table.Th>
                  <Table.Th>{t('issuedList.issued')}</Table.Th>
                  <Table.Th>{t('issuedList.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.certificates.map((c) => (
                  <Table.Tr key={c.certificateId}>
                    <Table.Td>{c.holder.name}</Table.Td>
                    <Table.Td>{formatDate(c.issuedOn)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="wrap">
                        <Anchor
                          component="button"
                          type="button"
                          onClick={() => open(c.printUrl)}
                          aria-label={t('issuedList.openLabel', { name: c.holder.name, date: formatDate(c.issuedOn) })}
                        >
                          {t('issuedList.open')}
                        </Anchor>
                        {data.eligible && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            loading={reissue.isPending && reissue.variables === c.certificateId}
                            aria-label={t('issuedList.reissueLabel', { name: c.holder.name, date: formatDate(c.issuedOn) })}
                            onClick={() => run(reissue.mutateAsync(c.certificateId), () => certificateDoneMessage('re-issued', c.holder.name))}
                          >
                            {t('issuedList.reissue')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        {data.holders.length > 0 && (
          <>
            <Title order={4} size="h5">
              {t('holders.title')}
            </Title>
            <Stack gap={4}>
              {data.holders.map((h) => (
                <Group key={h.holderId} justify="space-between" wrap="nowrap" align="flex-start">
                  <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                    {t('holders.address', { name: h.name, line1: h.line1, city: h.city, state: h.state, zip: h.zip })}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    style={{ flexShrink: 0 }}
                    aria-label={t('holders.deleteLabel', { name: h.name })}
                    onClick={() => run(forget.mutateAsync(h.holderId))}
                  >
                    {t('holders.delete')}
                  </Button>
                </Group>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </section>
  );
}
