import { Badge, Button, Group, Modal, Paper, ScrollArea, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { maxLengthOf } from '@/forms/constraints';
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
import { useAdminText } from '../i18n';

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
  const { t } = useAdminText();
  const { data: state } = useSuspenseQuery(adminStateQueryOptions());
  const save = useSaveSystemInfoMessage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminSystemInfoMessage | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('settings.messagesTitle')}</Title>
        <Button onClick={() => setEditing({ mode: 'add' })}>{t('settings.addMessage')}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('settings.messagesHint')}
      </Text>
      {failure && <FormErrorAlert title={ADMIN_TEXT.systemInfoFailed} errors={failure} />}
      {state.systemInfoMessages.length === 0 ? (
        <Text>{t('settings.noMessages')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table miw={620} data-testid="system-info-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.message')}</Table.Th>
                <Table.Th>{t('settings.start')}</Table.Th>
                <Table.Th>{t('settings.end')}</Table.Th>
                <Table.Th>{t('settings.active')}</Table.Th>
                <Table.Th>{t('settings.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.systemInfoMessages.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.message}</Table.Td>
                  <Table.Td>{formatEastern(m.start)}</Table.Td>
                  <Table.Td>{m.end ? formatEastern(m.end) : t('settings.noEnd')}</Table.Td>
                  <Table.Td>
                    {m.isActive ? <Badge color="teal.9">{t('settings.active')}</Badge> : <Badge color="gray.7">{t('settings.inactive')}</Badge>}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing({ mode: 'edit', message: m })}
                        aria-label={t('settings.editMessage', { id: m.id })}
                      >
                        {t('common.edit')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setDeleting(m)} aria-label={t('settings.deleteMessageLabel', { id: m.id })}>
                        {t('common.delete')}
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
        title={t('settings.deleteMessage')}
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
        <Text size="sm">{t('settings.deleteConfirm')}</Text>
        <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
          {deleting?.message}
        </Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}

/** `save` belongs to the list: the form unmounts as the save ends, and must not own the mutation's observer. */
function MessageForm({ editing, save, onClose }: { editing: NonNullable<Editing>; save: ReturnType<typeof useSaveSystemInfoMessage>; onClose: () => void }) {
  const { t } = useAdminText();
  const initial = editing.mode === 'edit' ? editing.message : null;
  const { failure, onSubmit, textInput } = useAdminForm(
    {
      message: initial?.message ?? '',
      start: initial ? toEasternInput(initial.start) : '',
      end: initial ? toEasternInput(initial.end) : '',
    },
    checkSystemInfoMessage,
  );

  const submit = onSubmit(async (values) => {
    const body = { message: values.message.trim(), start: fromEasternInput(values.start) ?? '', end: values.end ? fromEasternInput(values.end) : null };
    await save.mutateAsync(editing.mode === 'edit' ? { action: 'edit', id: editing.message.id, ...body } : { action: 'add', ...body });
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={editing.mode === 'edit' ? t('settings.editTitle') : t('settings.addTitle')} size="lg" centered>
      <form onSubmit={submit} noValidate aria-label={t('settings.form')}>
        <Stack gap="sm">
          {failure && <FormErrorAlert title={ADMIN_TEXT.systemInfoFailed} errors={failure} />}
          <Textarea
            label={t('settings.message')}
            required
            autosize
            minRows={3}
            maxLength={maxLengthOf('SystemInfoMessageRequest', 'message')}
            {...textInput('message')}
            data-autofocus
          />
          <TextInput label={t('settings.startInput')} type="datetime-local" required {...textInput('start')} />
          <TextInput label={t('settings.endInput')} type="datetime-local" {...textInput('end')} />
          <SaveCancelActions onCancel={onClose} pending={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

function CreateAdminUser() {
  const { t } = useAdminText();
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
      setNotice({ kind: 'error', title: t('settings.createFailed'), lines: errorLines(err) });
    }
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('settings.createForm')}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('settings.createTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.createHint')}
          </Text>
          <NoticeBox notice={notice} onClose={() => setNotice(null)} testId="create-admin-notice" />
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('settings.emailAddress')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" mt={24} loading={create.isPending}>
              {t('settings.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
