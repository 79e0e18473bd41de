import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { api, unwrap } from '@/api/client';
import { errorLines } from '@/forms/serverErrors';
import { ACTIVE_USERS_FILE, ADMIN_TEXT, hasActiveUsers } from '../rules';
import { type AdminNotice, NoticeBox } from './Notice';

/** Saves text as a file download in the browser. */
function download(text: string, fileName: string): void {
  const href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}

/** Today in US Eastern, YYYY-MM-DD (admin times are Eastern). */
function easternToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The Data section (doc 4 §4): the active users export (activeUsers.csv, with the bearer token in the header). */
export function DataExports() {
  const [date, setDate] = useState(easternToday);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AdminNotice>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    setBusy(true);
    try {
      // The CSV is not an envelope; a refusal is, and unwrap reads its lines.
      const csv = await unwrap(api.admin.getActiveUsers({ date }).then((text) => ({ success: true, result: text, errors: [] })));
      if (!hasActiveUsers(csv)) {
        setNotice({ kind: 'error', title: ADMIN_TEXT.noActiveUsers, lines: [] });
        return;
      }
      download(csv, ACTIVE_USERS_FILE);
      setNotice({ kind: 'success', text: `${ACTIVE_USERS_FILE} downloaded` });
    } catch (error) {
      setNotice({ kind: 'error', title: 'Download Failed', lines: errorLines(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={560}>
      <Title order={2}>Active Users</Title>
      <Text size="sm">Customers who signed in on or after the date (US Eastern), with their policies, as {ACTIVE_USERS_FILE}.</Text>
      <NoticeBox notice={notice} onClose={() => setNotice(null)} testId="data-notice" />
      <form onSubmit={(e) => void submit(e)}>
        <Group align="flex-end" gap="sm">
          <TextInput type="date" label="Signed in since" required value={date} onChange={(e) => setDate(e.currentTarget.value)} />
          <Button type="submit" loading={busy} disabled={!date}>
            Download Active Users
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
