import { Button, Checkbox, Group, Loader, Pagination, Paper, ScrollArea, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { memberSearchQueryOptions } from '../queries';
import { ADMIN_TEXT, MEMBER_PAGE_SIZE, canSearch, formatEastern, pageCount } from '../rules';
import { MemberDialog } from './MemberDialog';

/** Member Accounts: search by name, email, username or policy number, 10 a page, open one (doc 4 §2). */
export function MemberAccounts() {
  const [criteria, setCriteria] = useState('');
  const [adminsOnly, setAdminsOnly] = useState(false);
  const [search, setSearch] = useState<{ criteria: string; isAdmin: boolean; page: number } | null>(null);
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const results = useQuery({ ...memberSearchQueryOptions(search ?? { criteria: '', isAdmin: false, page: 1 }), enabled: !!search });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSearch(criteria)) return;
    setSearch({ criteria: criteria.trim(), isAdmin: adminsOnly, page: 1 });
  };

  const page = results.data;
  return (
    <Stack gap="md">
      <Title order={2}>Member Accounts</Title>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <form onSubmit={submit} role="search" aria-label="Member search">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Name, email, username or policy number"
              value={criteria}
              onChange={(e) => setCriteria(e.currentTarget.value)}
              style={{ flex: '1 1 16rem' }}
              data-testid="member-criteria"
            />
            <Checkbox label="Admins only" checked={adminsOnly} onChange={(e) => setAdminsOnly(e.currentTarget.checked)} mb={8} />
            <Button type="submit" disabled={!canSearch(criteria)} loading={results.isFetching}>
              Search
            </Button>
          </Group>
        </form>
      </Paper>
      {results.isError && <FormErrorAlert title="Search Failed" errors={errorLines(results.error)} />}
      {search && results.isPending && <Loader aria-label="Searching" />}
      {page && page.total === 0 && (
        <Text role="status" data-testid="member-no-results">
          {ADMIN_TEXT.noResults}
        </Text>
      )}
      {page && page.total > 0 && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {page.total} {page.total === 1 ? 'member' : 'members'} found
          </Text>
          <ScrollArea type="auto">
            <Table striped highlightOnHover miw={640} data-testid="member-results">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Username</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Policies</Table.Th>
                  <Table.Th>Last sign-in</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      {m.name}
                      {m.isAdmin ? ' (admin)' : ''}
                    </Table.Td>
                    <Table.Td>{m.userName}</Table.Td>
                    <Table.Td>{m.email}</Table.Td>
                    <Table.Td>{m.policyNumbers.join(', ')}</Table.Td>
                    <Table.Td>{m.lastLogin ? formatEastern(m.lastLogin) : 'Never'}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setOpenUserId(m.id)} aria-label={`Open ${m.name}`}>
                        Open
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {page.total > MEMBER_PAGE_SIZE && (
            <Pagination
              total={pageCount(page.total, page.pageSize)}
              value={page.page}
              onChange={(p) => setSearch((s) => (s ? { ...s, page: p } : s))}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          )}
        </Stack>
      )}
      {openUserId && <MemberDialog userId={openUserId} onClose={() => setOpenUserId(null)} />}
    </Stack>
  );
}
