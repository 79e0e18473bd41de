import { Badge, Button, Group, Loader, Modal, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { maxLengthOf } from '@/forms/constraints';
import type { AdminUser } from '@portal/generated-client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { startImpersonation } from '@/features/auth';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import {
  adminUserQueryOptions,
  useAddUserPolicy,
  useChangeUserEmail,
  useDeleteUser,
  useImpersonateUser,
  useRemoveUserPolicy,
  useSendEmailConfirmation,
  useSendPasswordReset,
  useUpdateDeliveryTester,
} from '../queries';
import { ADMIN_TEXT, checkAdminEmailChange, checkAdminPolicyNumber, formatEastern } from '../rules';
import { type AdminNotice, NoticeBox } from './Notice';
import { ConfirmDeleteModal } from './DialogParts';
import { useAdminText } from '../i18n';

/** The user account dialog (doc 4 §2): details, policies and the user actions of doc 4 §4. */
export function MemberDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useAdminText();
  const user = useQuery(adminUserQueryOptions(userId));
  return (
    <Modal
      opened
      onClose={onClose}
      title={user.data ? user.data.name : t('member.dialogTitle')}
      size="xl"
      fullScreen={false}
      centered
      data-testid="member-dialog"
    >
      {user.isPending && <Loader aria-label={t('member.loading')} />}
      {user.isError && <FormErrorAlert title={t('member.loadFailed')} errors={errorLines(user.error)} />}
      {user.data && <MemberDetails user={user.data} onDeleted={onClose} />}
    </Modal>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function MemberDetails({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const { t } = useAdminText();
  const yesNo = (b: boolean) => (b ? t('common.yes') : t('common.no'));
  const [notice, setNotice] = useState<AdminNotice>(null);
  const passwordReset = useSendPasswordReset();
  const confirmation = useSendEmailConfirmation();
  const tester = useUpdateDeliveryTester();
  const impersonate = useImpersonateUser();
  const navigate = useNavigate();

  const logInAs = async () => {
    setNotice(null);
    try {
      const reply = await impersonate.mutateAsync(user.id);
      await navigate({ to: await startImpersonation(reply) });
    } catch (error) {
      setNotice({ kind: 'error', title: t('member.logInAsFailed'), lines: errorLines(error) });
    }
  };

  const run = async (action: () => Promise<unknown>, success: string, failTitle: string) => {
    setNotice(null);
    try {
      await action();
      setNotice({ kind: 'success', text: success });
    } catch (error) {
      setNotice({ kind: 'error', title: failTitle, lines: errorLines(error) });
    }
  };

  return (
    <Stack gap="md">
      <NoticeBox notice={notice} onClose={() => setNotice(null)} testId="member-notice" />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        <Field label={t('common.name')}>{user.name}</Field>
        <Field label={t('members.username')}>{user.userName}</Field>
        <Field label={t('common.email')}>{user.email}</Field>
        <Field label={t('member.emailConfirmed')}>{yesNo(user.emailConfirmed)}</Field>
        <Field label={t('member.administrator')}>{yesNo(user.isAdmin)}</Field>
        <Field label={t('members.lastSignIn')}>{user.lastLogin ? formatEastern(user.lastLogin) : t('common.never')}</Field>
        <Field label={t('member.paperless')}>{yesNo(user.deliveryEnabled)}</Field>
        <Field label={t('member.documentsDelivery')}>
          {yesNo(user.isDeliveryViaEmail)} / {yesNo(user.isDeliveryViaText)}
        </Field>
        <Field label={t('member.claimDocumentsDelivery')}>
          {yesNo(user.isClaimDeliveryViaEmail)} / {yesNo(user.isClaimDeliveryViaText)}
        </Field>
      </SimpleGrid>
      <Switch
        label={t('member.deliveryTester')}
        description={t('member.deliveryTesterDescription')}
        checked={user.isDeliveryTester}
        disabled={tester.isPending}
        onChange={(e) => {
          const isDeliveryTester = e.currentTarget.checked;
          void run(
            () => tester.mutateAsync({ userId: user.id, isDeliveryTester }),
            isDeliveryTester ? t('member.testerOn') : t('member.testerOff'),
            t('member.updateFailed'),
          );
        }}
      />
      <Group gap="sm">
        <Button
          variant="light"
          loading={passwordReset.isPending}
          onClick={() => void run(() => passwordReset.mutateAsync(user.id), ADMIN_TEXT.passwordResetSent, t('member.passwordResetFailed'))}
        >
          {t('member.sendPasswordReset')}
        </Button>
        <Button
          variant="light"
          loading={confirmation.isPending}
          onClick={() => void run(() => confirmation.mutateAsync(user.id), ADMIN_TEXT.confirmationSent, t('member.confirmationFailed'))}
        >
          {t('member.sendConfirmation')}
        </Button>
        {!user.isAdmin && (
          <Button variant="outline" color="red.9" loading={impersonate.isPending} onClick={() => void logInAs()}>
            {t('member.logInAs')}
          </Button>
        )}
      </Group>
      <PolicyList user={user} setNotice={setNotice} />
      <ChangeEmailForm user={user} setNotice={setNotice} />
      <DeleteUser user={user} onDeleted={onDeleted} setNotice={setNotice} />
    </Stack>
  );
}

function PolicyList({ user, setNotice }: { user: AdminUser; setNotice: (n: AdminNotice) => void }) {
  const { t } = useAdminText();
  const add = useAddUserPolicy();
  const remove = useRemoveUserPolicy();
  const [policyNumber, setPolicyNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkAdminPolicyNumber(policyNumber);
    setError(problem);
    if (problem) return;
    setNotice(null);
    try {
      await add.mutateAsync({ userId: user.id, policyNumber: policyNumber.trim() });
      setPolicyNumber('');
      setNotice({ kind: 'success', text: t('member.policyAdded') });
    } catch (err) {
      setNotice({ kind: 'error', title: t('member.addPolicyFailed'), lines: errorLines(err) });
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('member.policies')}
      </Title>
      {user.policies.length === 0 ? (
        <Text size="sm">{t('member.noPolicies')}</Text>
      ) : (
        <Table data-testid="member-policies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.policyNumber')}</Table.Th>
              <Table.Th>{t('member.added')}</Table.Th>
              <Table.Th>{t('member.remove')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {user.policies.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.policyNumber}</Table.Td>
                <Table.Td>{formatEastern(p.addedOn)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('member.removePolicy', { policyNumber: p.policyNumber })}
                    loading={remove.isPending && remove.variables?.id === p.id}
                    onClick={() => {
                      setNotice(null);
                      remove.mutateAsync({ userId: user.id, id: p.id }).then(
                        () => setNotice({ kind: 'success', text: t('member.policyRemoved') }),
                        (err: unknown) => setNotice({ kind: 'error', title: t('member.removePolicyFailed'), lines: errorLines(err) }),
                      );
                    }}
                  >
                    {t('member.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.addPolicyForm')}>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('member.policyToAdd')}
            value={policyNumber}
            onChange={(e) => setPolicyNumber(e.currentTarget.value)}
            error={error}
            maxLength={maxLengthOf('AdminAddPolicyRequest', 'policyNumber')}
          />
          <Button type="submit" mt={24} loading={add.isPending}>
            {t('member.addPolicy')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

function ChangeEmailForm({ user, setNotice }: { user: AdminUser; setNotice: (n: AdminNotice) => void }) {
  const { t } = useAdminText();
  const change = useChangeUserEmail();
  const [newEmail, setNewEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [errors, setErrors] = useState<{ newEmail?: string; confirmEmail?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = checkAdminEmailChange(user.email, newEmail, confirmEmail);
    setErrors(problems);
    if (problems.newEmail || problems.confirmEmail) return;
    setNotice(null);
    try {
      await change.mutateAsync({ userId: user.id, oldEmail: user.email, newEmail: newEmail.trim() });
      setNewEmail('');
      setConfirmEmail('');
      setNotice({ kind: 'success', text: ADMIN_TEXT.emailChangeSent });
    } catch (err) {
      setNotice({ kind: 'error', title: ADMIN_TEXT.emailChangeFailed(errorLines(err)[0] ?? ''), lines: errorLines(err).slice(1) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.changeEmailForm')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('member.changeEmailTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('member.changeEmailHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('member.newEmail')} type="email" value={newEmail} onChange={(e) => setNewEmail(e.currentTarget.value)} error={errors.newEmail} />
          <TextInput
            label={t('member.confirmNewEmail')}
            type="email"
            value={confirmEmail}
            onChange={(e) => setConfirmEmail(e.currentTarget.value)}
            error={errors.confirmEmail}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" variant="light" loading={change.isPending}>
            {t('member.changeEmail')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeleteUser({ user, onDeleted, setNotice }: { user: AdminUser; onDeleted: () => void; setNotice: (n: AdminNotice) => void }) {
  const { t } = useAdminText();
  const del = useDeleteUser();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="default" onClick={() => setConfirming(true)}>
          {t('member.deleteUser')}
        </Button>
        {user.isAdmin && <Badge color="grape.9">{t('member.administrator')}</Badge>}
      </Group>
      <ConfirmDeleteModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('member.deleteUser')}
        pending={del.isPending}
        onConfirm={() => {
          del.mutateAsync(user.id).then(
            () => {
              setConfirming(false);
              onDeleted();
            },
            (err: unknown) => {
              setConfirming(false);
              setNotice({ kind: 'error', title: t('common.deleteFailed'), lines: errorLines(err) });
            },
          );
        }}
      >
        <Text size="sm">{t('member.deleteConfirm', { name: user.name, email: user.email })}</Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}
