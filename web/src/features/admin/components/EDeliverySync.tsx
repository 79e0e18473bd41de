import { Badge, Button, Group, Loader, Modal, Pagination, Progress, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { BulkEDeliveryRequestConstraints } from '@portal/generated-client';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AdminTableScroll } from './AdminTableScroll';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { discrepanciesQueryOptions, useBulkEDeliverySync } from '../queries';
import { ADMIN_TEXT, BULK_SYNC_DEFAULT, bulkReportFileName, pageCount, parseUpdateCount, reportRowCount } from '../rules';
import { download } from './download';
import { type AdminNotice, NoticeBox } from './Notice';
import { useAdminText } from '../i18n';

/** The longest count the spec takes: the digits of its maximum, or a word it allows (`ALL`). */
const COUNT_MAX_LENGTH = Math.max(
  ...BulkEDeliveryRequestConstraints.updateCount.oneOf.map((kind) =>
    'maximum' in kind ? String(kind.maximum).length : Math.max(...kind.enum.map((word) => word.length)),
  ),
);

/**
 * The bulk e-delivery sync (doc 4 §4): a prompt for how many users (50, or ALL), progress while
 * the server runs it, then BulkUpdateReport_{timestamp}.csv is downloaded; and the members whose
 * portal choice still differs from their policies' records.
 */
export function EDeliverySync() {
  const { t } = useAdminText();
  const [prompt, setPrompt] = useState(false);
  const [notice, setNotice] = useState<AdminNotice>(null);
  const sync = useBulkEDeliverySync();

  const run = async (count: number | 'ALL') => {
    setPrompt(false);
    setNotice(null);
    try {
      const csv = await sync.mutateAsync(count);
      const rows = reportRowCount(csv);
      if (rows === 0) {
        setNotice({ kind: 'error', title: ADMIN_TEXT.noUpdates, lines: [] });
        return;
      }
      const name = bulkReportFileName(new Date());
      download(csv, name);
      setNotice({ kind: 'success', text: t('edelivery.updated', { count: rows, file: name }) });
    } catch (error) {
      setNotice({ kind: 'error', title: ADMIN_TEXT.bulkFailure(errorLines(error).join(' ')), lines: [] });
    }
  };

  return (
    <Stack gap="md">
      <Title order={2}>{t('edelivery.title')}</Title>
      <Text size="sm">{t('edelivery.intro')}</Text>
      <NoticeBox notice={notice} onClose={() => setNotice(null)} testId="bulk-notice" />
      <Group>
        <Button onClick={() => setPrompt(true)} loading={sync.isPending} disabled={sync.isPending}>
          {t('edelivery.bulkUpdate')}
        </Button>
      </Group>
      {sync.isPending && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{t('edelivery.updating')}</Text>
          <Progress value={100} striped animated aria-label={t('edelivery.inProgress')} />
        </Stack>
      )}
      {prompt && <CountPrompt onCancel={() => setPrompt(false)} onRun={(count) => void run(count)} />}
      <Discrepancies />
    </Stack>
  );
}

function CountPrompt({ onCancel, onRun }: { onCancel: () => void; onRun: (count: number | 'ALL') => void }) {
  const { t } = useAdminText();
  const [value, setValue] = useState(BULK_SYNC_DEFAULT);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseUpdateCount(value);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    onRun(parsed.value);
  };
  return (
    <Modal opened onClose={onCancel} title={t('edelivery.bulkUpdate')} centered>
      <form onSubmit={submit} noValidate aria-label={t('edelivery.promptForm')}>
        <Stack gap="sm">
          <TextInput
            label={t('edelivery.count')}
            description={t('edelivery.countHint')}
            required
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            inputMode="text"
            maxLength={COUNT_MAX_LENGTH}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('edelivery.run')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Discrepancies() {
  const { t } = useAdminText();
  const delivery = (electronic: boolean) => (electronic ? t('edelivery.electronic') : t('edelivery.paper'));
  const [page, setPage] = useState(1);
  const list = useQuery(discrepanciesQueryOptions(page));
  const data = list.data;
  return (
    <Stack gap="sm" data-testid="discrepancies">
      <Group gap="sm">
        <Title order={3} size="h4">
          {t('edelivery.discrepancies')}
        </Title>
        {data && (
          <Badge variant="light" data-testid="discrepancy-count">
            {data.total}
          </Badge>
        )}
        <Button size="xs" variant="subtle" onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('common.refresh')}
        </Button>
      </Group>
      {list.isPending && <Loader aria-label={t('edelivery.loading')} />}
      {list.isError && <FormErrorAlert title={t('edelivery.loadFailed')} errors={errorLines(list.error)} />}
      {data?.total === 0 && <Text>{t('edelivery.none')}</Text>}
      {data && data.items.length > 0 && (
        <AdminTableScroll label={t('edelivery.tableRegion')} minWidth={560}>
          <Table striped withTableBorder aria-label={t('edelivery.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('edelivery.user')}</Table.Th>
                <Table.Th>{t('common.email')}</Table.Th>
                <Table.Th>{t('edelivery.portal')}</Table.Th>
                <Table.Th>{t('edelivery.differing')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((item) => (
                <Table.Tr key={item.userId}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{item.email}</Table.Td>
                  <Table.Td>{delivery(item.portalDelivery)}</Table.Td>
                  <Table.Td>{item.policies.map((p) => `${p.policyNumber} (${delivery(p.coreDelivery)})`).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </AdminTableScroll>
      )}
      {data && data.total > data.pageSize && (
        <Pagination total={pageCount(data.total, data.pageSize)} value={page} onChange={setPage} aria-label={t('edelivery.pages')} />
      )}
    </Stack>
  );
}
