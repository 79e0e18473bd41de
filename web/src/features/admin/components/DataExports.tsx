import { Anchor, Button, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { errorLines } from '@/forms/serverErrors';
import { fetchActiveUsersCsv } from '../queries';
import { isoDayIn } from '@/lib/format';
import { ACTIVE_USERS_FILE, ADMIN_TEXT, ADMIN_TIME_ZONE, hasActiveUsers } from '../rules';
import { download } from './download';
import { LogFiles } from './LogFiles';
import { type AdminNotice, NoticeBox } from './Notice';
import { useAdminText } from '../i18n';

/** Today in US Eastern, YYYY-MM-DD (admin times are Eastern). */
const easternToday = () => isoDayIn(ADMIN_TIME_ZONE);

/** The Data section (doc 4 §4): the active users export, the user import, the log files (the e-delivery sync is in Admin OneTime Use). */
export function DataExports() {
  const { t } = useAdminText();
  return (
    <Stack gap="xl">
      <ActiveUsers />
      <Divider />
      <Stack gap="md" maw={560}>
        <Title order={2}>{t('data.importTitle')}</Title>
        <Text size="sm">
          {t('data.importText')}{' '}
          <Anchor component={Link} to="/admin/import">
            {t('data.importLink')}
          </Anchor>
        </Text>
      </Stack>
      <Divider />
      <LogFiles />
    </Stack>
  );
}

/** The active users export (activeUsers.csv, with the bearer token in the header). */
function ActiveUsers() {
  const { t } = useAdminText();
  const [date, setDate] = useState(easternToday);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AdminNotice>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    setBusy(true);
    try {
      const csv = await fetchActiveUsersCsv(date);
      if (!hasActiveUsers(csv)) {
        setNotice({ kind: 'error', title: ADMIN_TEXT.noActiveUsers, lines: [] });
        return;
      }
      download(csv, ACTIVE_USERS_FILE);
      setNotice({ kind: 'success', text: t('data.downloaded', { file: ACTIVE_USERS_FILE }) });
    } catch (error) {
      setNotice({ kind: 'error', title: t('common.downloadFailed'), lines: errorLines(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={560}>
      <Title order={2}>{t('data.activeTitle')}</Title>
      <Text size="sm">{t('data.activeText', { file: ACTIVE_USERS_FILE })}</Text>
      <NoticeBox notice={notice} onClose={() => setNotice(null)} testId="data-notice" />
      <form onSubmit={(e) => void submit(e)}>
        <Group align="flex-end" gap="sm">
          <TextInput type="date" label={t('data.since')} required value={date} onChange={(e) => setDate(e.currentTarget.value)} />
          <Button type="submit" loading={busy} disabled={!date}>
            {t('data.downloadActive')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
