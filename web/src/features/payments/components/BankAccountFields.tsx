import { Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PaymentGateway } from '../gateway';
import { ACCOUNT_NUMBER_MAX_DIGITS, ROUTING_DIGITS, accountTypeOptions, checkBankAccount, shouldLookUpBankName } from '../rules/bankAccount';
import { usePaymentsText } from '../i18n';
import type { BankFields } from '../rules/wizardState';

const digitsOnly = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);

/**
 * A bank account (doc 2 §5): routing number with its checksum shown on blur and the bank name
 * looked up at nine digits; account number (at most 17 digits) and its confirmation; type.
 */
export function BankAccountFields({
  idPrefix,
  bank,
  onChange,
  gateway,
  showErrors,
}: {
  idPrefix: string;
  bank: BankFields;
  onChange: (changes: Partial<BankFields>) => void;
  gateway: Pick<PaymentGateway, 'bankName'>;
  showErrors: boolean;
}) {
  const { t } = usePaymentsText();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [lookup, setLookup] = useState<'idle' | 'loading' | 'unknown'>('idle');
  const errors = checkBankAccount(bank);
  const shown = (field: keyof BankFields) => ((touched[field] || showErrors) && errors[field as keyof typeof errors]) || undefined;

  const onRouting = (value: string) => {
    const routingNumber = digitsOnly(value, ROUTING_DIGITS);
    onChange({ routingNumber, bankName: '' });
    if (!shouldLookUpBankName(routingNumber)) {
      setLookup('idle');
      return;
    }
    setLookup('loading');
    gateway.bankName(routingNumber).then(
      (bankName) => {
        onChange({ routingNumber, bankName });
        setLookup('idle');
      },
      () => setLookup('unknown'),
    );
  };

  /** The account number and its confirmation take the same digits the same way. */
  const accountNumberInput = (field: 'accountNumber' | 'accountNumberConfirmation', id: string, label: string) => (
    <TextInput
      id={id}
      label={label}
      required
      inputMode="numeric"
      autoComplete="off"
      maxLength={ACCOUNT_NUMBER_MAX_DIGITS}
      value={bank[field]}
      onChange={(e) => onChange({ [field]: digitsOnly(e.currentTarget.value, ACCOUNT_NUMBER_MAX_DIGITS) })}
      onBlur={() => setTouched((was) => ({ ...was, [field]: true }))}
      error={shown(field)}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <div>
        <TextInput
          id={`${idPrefix}-routing`}
          label={t('bank.routing')}
          required
          inputMode="numeric"
          autoComplete="off"
          value={bank.routingNumber}
          onChange={(e) => onRouting(e.currentTarget.value)}
          onBlur={() => setTouched((was) => ({ ...was, routingNumber: true }))}
          error={shown('routingNumber')}
        />
        <Group gap={4} mt={4} mih={20} aria-live="polite">
          {lookup === 'loading' && (
            <Text size="xs" c="dimmed">
              {t('bank.lookingUp')}
            </Text>
          )}
          {lookup === 'unknown' && (
            <Text size="xs" c="dimmed">
              {t('bank.notFound')}
            </Text>
          )}
          {bank.bankName && (
            <Text size="xs" data-testid={`${idPrefix}-bank-name`}>
              {bank.bankName}
            </Text>
          )}
        </Group>
      </div>
      <NativeSelect
        id={`${idPrefix}-type`}
        label={t('bank.type')}
        required
        value={bank.accountType}
        data={[{ value: '', label: t('bank.choose') }, ...accountTypeOptions()]}
        onChange={(e) => onChange({ accountType: e.currentTarget.value })}
        onBlur={() => setTouched((was) => ({ ...was, accountType: true }))}
        error={shown('accountType')}
      />
      {accountNumberInput('accountNumber', `${idPrefix}-account`, t('bank.account'))}
      {accountNumberInput('accountNumberConfirmation', `${idPrefix}-account-confirm`, t('bank.confirmAccount'))}
    </SimpleGrid>
  );
}
