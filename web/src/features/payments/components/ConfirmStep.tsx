import { formatCardBrand } from '@/lib/format';
import { TableScroll } from './TableScroll';
import { Alert, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { formatCents, sumCents } from '../rules/money';
import type { Payable, PaymentLine } from '../rules/paymentOptions';
import { maskAccount } from '../rules/bankAccount';
import type { PaymentMethod } from '../rules/wizardState';
import { categoryName } from '../rules/methodText';
import { usePaymentsText } from '../i18n';
import { OPTION_KEYS } from './SelectPoliciesStep';

/** Step 3, Confirm Payment Information (doc 2 §2): what is paid, how, the fee if any. */
export function ConfirmStep({
  payables,
  lines,
  methods,
  amounts,
  emailAddress,
  feeCents,
  feeLoading,
  failure,
}: {
  payables: readonly Payable[];
  lines: readonly PaymentLine[];
  methods: readonly PaymentMethod[];
  amounts: readonly number[];
  emailAddress: string;
  feeCents: number | null;
  feeLoading: boolean;
  failure: string | null;
}) {
  const { t } = usePaymentsText();
  const selected = lines.filter((l) => l.selected && !l.removed);
  const total = sumCents(selected.map((l) => l.amountCents));
  return (
    <Stack gap="sm" data-testid="confirm-step">
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <TableScroll label={t('confirm.tableLabel')} minWidth={300}>
        <Table withTableBorder>
          <Table.Caption>{t('confirm.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.policy')}</Table.Th>
              <Table.Th>{t('confirm.option')}</Table.Th>
              <Table.Th ta="right">{t('common.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {selected.map((l) => {
              const p = payables.find((x) => x.policyNumber === l.policyNumber);
              return (
                <Table.Tr key={l.policyNumber}>
                  <Table.Td>
                    {p?.displayName} · {p?.accountNumber ? t('common.account', { account: p.accountNumber }) : l.policyNumber}
                  </Table.Td>
                  <Table.Td>{t(OPTION_KEYS[l.paymentOption])}</Table.Td>
                  <Table.Td ta="right">{formatCents(l.amountCents)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Stack gap={4}>
        {methods.map((m, i) => (
          <Group key={m.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {m.kind === 'card' && m.card
                ? m.card.fundingMethod
                  ? t('method.brandEnding', { brand: formatCardBrand(m.card.fundingMethod), lastFour: m.card.lastFour })
                  : t('method.categoryEnding', { category: categoryName(m.card.fundingCategory), lastFour: m.card.lastFour })
                : m.kind === 'wallet' && m.walletItem
                  ? t('method.walletEnding', { nickname: m.walletItem.nickname, lastFour: m.walletItem.lastFour })
                  : t('confirm.bank', { bank: m.bank.bankName || t('method.bankAccount'), masked: maskAccount(m.bank.accountNumber) })}
            </Text>
            <Text size="sm">{formatCents(amounts[i] ?? 0)}</Text>
          </Group>
        ))}
      </Stack>
      {(feeLoading || (feeCents !== null && feeCents > 0)) && (
        <Group justify="space-between" data-testid="fee-line">
          <Text size="sm">{t('confirm.fee')}</Text>
          <Text size="sm">{feeLoading ? t('confirm.calculating') : formatCents(feeCents ?? 0)}</Text>
        </Group>
      )}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('common.total')}</Text>
        <Text fw={700} data-testid="confirm-total">
          {formatCents(total + (feeCents ?? 0))}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('confirm.receipt', { email: emailAddress || t('confirm.noEmail') })}
      </Text>
    </Stack>
  );
}
