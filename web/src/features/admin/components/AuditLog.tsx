import { Badge, Button, Group, Loader, NativeSelect, Pagination, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { type AuditFilters, auditQueryOptions } from '../queries';
import { ADMIN_TEXT, auditFiltersFrom, formatEastern, pageCount } from '../rules';
import { useAdminText } from '../i18n';

// Dark shades: white badge text at WCAG AA contrast.
const OUTCOME_COLOR = { succeeded: 'teal.9', refused: 'grape.9', failed: 'red.9' } as const;

const EMPTY = { action: '', actor: '', target: '', outcome: '', from: '', to: '' };

/** Audit: every staff action (who, when, action, target, outcome), newest first, with filters. */
export function AuditLog() {
  const { t } = useAdminText();
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const audit = useQuery(auditQueryOptions(filters));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...auditFiltersFrom(draft), page: 1 });
  };
  const set = (key: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [key]: value }));
  };

  return (
    <Stack gap="md">
      <Title order={2}>{t('audit.title')}</Title>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <form onSubmit={submit} aria-label={t('audit.filters')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <TextInput label={t('audit.action')} placeholder={t('audit.actionPlaceholder')} value={draft.action} onChange={set('action')} />
            <TextInput label={t('audit.actor')} value={draft.actor} onChange={set('actor')} />
            <TextInput label={t('audit.target')} value={draft.target} onChange={set('target')} />
            <NativeSelect
              label={t('audit.outcome')}
              value={draft.outcome}
              onChange={set('outcome')}
              data={[
                { value: '', label: t('audit.outcomes.any') },
                { value: 'succeeded', label: t('audit.outcomes.succeeded') },
                { value: 'refused', label: t('audit.outcomes.refused') },
                { value: 'failed', label: t('audit.outcomes.failed') },
              ]}
            />
            <TextInput label={t('audit.from')} type="date" value={draft.from} onChange={set('from')} />
            <TextInput label={t('audit.to')} type="date" value={draft.to} onChange={set('to')} />
          </SimpleGrid>
          <Group mt="sm" gap="sm">
            <Button type="submit" loading={audit.isFetching}>
              {t('audit.filter')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft(EMPTY);
                setFilters({ page: 1 });
              }}
            >
              {t('audit.clear')}
            </Button>
          </Group>
        </form>
      </Paper>
      {audit.isPending && <Loader aria-label={t('audit.loading')} />}
      {audit.isError && <FormErrorAlert title={t('audit.loadFailed')} errors={errorLines(audit.error)} />}
      {audit.data && audit.data.total === 0 && <Text role="status">{ADMIN_TEXT.noResults}</Text>}
      {audit.data && audit.data.total > 0 && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {t('audit.entries', { count: audit.data.total })}
          </Text>
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('audit.region') }}>
            <Table striped miw={760} data-testid="audit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.when')}</Table.Th>
                  <Table.Th>{t('audit.staff')}</Table.Th>
                  <Table.Th>{t('audit.action')}</Table.Th>
                  <Table.Th>{t('audit.target')}</Table.Th>
                  <Table.Th>{t('audit.outcome')}</Table.Th>
                  <Table.Th>{t('audit.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.items.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{formatEastern(a.at)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.actorEmail}</Table.Td>
                    <Table.Td>{a.action}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.target ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={OUTCOME_COLOR[a.outcome]}>{t(`audit.outcomes.${a.outcome}`)}</Badge>
                    </Table.Td>
                    <Table.Td>
                      {a.status}
                      {a.code ? ` ${a.code}` : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {audit.data.total > audit.data.pageSize && (
            <Pagination
              total={pageCount(audit.data.total, audit.data.pageSize)}
              value={audit.data.page}
              onChange={(page) => setFilters((f) => ({ ...f, page }))}
              getControlProps={(control) => ({ 'aria-label': t(`common.pageControl.${control}`) })}
              getItemProps={(p) => ({ 'aria-label': t('common.page', { page: p }) })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
