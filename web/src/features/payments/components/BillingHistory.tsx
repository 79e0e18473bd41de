import type { Policy } from '@portal/generated-client';
import { TableScroll } from './TableScroll';
import { Box, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { NoResults, pageCount, pageItems } from '@/features/policies';
import { lazyComponent } from '@/features/shell';
import { formatDate } from '@/lib/format';
import { formatCents, toCents } from '../rules/money';
import { PAYMENT_ITEM_TYPE, balanceSeries, billingItemsOf } from '../rules/pastPayments';
import type { BalanceChartProps } from './BalanceChart';
import { PageLinks } from './PageLinks';

const ITEMS_PER_PAGE = 10;

/** The chart's code (@mantine/charts and recharts) loads when a billing history is first opened. */
const BalanceChart = lazyComponent<'BalanceChart', BalanceChartProps>(() => import('./BalanceChart'), 'BalanceChart');

/** The chart's height, kept free while its code loads so the table does not jump. */
const CHART_HEIGHT = 200;

/** A policy's billing history (doc 2 §2): its billing items as a table and its balance over time. */
export function BillingHistory({ policy }: { policy: Policy }) {
  const items = billingItemsOf(policy).sort((a, b) => b.itemDate.localeCompare(a.itemDate));
  const [page, setPage] = useState(1);
  const pages = pageCount(items.length, ITEMS_PER_PAGE);
  const current = Math.min(page, pages);
  if (items.length === 0) return <NoResults />;
  const points = balanceSeries(items);
  return (
    <Stack gap="sm" data-testid={`billing-history-${policy.policyNumber}`}>
      {points.length < 2 ? (
        <Text c="dimmed" size="sm">
          Not enough billing history for a chart.
        </Text>
      ) : (
        <Box mih={CHART_HEIGHT}>
          <BalanceChart points={points} label={`Balance over time for ${policy.policyNumber}`} height={CHART_HEIGHT} />
        </Box>
      )}
      <TableScroll label={`Billing items of ${policy.policyNumber}`} minWidth={480}>
        <Table striped withTableBorder>
          <Table.Caption>Billing items of {policy.policyNumber}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Billed</Table.Th>
              <Table.Th ta="right">Paid</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageItems(items, current, ITEMS_PER_PAGE).map((i, n) => (
              <Table.Tr key={`${i.itemDate}-${n}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(i.itemDate)}</Table.Td>
                <Table.Td>{i.description}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {i.itemType === PAYMENT_ITEM_TYPE ? '' : formatCents(toCents(i.billedAmount))}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {i.itemType === PAYMENT_ITEM_TYPE ? formatCents(toCents(i.paymentAmount)) : ''}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatCents(toCents(i.balance))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <PageLinks page={current} pages={pages} onPage={setPage} label={`Billing item pages of ${policy.policyNumber}`} />
      {items.length === 1 && (
        <Text size="xs" c="dimmed">
          Only the last payment is known for this policy.
        </Text>
      )}
    </Stack>
  );
}
