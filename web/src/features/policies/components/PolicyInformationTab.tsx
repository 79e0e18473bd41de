import type { Policy } from '@portal/generated-client';
import { Accordion, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { paymentFigures, policyTitle } from '../policyDisplay';
import { NoResults } from './PolicyLoadError';
import { STATE_COLORS } from '@/theme';
import { formatDate, formatMoney } from '@/lib/format';
import { usePoliciesText } from '../i18n';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** The payment figures of a policy. Paying online comes with the payments screens. */
export function PaymentBlock({ policy }: { policy: Policy }) {
  const { t } = usePoliciesText();
  const figures = paymentFigures(policy);
  return (
    <Paper withBorder p="md" radius="md" data-testid="payment-block">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {t('information.payment')}
        </Title>
        {policy.isPastDue && <Badge color={STATE_COLORS.pastDue}>{t('badges.pastDue')}</Badge>}
        {policy.isSoonDue && <Badge color={STATE_COLORS.soonDue}>{t('badges.dueSoon')}</Badge>}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Field label={figures.accountNumber ? t('information.accountBalance') : t('information.balance')}>{formatMoney(figures.outstandingBalance)}</Field>
        <Field label={t('information.dueDate')}>{formatDate(figures.dueDate) || '—'}</Field>
        <Field label={t('information.payInFull')}>{formatMoney(figures.payInFullAmount)}</Field>
      </SimpleGrid>
      {figures.accountNumber && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('information.billedOnAccount', { accountNumber: figures.accountNumber })}
        </Text>
      )}
    </Paper>
  );
}

/** Information tab (doc 1 §2): names, holder, payment, then vehicles and drivers with details. */
export function PolicyInformationTab({ policy }: { policy: Policy }) {
  const { t } = usePoliciesText();
  const holder = policy.policyHolder;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label={t('information.nickname')}>{policyTitle(policy)}</Field>
        <Field label={t('information.policyNumber')}>{policy.policyNumber}</Field>
        <Field label={t('information.company')}>{policy.companyName}</Field>
        <Field label={t('information.term')}>
          {formatDate(policy.term.effectiveDate)} – {formatDate(policy.term.endDate)}
        </Field>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('information.policyholder')}
          </Text>
          <Text>{holder.displayName}</Text>
          <Text>{holder.address1}</Text>
          {holder.address2 && <Text>{holder.address2}</Text>}
          <Text>
            {holder.city}, {holder.state} {holder.postalCode}
          </Text>
        </div>
      </SimpleGrid>
      <PaymentBlock policy={policy} />
      {(policy.vehicles.length > 0 || policy.policyNumber.toUpperCase().startsWith('PPA')) && (
        <section>
          <Title order={3} size="h4" mb="xs">
            {t('information.vehicles')}
          </Title>
          {policy.vehicles.length === 0 ? (
            <NoResults />
          ) : (
            <Accordion variant="separated" multiple>
              {policy.vehicles.map((v) => (
                <Accordion.Item key={v.vehicleNum} value={`v${v.vehicleNum}`}>
                  <Accordion.Control>{v.displayName}</Accordion.Control>
                  <Accordion.Panel>
                    <Field label={t('information.vin')}>{v.vin}</Field>
                    {v.deleteFutureEffectiveDate && (
                      <Text size="sm" c="orange">
                        {t('information.removedOn', { date: formatDate(v.deleteFutureEffectiveDate) })}
                      </Text>
                    )}
                    {v.coverages.length > 0 && (
                      <Stack gap={2} mt="xs">
                        {v.coverages.map((c) => (
                          <Group key={c.description} justify="space-between" wrap="nowrap">
                            <Text size="sm">{c.description}</Text>
                            <Text size="sm" c="dimmed" ta="right">
                              {c.coverageLimitDescription}
                            </Text>
                          </Group>
                        ))}
                      </Stack>
                    )}
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </section>
      )}
      {policy.drivers.length > 0 && (
        <section>
          <Title order={3} size="h4" mb="xs">
            {t('information.drivers')}
          </Title>
          <Accordion variant="separated" multiple>
            {policy.drivers.map((d) => (
              <Accordion.Item key={d.driverNum} value={`d${d.driverNum}`}>
                <Accordion.Control>{d.displayName}</Accordion.Control>
                <Accordion.Panel>
                  <SimpleGrid cols={2}>
                    <Field label={t('information.licenseNumber')}>{d.dln}</Field>
                    <Field label={t('information.birthYear')}>{d.birthYear}</Field>
                  </SimpleGrid>
                  {d.deleteFutureEffectiveDate && (
                    <Text size="sm" c="orange" mt="xs">
                      {t('information.removedOn', { date: formatDate(d.deleteFutureEffectiveDate) })}
                    </Text>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      )}
    </Stack>
  );
}
