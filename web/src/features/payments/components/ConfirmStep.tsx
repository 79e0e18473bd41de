import { formatCardBrand } from '@/lib/format';
import { TableScroll } from './TableScroll';
import { Alert, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { formatCents, sumCents } from '../rules/money';
import type { Payable, PaymentLine } from '../rules/paymentOptions';
import { maskAccount } from '../rules/bankAccount';
import type { PaymentMethod } from '../rules/wizardState';

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
  const selected = lines.filter((l) => l.selected && !l.removed);
  const total = sumCents(selected.map((l) => l.amountCents));
  return (
    <Stack gap="sm" data-testid="confirm-step">
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <TableScroll label={'Payments to confirm'} minWidth={300}>
        <Table withTableBorder>
          <Table.Caption>Payments</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Policy</Table.Th>
              <Table.Th>Option</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {selected.map((l) => {
              const p = payables.find((x) => x.policyNumber === l.policyNumber);
              return (
                <Table.Tr key={l.policyNumber}>
                  <Table.Td>
                    {p?.displayName} · {p?.accountNumber ? `Account ${p.accountNumber}` : l.policyNumber}
                  </Table.Td>
                  <Table.Td>{l.paymentOption}</Table.Td>
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
                ? `${m.card.fundingMethod ? formatCardBrand(m.card.fundingMethod) : m.card.fundingCategory} ending in ${m.card.lastFour}`
                : m.kind === 'wallet' && m.walletItem
                  ? `Wallet: ${m.walletItem.nickname} (ending in ${m.walletItem.lastFour})`
                  : `${m.bank.bankName || 'Bank account'} ${maskAccount(m.bank.accountNumber)}`}
            </Text>
            <Text size="sm">{formatCents(amounts[i] ?? 0)}</Text>
          </Group>
        ))}
      </Stack>
      {(feeLoading || (feeCents !== null && feeCents > 0)) && (
        <Group justify="space-between" data-testid="fee-line">
          <Text size="sm">Convenience fee (card)</Text>
          <Text size="sm">{feeLoading ? 'Calculating…' : formatCents(feeCents ?? 0)}</Text>
        </Group>
      )}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="confirm-total">
          {formatCents(total + (feeCents ?? 0))}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        A receipt will be sent to {emailAddress || 'no email address'}.
      </Text>
    </Stack>
  );
}
