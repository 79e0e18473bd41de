import { Anchor, Badge, Button, Card, Code, Container, FileInput, Group, Progress, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { UserImportRun } from '@portal/generated-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { Trans } from '@/i18n';
import { errorLines } from '@/forms/serverErrors';
import { formatCount } from '@/lib/format';
import { formatEastern } from '../rules';
import { download as saveFile } from '../components/download';
import { type AdminNotice, NoticeBox } from '../components/Notice';
import { fetchImportErrors, uploadUserImport, userImportQueryOptions, userImportsQueryOptions } from './queries';
import { fileProblem, IMPORT_HEADER, IMPORT_MAX_ROWS, IMPORT_SEPARATOR, importCounts, importPercent, statusLabel } from './rules';
import { useAdminText } from '../i18n';

/** A count as shown: 1,234 (en-US and es-US group digits alike). */
const count = formatCount;

function ErrorsButton({ run, onError }: { run: UserImportRun; onError: (lines: string[]) => void }) {
  const { t } = useAdminText();
  const [busy, setBusy] = useState(false);
  if (!run.failed) return null;
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchImportErrors(run.id), `userImportErrors_${run.id}.csv`);
    } catch (error) {
      onError(errorLines(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      loading={busy}
      onClick={() => void download()}
      aria-label={t('import.downloadErrorsLabel', { count: run.failed, file: run.fileName })}
    >
      {t('import.downloadErrors')}
    </Button>
  );
}

/** The status counts of one run, polled every 3 seconds until it is done. */
function RunStatus({ id, onError }: { id: string; onError: (lines: string[]) => void }) {
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const { data: run, error } = useQuery(userImportQueryOptions(id));
  const done = run?.status === 'done';
  // The list of recent runs shows the finished counts too.
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: userImportsQueryOptions().queryKey, exact: true });
  }, [done, queryClient]);
  if (error) return <NoticeBox notice={{ kind: 'error', title: t('import.statusFailed'), lines: errorLines(error) }} />;
  if (!run) return <Text size="sm">{t('import.loadingStatus')}</Text>;
  return (
    <Card withBorder padding="md" data-testid="import-status" aria-live="polite">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {run.fileName}
          </Text>
          <Badge color={done ? (run.failed ? 'orange.9' : 'teal.9') : 'blue.9'} data-testid="import-state">
            {statusLabel(run.status)}
          </Badge>
        </Group>
        <Progress value={importPercent(run)} aria-label={t('import.rowsHandled')} size="lg" animated={!done} />
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          {importCounts(run).map((c) => (
            <div key={c.key}>
              <Text size="xs" c="dimmed">
                {c.label}
              </Text>
              <Text fw={700} size="lg" data-testid={`count-${c.key}`}>
                {count(c.value)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {done && (
          <Group gap="sm">
            <Text size="sm" role="status">
              {t('import.finished', { succeeded: count(run.succeeded), failed: count(run.failed) })}
            </Text>
            <ErrorsButton run={run} onError={onError} />
          </Group>
        )}
        {!done && (
          <Text size="sm" c="dimmed">
            {t('import.refreshes')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function RecentRuns({ onError }: { onError: (lines: string[]) => void }) {
  const { t } = useAdminText();
  const { data: runs, isPending, error } = useQuery(userImportsQueryOptions());
  if (isPending) return <Text size="sm">{t('import.loadingRecent')}</Text>;
  if (error) return <NoticeBox notice={{ kind: 'error', title: t('import.recentFailed'), lines: errorLines(error) }} />;
  if (!runs.length) return <Text size="sm">{t('import.none')}</Text>;
  return (
    <ScrollArea type="auto" offsetScrollbars="x" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('import.recentRegion') }}>
      <Table striped withTableBorder miw={640} aria-label={t('import.recentTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.started')}</Table.Th>
            <Table.Th>{t('import.file_col')}</Table.Th>
            <Table.Th>{t('import.status')}</Table.Th>
            <Table.Th>{t('import.counts.succeeded')}</Table.Th>
            <Table.Th>{t('import.counts.failed')}</Table.Th>
            <Table.Th>{t('import.counts.total')}</Table.Th>
            <Table.Th>{t('import.errors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td>{formatEastern(run.createdAt)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{run.fileName}</Table.Td>
              <Table.Td>{statusLabel(run.status)}</Table.Td>
              <Table.Td>{count(run.succeeded)}</Table.Td>
              <Table.Td>{count(run.failed)}</Table.Td>
              <Table.Td>{count(run.total)}</Table.Td>
              <Table.Td>
                <ErrorsButton run={run} onError={onError} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** /admin/import (doc 4 §2): upload a users CSV, watch its status counts, download the refused rows, see recent runs. */
export function UserImportPage() {
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const [notice, setNotice] = useState<AdminNotice>(null);
  const showError = (lines: string[]) => setNotice({ kind: 'error', title: t('common.downloadFailed'), lines });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const problem = fileProblem(file);
    if (problem || !file) {
      setNotice({ kind: 'error', title: t('import.importFailed'), lines: [problem ?? ''] });
      return;
    }
    setProgress(0);
    try {
      const run = await uploadUserImport(file, (sent, total) => setProgress(Math.floor((sent * 100) / total)));
      queryClient.setQueryData(userImportQueryOptions(run.id).queryKey, run);
      void queryClient.invalidateQueries({ queryKey: userImportsQueryOptions().queryKey, exact: true });
      setRunId(run.id);
      setFile(null);
    } catch (error) {
      setNotice({ kind: 'error', title: t('import.importFailed'), lines: errorLines(error) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/admin" size="sm">
          {t('import.back')}
        </Anchor>
        <Title order={1}>{t('import.title')}</Title>
        <Text size="sm" maw={720}>
          <Trans
            t={t}
            i18nKey="import.intro"
            values={{ rows: count(IMPORT_MAX_ROWS) }}
            components={{ header: <Code>{IMPORT_HEADER}</Code>, semicolon: <Code>{IMPORT_SEPARATOR}</Code> }}
          />
        </Text>
        <NoticeBox notice={notice} onClose={() => setNotice(null)} testId="import-notice" />
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="sm" maw={560}>
            <FileInput
              label={t('import.file')}
              placeholder={t('import.choose')}
              accept=".csv,text/csv"
              clearable
              value={file}
              onChange={(f) => {
                setFile(f);
                setNotice(null);
              }}
              disabled={progress !== null}
            />
            {progress !== null && <Progress value={progress} aria-label={t('import.uploadProgress')} animated size="lg" />}
            <Group>
              <Button type="submit" loading={progress !== null} disabled={!file}>
                {t('import.importUsers')}
              </Button>
            </Group>
          </Stack>
        </form>
        {runId && (
          <Stack gap="xs">
            <Title order={2}>{t('import.statusTitle')}</Title>
            <RunStatus id={runId} onError={showError} />
          </Stack>
        )}
        <Stack gap="xs">
          <Title order={2}>{t('import.recentTitle')}</Title>
          <RecentRuns onError={showError} />
        </Stack>
      </Stack>
    </Container>
  );
}
