import { Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { maxLengthOf } from '@/forms/constraints';
import type { StaffVerificationItem } from '@portal/generated-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { staffVerificationsQueryOptions, useDecideStaffVerification } from '../queries';
import { ADMIN_TEXT, checkDeclineMessage, formatEastern } from '../rules';
import { type AdminNotice, NoticeBox } from './Notice';
import { useAdminText } from '../i18n';

/** Staff Verification: pending list, open one, accept or decline with a message; the list refreshes (doc 4 §4). */
export function StaffVerification() {
  const { t } = useAdminText();
  const list = useQuery(staffVerificationsQueryOptions());
  const [open, setOpen] = useState<StaffVerificationItem | null>(null);
  const [notice, setNotice] = useState<AdminNotice>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('verification.title')}</Title>
        <Button variant="default" size="xs" onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('common.refresh')}
        </Button>
      </Group>
      <NoticeBox notice={notice} onClose={() => setNotice(null)} testId="verification-notice" />
      {list.isPending && <Loader aria-label={t('verification.loading')} />}
      {list.isError && <FormErrorAlert title={t('verification.loadFailed')} errors={errorLines(list.error)} />}
      {list.data && list.data.length === 0 && <Text role="status">{ADMIN_TEXT.noVerifications}</Text>}
      {list.data && list.data.length > 0 && (
        <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }} aria-label={t('verification.pending')}>
          {list.data.map((item) => (
            <li key={item.id}>
              <UnstyledButton onClick={() => setOpen(item)} w="100%">
                <Paper withBorder p="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600}>{item.policyHolder}</Text>
                    <Text size="sm">{item.policyNumber}</Text>
                    <Text size="sm" c="dimmed">
                      {formatEastern(item.timeStamp)}
                    </Text>
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {open && (
        <VerificationDialog
          item={open}
          onClose={() => setOpen(null)}
          onDone={(text) => {
            setOpen(null);
            setNotice({ kind: 'success', text });
          }}
        />
      )}
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** The new-account-request dialog (doc 4 §2). */
function VerificationDialog({ item, onClose, onDone }: { item: StaffVerificationItem; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useAdminText();
  const decide = useDecideStaffVerification();
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);

  const send = async (accepted: boolean) => {
    setFailure(null);
    if (!accepted) {
      const problem = checkDeclineMessage(message);
      setMessageError(problem);
      if (problem) return;
    }
    try {
      await decide.mutateAsync({ id: item.id, accepted, messageToUser: accepted ? null : message.trim() });
      onDone(accepted ? t('verification.accepted', { name: item.policyHolder }) : t('verification.declined', { name: item.policyHolder }));
    } catch (err) {
      setFailure(errorLines(err));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('verification.dialogTitle')} size="lg" centered>
      <Stack gap="md">
        {failure && <FormErrorAlert title={declining ? t('verification.declineFailed') : t('verification.acceptFailed')} errors={failure} />}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Row label={t('verification.received')} value={formatEastern(item.timeStamp)} />
          <Row label={t('common.policyNumber')} value={item.policyNumber} />
          <Row label={t('verification.policyholder')} value={item.policyHolder} />
          <Row label={t('verification.driversLicence')} value={item.driversLicenseNumber} />
          <Row label={t('verification.dateOfBirth')} value={item.dateOfBirth} />
          <Row label={t('verification.zip')} value={item.zip} />
          <Row label={t('verification.ssn')} value={item.employeeIdentificationNumber} />
          <Row label={t('common.email')} value={item.staffVerificationEmail} />
          <Row label={t('verification.phone')} value={item.staffVerificationPhoneNumber} />
        </SimpleGrid>
        {declining && (
          <Textarea
            label={t('verification.message')}
            description={t('verification.messageHint')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={messageError}
            autosize
            minRows={3}
            maxLength={maxLengthOf('StaffVerificationDecision', 'messageToUser')}
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={decide.isPending}>
            {t('common.close')}
          </Button>
          {declining ? (
            <Button color="red.9" loading={decide.isPending} onClick={() => void send(false)}>
              {t('verification.sendDecline')}
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={() => setDeclining(true)} disabled={decide.isPending}>
                {t('verification.decline')}
              </Button>
              <Button loading={decide.isPending} onClick={() => void send(true)}>
                {t('verification.accept')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
