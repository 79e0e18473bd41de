import type { Policy } from '@portal/generated-client';
import { TableScroll } from './TableScroll';
import { Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { NoResults, pageCount, pageItems } from '@/features/policies';
import { formatDate } from '@/lib/format';
import { formatCents } from '../rules/money';
import { PAST_PAYMENTS_PER_PAGE, pastPaymentsOf, paymentYears, paymentsInYear } from '../rules/pastPayments';
import { usePaymentsText } from '../i18n';
import { PageLinks } from './PageLinks';

/** Past payments (doc 2 §2): a year filter, 5 a page, up to 5 page links. */
export function PastPaymentsTab({ policies }: { policies: readonly Policy[] }) {
  const { t } = usePaymentsText();
  const all = pastPaymentsOf(policies);
  const years = paymentYears(all);
  const [year, setYear] = useState<number | null>(years[0] ?? null);
  const [page, setPage] = useState(1);
  const shown = paymentsInYear(all, year);
  const pages = pageCount(shown.length, PAST_PAYMENTS_PER_PAGE);
  const current = Math.min(page, pages);

  return (
    <Stack gap="sm" data-testid="past-payments">
      <Group>
        <NativeSelect
          label={t('past.year')}
          value={year === null ? 'all' : String(year)}
          data={[...years.map((y) => ({ value: String(y), label: String(y) })), { value: 'all', label: t('past.allYears') }]}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setYear(v === 'all' ? null : Number(v));
            setPage(1);
          }}
          w={160}
        />
      </Group>
      {shown.length === 0 ? (
        <NoResults />
      ) : (
        <TableScroll label={t('past.tableLabel')} minWidth={320}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('common.date')}</Table.Th>
                <Table.Th>{t('common.policy')}</Table.Th>
                <Table.Th ta="right">{t('common.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageItems(shown, current, PAST_PAYMENTS_PER_PAGE).map((p) => (
                <Table.Tr key={`${p.policyNumber}-${p.itemDate}-${p.amountCents}-${p.description}`}>
                  <Table.Td>{formatDate(p.itemDate)}</Table.Td>
                  <Table.Td>
                    {p.policyNumber}
                    <Text size="xs" c="dimmed">
                      {p.description}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatCents(p.amountCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <PageLinks page={current} pages={pages} onPage={setPage} label={t('past.pagesLabel')} />
    </Stack>
  );
}
