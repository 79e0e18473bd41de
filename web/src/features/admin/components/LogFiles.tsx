import { Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTableScroll } from './AdminTableScroll';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { downloadLogFile, logFilesQueryOptions } from '../queries';
import { fileSize, formatEastern } from '../rules';
import { download } from './download';
import { type AdminNotice, NoticeBox } from './Notice';
import { useAdminText } from '../i18n';

/** The API's log files (doc 4 §7): listed, each downloaded with fetch and the bearer token in the header, saved from a blob. */
export function LogFiles() {
  const { t } = useAdminText();
  const list = useQuery(logFilesQueryOptions());
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<AdminNotice>(null);

  const fetchFile = async (name: string) => {
    setNotice(null);
    setBusy(name);
    try {
      download(await downloadLogFile(name), name, 'application/octet-stream');
    } catch (error) {
      setNotice({ kind: 'error', title: t('common.downloadFailed'), lines: errorLines(error) });
      void list.refetch();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={2}>{t('logs.title')}</Title>
        <Button size="xs" variant="subtle" onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('common.refresh')}
        </Button>
      </Group>
      <NoticeBox notice={notice} onClose={() => setNotice(null)} testId="logfiles-notice" />
      {list.isPending && <Loader aria-label={t('logs.loading')} />}
      {list.isError && <FormErrorAlert title={t('logs.loadFailed')} errors={errorLines(list.error)} />}
      {list.data?.length === 0 && <Text>{t('logs.none')}</Text>}
      {list.data && list.data.length > 0 && (
        <AdminTableScroll label={t('logs.tableRegion')} minWidth={340}>
          <Table striped withTableBorder aria-label={t('logs.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('logs.file')}</Table.Th>
                <Table.Th>{t('logs.size')}</Table.Th>
                <Table.Th>{t('logs.modified')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('common.download')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((file) => (
                <Table.Tr key={file.name}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{file.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{fileSize(file.size)}</Table.Td>
                  <Table.Td>{formatEastern(file.modified)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      loading={busy === file.name}
                      onClick={() => void fetchFile(file.name)}
                      aria-label={t('logs.downloadNamed', { name: file.name })}
                    >
                      {t('common.download')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </AdminTableScroll>
      )}
    </Stack>
  );
}
