import { Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import type { StaffVerificationItem } from '@portal/generated-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { staffVerificationsQueryOptions, useDecideStaffVerification } from '../queries';
import { ADMIN_TEXT, checkDeclineMessage, formatEastern } from '../rules';
import { type AdminNotice, NoticeBox } from './Notice';

/** Staff Verification: pending list, open one, accept or decline with a message; the list refreshes (doc 4 §4). */
export function StaffVerification() {
  const list = useQuery(staffVerificationsQueryOptions());
  const [open, setOpen] = useState<StaffVerificationItem | null>(null);
  const [notice, setNotice] = useState<AdminNotice>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Staff Verification</Title>
        <Button variant="default" size="xs" onClick={() => void list.refetch()} loading={list.isFetching}>
          Refresh
        </Button>
      </Group>
      <NoticeBox notice={notice} onClose={() => setNotice(null)} testId="verification-notice" />
      {list.isPending && <Loader aria-label="Loading verifications" />}
      {list.isError && <FormErrorAlert title="Failed to load verifications" errors={errorLines(list.error)} />}
      {list.data && list.data.length === 0 && <Text role="status">{ADMIN_TEXT.noVerifications}</Text>}
      {list.data && list.data.length > 0 && (
        <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }} aria-label="Pending verifications">
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
      onDone(
        accepted ? `Request of ${item.policyHolder} accepted; the account is created and the customer emailed.` : `Request of ${item.policyHolder} declined.`,
      );
    } catch (err) {
      setFailure(errorLines(err));
    }
  };

  return (
    <Modal opened onClose={onClose} title="New Account Request" size="lg" centered>
      <Stack gap="md">
        {failure && <FormErrorAlert title={declining ? 'Decline Failed' : 'Accept Failed'} errors={failure} />}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Row label="Received" value={formatEastern(item.timeStamp)} />
          <Row label="Policy number" value={item.policyNumber} />
          <Row label="Policyholder" value={item.policyHolder} />
          <Row label="Driver's licence (last 4)" value={item.driversLicenseNumber} />
          <Row label="Date of birth" value={item.dateOfBirth} />
          <Row label="Zip code" value={item.zip} />
          <Row label="SSN/FEIN (last 4)" value={item.employeeIdentificationNumber} />
          <Row label="Email" value={item.staffVerificationEmail} />
          <Row label="Phone" value={item.staffVerificationPhoneNumber} />
        </SimpleGrid>
        {declining && (
          <Textarea
            label="Message to the requestor"
            description="No personal information: no email address, phone number or policy number."
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={messageError}
            autosize
            minRows={3}
            maxLength={2048}
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={decide.isPending}>
            Close
          </Button>
          {declining ? (
            <Button color="red.9" loading={decide.isPending} onClick={() => void send(false)}>
              Send Decline
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={() => setDeclining(true)} disabled={decide.isPending}>
                Decline
              </Button>
              <Button loading={decide.isPending} onClick={() => void send(true)}>
                Accept
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
