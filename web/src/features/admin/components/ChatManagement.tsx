import { Button, Checkbox, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ChatOptions } from '@portal/generated-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { adminStateQueryOptions, useSaveChatOptions } from '../queries';
import { ADMIN_TEXT, checkChatSchedule } from '../rules';
import { useAdminForm } from './useAdminForm';
import { useAdminText } from '../i18n';

/** The modes, labelled by the catalogue's `chat.modes`. */
const MODES = [1, 2, 3] as const satisfies readonly ChatOptions['mode'][];

/** Chat Management: mode and schedule, saved with a success dialog or 'Chat Save Failed' and the server's errors (doc 4 §4, §8). */
export function ChatManagement() {
  const { t } = useAdminText();
  const { data: state } = useSuspenseQuery(adminStateQueryOptions());
  const save = useSaveChatOptions();
  const { values, setValues, setField, failure, onSubmit, textInput } = useAdminForm<ChatOptions, ReturnType<typeof checkChatSchedule>>(
    state.chatSchedule,
    checkChatSchedule,
  );
  const [saved, setSaved] = useState(false);

  const submit = onSubmit(async (v) => {
    const stored = await save.mutateAsync(v);
    setValues(stored);
    setSaved(true);
  });

  return (
    <Stack gap="md">
      <Title order={2}>{t('chat.title')}</Title>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <form onSubmit={submit} noValidate aria-label={t('chat.form')}>
          <Stack gap="md">
            {failure && <FormErrorAlert title={ADMIN_TEXT.chatSaveFailed} errors={failure} testId="chat-failure" />}
            <Radio.Group
              label={t('chat.mode')}
              value={String(values.mode)}
              onChange={(v) => setValues((s) => ({ ...s, mode: Number(v) as ChatOptions['mode'] }))}
            >
              <Group mt="xs" gap="lg">
                {MODES.map((m) => (
                  <Radio key={m} value={String(m)} label={t(`chat.modes.${m}`)} />
                ))}
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={480}>
              <TextInput label={t('chat.startTime')} type="time" {...textInput('startTime')} />
              <TextInput label={t('chat.endTime')} type="time" {...textInput('endTime')} />
            </SimpleGrid>
            <Checkbox label={t('chat.closedWeekends')} checked={values.closedWeekends} onChange={(e) => setField('closedWeekends', e.currentTarget.checked)} />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Modal opened={saved} onClose={() => setSaved(false)} title={t('chat.savedTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('chat.savedText')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setSaved(false)} data-autofocus>
              {t('common.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
