import { Button, Checkbox, Group, Loader, Pagination, Paper, ScrollArea, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { memberSearchQueryOptions } from '../queries';
import { ADMIN_TEXT, MEMBER_PAGE_SIZE, canSearch, formatEastern, pageCount } from '../rules';
import { MemberDialog } from './MemberDialog';
import { useAdminText } from '../i18n';

/** Member Accounts: search by name, email, username or policy number, 10 a page, open one (doc 4 §2). */
export function MemberAccounts() {
  const { t } = useAdminText();
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
      <Title order={2}>{t('members.title')}</Title>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <form onSubmit={submit} role="search" aria-label={t('members.searchForm')}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('members.criteria')}
              value={criteria}
              onChange={(e) => setCriteria(e.currentTarget.value)}
              style={{ flex: '1 1 16rem' }}
              data-testid="member-criteria"
            />
            <Checkbox label={t('members.adminsOnly')} checked={adminsOnly} onChange={(e) => setAdminsOnly(e.currentTarget.checked)} mb={8} />
            <Button type="submit" disabled={!canSearch(criteria)} loading={results.isFetching}>
              {t('members.search')}
            </Button>
          </Group>
        </form>
      </Paper>
      {results.isError && <FormErrorAlert title={t('members.searchFailed')} errors={errorLines(results.error)} />}
      {search && results.isPending && <Loader aria-label={t('members.searching')} />}
      {page && page.total === 0 && (
        <Text role="status" data-testid="member-no-results">
          {ADMIN_TEXT.noResults}
        </Text>
      )}
      {page && page.total > 0 && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {t('members.found', { count: page.total })}
          </Text>
          <ScrollArea type="auto">
            <Table striped highlightOnHover miw={640} data-testid="member-results">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('common.name')}</Table.Th>
                  <Table.Th>{t('members.username')}</Table.Th>
                  <Table.Th>{t('common.email')}</Table.Th>
                  <Table.Th>{t('members.policies')}</Table.Th>
                  <Table.Th>{t('members.lastSignIn')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('members.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      {m.name}
                      {m.isAdmin ? t('members.adminSuffix') : ''}
                    </Table.Td>
                    <Table.Td>{m.userName}</Table.Td>
                    <Table.Td>{m.email}</Table.Td>
                    <Table.Td>{m.policyNumbers.join(', ')}</Table.Td>
                    <Table.Td>{m.lastLogin ? formatEastern(m.lastLogin) : t('common.never')}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setOpenUserId(m.id)} aria-label={t('members.openNamed', { name: m.name })}>
                        {t('members.open')}
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
              getControlProps={(control) => ({ 'aria-label': t(`common.pageControl.${control}`) })}
              getItemProps={(p) => ({ 'aria-label': t('common.page', { page: p }) })}
            />
          )}
        </Stack>
      )}
      {openUserId && <MemberDialog userId={openUserId} onClose={() => setOpenUserId(null)} />}
    </Stack>
  );
}
