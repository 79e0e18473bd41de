import { Radio, SimpleGrid, Stack } from '@mantine/core';
import type { PolicyChangeGateway } from '../gateway';
import type { AddressValues, CreditorField, CreditorValues, Errors } from '../rules/forms';
import { AddressFields } from './AddressFields';
import { UpperInput, YesNo } from './parts';
import { POLICY_CHANGES_EN, usePolicyChangesText } from '../i18n';

export const THIRD_PARTY_QUESTION = POLICY_CHANGES_EN.creditor.thirdParty;

/** The creditor form (doc 3 §3 "Creditor form", §5): a company (lienholder) or a person (loss payee) and an address. */
export function CreditorFields({
  value,
  onChange,
  errors,
  gateway,
  asksThirdPartyCoverage,
  maxLengths,
}: {
  value: CreditorValues;
  onChange: (next: CreditorValues) => void;
  errors: Errors<CreditorField>;
  gateway: PolicyChangeGateway;
  asksThirdPartyCoverage: boolean;
  maxLengths: { businessName?: number; firstName?: number; lastName?: number; address: Partial<Record<keyof AddressValues, number>> };
}) {
  const { t } = usePolicyChangesText();
  const addressErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith('address.'))
      .map(([k, v]) => [k.slice('address.'.length), v]),
  ) as Errors<keyof AddressValues>;
  return (
    <Stack>
      <Radio.Group
        label={t('creditor.type')}
        value={value.creditorType}
        onChange={(v) => onChange({ ...value, creditorType: v as '0' | '1', businessName: '', firstName: '', lastName: '' })}
        error={errors.creditorType}
        withAsterisk
        name="creditorType"
      >
        <Stack mt={4} gap={4}>
          <Radio value="0" label={t('creditor.company')} />
          <Radio value="1" label={t('creditor.person')} />
        </Stack>
      </Radio.Group>
      {value.creditorType === '0' && (
        <UpperInput
          label={t('creditor.businessName')}
          required
          value={value.businessName}
          onChange={(v) => onChange({ ...value, businessName: v })}
          error={errors.businessName}
          maxLength={maxLengths.businessName}
        />
      )}
      {value.creditorType === '1' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <UpperInput
            label={t('creditor.firstName')}
            required
            value={value.firstName}
            onChange={(v) => onChange({ ...value, firstName: v })}
            error={errors.firstName}
            maxLength={maxLengths.firstName}
          />
          <UpperInput
            label={t('creditor.lastName')}
            required
            value={value.lastName}
            onChange={(v) => onChange({ ...value, lastName: v })}
            error={errors.lastName}
            maxLength={maxLengths.lastName}
          />
        </SimpleGrid>
      )}
      <AddressFields
        idPrefix="creditor"
        value={value.address}
        onChange={(address) => onChange({ ...value, address })}
        errors={addressErrors}
        gateway={gateway}
        withCounty={false}
        maxLengths={maxLengths.address}
      />
      {asksThirdPartyCoverage && (
        <YesNo
          name="thirdParty"
          label={t('creditor.thirdParty')}
          value={value.hasThirdPartyLoanLeaseCoverage}
          onChange={(v) => onChange({ ...value, hasThirdPartyLoanLeaseCoverage: v })}
          error={errors.hasThirdPartyLoanLeaseCoverage}
        />
      )}
    </Stack>
  );
}
