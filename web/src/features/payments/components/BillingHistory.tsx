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
import { usePaymentsText } from '../i18n';
import { PageLinks } from './PageLinks';

const ITEMS_PER_PAGE = 10;

/** The chart's code (@mantine/charts and recharts) loads when a billing history is first opened. */
const BalanceChart = lazyComponent<'BalanceChart', BalanceChartProps>(() => import('./BalanceChart'), 'BalanceChart');

/** The chart's height, kept free while its code loads so the table does not jump. */
const CHART_HEIGHT = 200;

/** A policy's billing history (doc 2 §2): its billing items as a table and its balance over time. */
export function BillingHistory({ policy }: { policy: Policy }) {
  const { t } = usePaymentsText();
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
          {t('history.noChart')}
        </Text>
      ) : (
        <Box mih={CHART_HEIGHT}>
          <BalanceChart points={points} label={t('history.chartLabel', { policyNumber: policy.policyNumber })} height={CHART_HEIGHT} />
        </Box>
      )}
      <TableScroll label={t('history.itemsLabel', { policyNumber: policy.policyNumber })} minWidth={480}>
        <Table striped withTableBorder>
          <Table.Caption>{t('history.itemsLabel', { policyNumber: policy.policyNumber })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.date')}</Table.Th>
              <Table.Th>{t('history.description')}</Table.Th>
              <Table.Th ta="right">{t('history.billed')}</Table.Th>
              <Table.Th ta="right">{t('history.paid')}</Table.Th>
              <Table.Th ta="right">{t('history.balance')}</Table.Th>
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
      <PageLinks page={current} pages={pages} onPage={setPage} label={t('history.pagesLabel', { policyNumber: policy.policyNumber })} />
      {items.length === 1 && (
        <Text size="xs" c="dimmed">
          {t('history.onlyLast')}
        </Text>
      )}
    </Stack>
  );
}
