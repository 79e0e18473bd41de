import { Alert, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { DueBadges } from '@/features/policies';
import { formatCents } from '../rules/money';
import { PAYMENT_OPTIONS, type Payable, type PaymentLine, type PaymentOption, isAmountEditable, selectedTotal } from '../rules/paymentOptions';
import type { SelectionCheck } from '../rules/selectionValidation';
import type { WizardAction } from '../rules/wizardState';
import { usePaymentsText } from '../i18n';

/** The catalogue key of each payment option's name (the option itself is what the API receives). */
export const OPTION_KEYS = { 'Current Balance': 'options.current', 'Total Balance': 'options.total', 'Custom Payment': 'options.custom' } as const;

/** Step 1, Select Account/Policies (doc 2 §2, §4): a line per policy or account bill. */
export function SelectPoliciesStep({
  payables,
  lines,
  check,
  dispatch,
}: {
  payables: readonly Payable[];
  lines: readonly PaymentLine[];
  check: SelectionCheck;
  dispatch: (a: WizardAction) => void;
}) {
  const { t } = usePaymentsText();
  return (
    <Stack gap="sm">
      {payables.map((p) => {
        const line = lines.find((l) => l.policyNumber === p.policyNumber);
        if (!line) return null;
        return <LineRow key={p.policyNumber} payable={p} line={line} error={check.lineErrors[p.policyNumber]} dispatch={dispatch} />;
      })}
      {check.inlineMessage && (
        <Alert color="red" variant="light" role="alert">
          {check.inlineMessage}
        </Alert>
      )}
      <Group justify="flex-end">
        <Text fw={700} data-testid="selection-total">
          {t('select.total', { amount: formatCents(selectedTotal(lines)) })}
        </Text>
      </Group>
    </Stack>
  );
}

function LineRow({ payable, line, error, dispatch }: { payable: Payable; line: PaymentLine; error?: string; dispatch: (a: WizardAction) => void }) {
  const { t } = usePaymentsText();
  const id = `line-${payable.policyNumber}`;
  const who = payable.accountNumber ? t('common.account', { account: payable.accountNumber }) : payable.policyNumber;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={id} opacity={line.removed ? 0.6 : 1}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Checkbox
            checked={line.selected}
            disabled={line.removed}
            onChange={(e) => dispatch({ type: 'toggle', policyNumber: payable.policyNumber, selected: e.currentTarget.checked })}
            label={
              <span>
                <strong>{payable.displayName}</strong> · {who}
              </span>
            }
            description={payable.groupedPolicyNumbers.length > 0 ? t('select.alsoOnBill', { policies: payable.groupedPolicyNumbers.join(', ') }) : undefined}
          />
          <Group gap={4} wrap="nowrap">
            <DueBadges policy={{ isPastDue: payable.isPastDue, isSoonDue: payable.isSoonDue }} />
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('select.balances', { current: formatCents(payable.outstandingCents), total: formatCents(payable.payInFullCents) })}
        </Text>
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <NativeSelect
            label={t('select.option')}
            value={line.paymentOption}
            data={PAYMENT_OPTIONS.map((o) => ({ value: o, label: t(OPTION_KEYS[o]) }))}
            onChange={(e) => dispatch({ type: 'option', policyNumber: payable.policyNumber, option: e.currentTarget.value as PaymentOption, payable })}
            miw={160}
          />
          {isAmountEditable(line) ? (
            <TextInput
              label={t('common.amount')}
              inputMode="decimal"
              defaultValue={(line.amountCents / 100).toFixed(2)}
              leftSection="$"
              error={error}
              onChange={(e) => dispatch({ type: 'customAmount', policyNumber: payable.policyNumber, text: e.currentTarget.value })}
              miw={140}
            />
          ) : (
            <TextInput label={t('common.amount')} value={formatCents(line.amountCents)} readOnly error={error} miw={140} />
          )}
        </Group>
        {line.removed && (
          <Text size="sm" c="dimmed">
            {t('select.nothingInFull')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
