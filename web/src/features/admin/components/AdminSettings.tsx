import { Badge, Button, Group, Modal, Paper, ScrollArea, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { AdminSystemInfoMessage } from '@portal/generated-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { adminStateQueryOptions, useCreateAdminUser, useSaveSystemInfoMessage } from '../queries';
import { ADMIN_TEXT, checkAdminEmail, checkSystemInfoMessage, formatEastern, fromEasternInput, toEasternInput } from '../rules';
import { type AdminNotice, NoticeBox } from './Notice';
import { ConfirmDeleteModal, SaveCancelActions } from './DialogParts';
import { useAdminForm } from './useAdminForm';

/** Admin Settings: system info messages (add, edit, delete) and creation of admin users (doc 4 §2). */
export function AdminSettings() {
  return (
    <Stack gap="xl">
      <SystemInfoMessages />
      <CreateAdminUser />
    </Stack>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; message: AdminSystemInfoMessage } | null;

function SystemInfoMessages() {
  const { data: state } = useSuspenseQuery(adminStateQueryOptions());
  const save = useSaveSystemInfoMessage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminSystemInfoMessage | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>System Info Messages</Title>
        <Button onClick={() => setEditing({ mode: 'add' })}>Add Message</Button>
      </Group>
      <Text size="sm" c="dimmed">
        Shown on the sign-in page between their start and end. Times are US Eastern.
      </Text>
      {failure && <FormErrorAlert title={ADMIN_TEXT.systemInfoFailed} errors={failure} />}
      {state.systemInfoMessages.length === 0 ? (
        <Text>No system info messages.</Text>
      ) : (
        <ScrollArea type="auto">
          <Table miw={620} data-testid="system-info-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Message</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>End</Table.Th>
                <Table.Th>Active</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.systemInfoMessages.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.message}</Table.Td>
                  <Table.Td>{formatEastern(m.start)}</Table.Td>
                  <Table.Td>{m.end ? formatEastern(m.end) : 'No end'}</Table.Td>
                  <Table.Td>{m.isActive ? <Badge color="teal.9">Active</Badge> : <Badge color="gray.7">Inactive</Badge>}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing({ mode: 'edit', message: m })} aria-label={`Edit message ${m.id}`}>
                        Edit
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setDeleting(m)} aria-label={`Delete message ${m.id}`}>
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {editing && <MessageForm editing={editing} save={save} onClose={() => setEditing(null)} />}
      <ConfirmDeleteModal
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title="Delete Message"
        pending={save.isPending}
        onConfirm={() => {
          if (!deleting) return;
          setFailure(null);
          save.mutateAsync({ action: 'delete', id: deleting.id }).then(
            () => setDeleting(null),
            (err: unknown) => {
              setDeleting(null);
              setFailure(errorLines(err));
            },
          );
        }}
      >
        <Text size="sm">Delete this message? Customers stop seeing it at once.</Text>
        <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
          {deleting?.message}
        </Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}

/** `save` belongs to the list: the form unmounts as the save ends, and must not own the mutation's observer. */
function MessageForm({ editing, save, onClose }: { editing: NonNullable<Editing>; save: ReturnType<typeof useSaveSystemInfoMessage>; onClose: () => void }) {
  const initial = editing.mode === 'edit' ? editing.message : null;
  const { values, failure, setFailure, validate, textInput } = useAdminForm(
    {
      message: initial?.message ?? '',
      start: initial ? toEasternInput(initial.start) : '',
      end: initial ? toEasternInput(initial.end) : '',
    },
    checkSystemInfoMessage,
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validate()) return;
    setFailure(null);
    const body = { message: values.message.trim(), start: fromEasternInput(values.start) ?? '', end: values.end ? fromEasternInput(values.end) : null };
    try {
      await save.mutateAsync(editing.mode === 'edit' ? { action: 'edit', id: editing.message.id, ...body } : { action: 'add', ...body });
      onClose();
    } catch (err) {
      setFailure(errorLines(err));
    }
  };

  return (
    <Modal opened onClose={onClose} title={editing.mode === 'edit' ? 'Edit System Info Message' : 'Add System Info Message'} size="lg" centered>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="System info message">
        <Stack gap="sm">
          {failure && <FormErrorAlert title={ADMIN_TEXT.systemInfoFailed} errors={failure} />}
          <Textarea label="Message" required autosize minRows={3} maxLength={2048} {...textInput('message')} data-autofocus />
          <TextInput label="Start (US Eastern)" type="datetime-local" required {...textInput('start')} />
          <TextInput label="End (US Eastern, empty for no end)" type="datetime-local" {...textInput('end')} />
          <SaveCancelActions onCancel={onClose} pending={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

function CreateAdminUser() {
  const create = useCreateAdminUser();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<AdminNotice>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkAdminEmail(email);
    setError(problem);
    if (problem) return;
    setNotice(null);
    try {
      await create.mutateAsync(email.trim());
      setEmail('');
      setNotice({ kind: 'success', text: ADMIN_TEXT.adminCreated });
    } catch (err) {
      setNotice({ kind: 'error', title: 'Create Admin User Failed', lines: errorLines(err) });
    }
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create admin user">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Create Admin User
          </Title>
          <Text size="sm" c="dimmed">
            The new administrator sets a password through the link emailed to them.
          </Text>
          <NoticeBox notice={notice} onClose={() => setNotice(null)} testId="create-admin-notice" />
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Email address"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" mt={24} loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
