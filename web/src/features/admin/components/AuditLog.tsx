import { Badge, Button, Group, Loader, NativeSelect, Pagination, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { type AuditFilters, auditQueryOptions } from '../queries';
import { auditFiltersFrom, formatEastern, pageCount } from '../rules';

// Dark shades: white badge text at WCAG AA contrast.
const OUTCOME_COLOR = { succeeded: 'teal.9', refused: 'grape.9', failed: 'red.9' } as const;

const EMPTY = { action: '', actor: '', target: '', outcome: '', from: '', to: '' };

/** Audit: every staff action (who, when, action, target, outcome), newest first, with filters. */
export function AuditLog() {
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
      <Title order={2}>Audit</Title>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <form onSubmit={submit} aria-label="Audit filters">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <TextInput label="Action" placeholder="e.g. saveSystemToggles" value={draft.action} onChange={set('action')} />
            <TextInput label="Staff email contains" value={draft.actor} onChange={set('actor')} />
            <TextInput label="Target" value={draft.target} onChange={set('target')} />
            <NativeSelect
              label="Outcome"
              value={draft.outcome}
              onChange={set('outcome')}
              data={[
                { value: '', label: 'Any' },
                { value: 'succeeded', label: 'Succeeded' },
                { value: 'refused', label: 'Refused' },
                { value: 'failed', label: 'Failed' },
              ]}
            />
            <TextInput label="From (US Eastern date)" type="date" value={draft.from} onChange={set('from')} />
            <TextInput label="To (US Eastern date, inclusive)" type="date" value={draft.to} onChange={set('to')} />
          </SimpleGrid>
          <Group mt="sm" gap="sm">
            <Button type="submit" loading={audit.isFetching}>
              Filter
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft(EMPTY);
                setFilters({ page: 1 });
              }}
            >
              Clear
            </Button>
          </Group>
        </form>
      </Paper>
      {audit.isPending && <Loader aria-label="Loading the audit trail" />}
      {audit.isError && <FormErrorAlert title="Failed to load the audit trail" errors={errorLines(audit.error)} />}
      {audit.data && audit.data.total === 0 && <Text role="status">{'No Results Found'}</Text>}
      {audit.data && audit.data.total > 0 && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {audit.data.total} {audit.data.total === 1 ? 'entry' : 'entries'}
          </Text>
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Audit entries' }}>
            <Table striped miw={760} data-testid="audit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When (ET)</Table.Th>
                  <Table.Th>Staff</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Outcome</Table.Th>
                  <Table.Th>Status</Table.Th>
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
                      <Badge color={OUTCOME_COLOR[a.outcome]}>{a.outcome}</Badge>
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
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
