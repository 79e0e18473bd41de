import type { Policy, ScheduledPayment, ScheduledPaymentRequest, WalletItem } from '@portal/generated-client';
import { Alert, Button, Group, Modal, NativeSelect, Skeleton, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { MOBILE_QUERY } from '@/breakpoints';
import { policyTitle } from '@/features/policies';
import { maxLengthOf } from '@/forms/constraints';
import { errorLines } from '@/forms/serverErrors';
import { useServerCall } from '@/forms/useServerCall';
import { ConfirmAction } from '../components/ConfirmAction';
import { formatDate } from '@/lib/format';
import { TableScroll } from '../components/TableScroll';
import { formatCents, toCents, toDollars } from '../rules/money';
import {
  checkScheduleAmount,
  checkScheduleDate,
  findDuplicate,
  parseReceiptEmails,
  schedulablePolicies,
  scheduleDateRange,
  shouldLookUpScheduledFee,
} from '../rules/scheduled';
import { methodText } from '../rules/methodText';
import { usePaymentsText } from '../i18n';
import { scheduledFee, scheduledQueryOptions, useAddScheduledPayment, useDeleteScheduledPayment } from './queries';

export interface ScheduledTabProps {
  policies: readonly Policy[];
  /** The wallet's items; scheduled payments are paid only from the wallet (doc 2 §4). */
  walletItems: readonly WalletItem[] | undefined;
  /** The wallet could not be read: the tab cannot tell whether a wallet item exists. */
  walletError?: unknown;
  /** The wallet's email: where receipts go unless other addresses are typed. */
  walletEmail: string;
  /** Several receipt addresses, separated by semicolons, may be typed (doc 2 §5 "where configured"). */
  allowMultipleEmails?: boolean;
  /** Today, for tomorrow..term end (tests set it; the app uses the clock). */
  today?: Date;
}

/**
 * The Scheduled payments tab of /payments (doc 2 §2, §4, §5 Scheduled payment): the payments
 * not yet charged, Add Scheduled Payment (a wallet item, a date from tomorrow to the term end, at
 * least $10.00, the fee looked up from $10.00), the duplicate confirmation (same policy, method
 * and date) and the delete confirmation.
 */
export function ScheduledTab({ policies, walletItems, walletError, walletEmail, allowMultipleEmails = true, today = new Date() }: ScheduledTabProps) {
  const { t } = usePaymentsText();
  const scheduled = useQuery(scheduledQueryOptions());
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ScheduledPayment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;

  const header = (
    <Group justify="space-between" wrap="wrap">
      <Title order={2}>{t('scheduled.title')}</Title>
      <Button
        onClick={() => {
          setNotice(null);
          setAdding(true);
        }}
        disabled={scheduled.isPending || walletItems === undefined}
      >
        {t('scheduled.add')}
      </Button>
    </Group>
  );

  let body;
  if (scheduled.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label={t('scheduled.loading')}>
        <Skeleton height={18} />
        <Skeleton height={18} />
      </Stack>
    );
  } else if (scheduled.isError) {
    body = (
      <Alert color="red" role="alert" title={t('scheduled.loadFailed')}>
        {errorLines(scheduled.error).join(' ')} {t('common.tryAgainLater')}
      </Alert>
    );
  } else if (scheduled.data.length === 0) {
    body = <Text role="status">{t('scheduled.none')}</Text>;
  } else {
    body = <ScheduledList payments={scheduled.data} policies={policies} walletItems={walletItems ?? []} mobile={mobile} onDelete={setDeleting} />;
  }

  const noWallet = walletItems !== undefined && walletItems.length === 0;
  return (
    <Stack gap="md">
      {header}
      {walletError !== undefined && walletError !== null && (
        <Alert color="red" variant="light" role="alert" title={t('common.walletLoadFailed')}>
          {errorLines(walletError).join(' ')}
        </Alert>
      )}
      {noWallet && (
        <Alert color="blue" variant="light" data-testid="wallet-required">
          {t('scheduled.walletRequired')}
        </Alert>
      )}
      {notice && (
        <Alert color="green" variant="light" role="status" withCloseButton closeButtonLabel={t('common.dismiss')} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {body}
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('scheduled.add')} size="lg" fullScreen={mobile} closeOnClickOutside={false}>
        {adding && (
          <AddScheduledForm
            policies={schedulablePolicies(policies, today)}
            walletItems={walletItems ?? []}
            existing={scheduled.data ?? []}
            walletEmail={walletEmail}
            allowMultipleEmails={allowMultipleEmails}
            today={today}
            onDone={(added) => {
              setAdding(false);
              if (added)
                setNotice(
                  t('scheduled.added', {
                    amount: formatCents(toCents(added.paymentAmount)),
                    date: formatDate(added.paymentScheduleDate),
                    policyNumber: added.policyNumber,
                  }),
                );
            }}
          />
        )}
      </Modal>
      <Modal opened={!!deleting} onClose={() => setDeleting(null)} title={t('common.areYouSure')}>
        {deleting && (
          <DeleteConfirm
            payment={deleting}
            onDone={(deleted) => {
              setDeleting(null);
              if (deleted) setNotice(t('scheduled.deleted'));
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function ScheduledList({
  payments,
  policies,
  walletItems,
  mobile,
  onDelete,
}: {
  payments: readonly ScheduledPayment[];
  policies: readonly Policy[];
  walletItems: readonly WalletItem[];
  mobile: boolean;
  onDelete: (p: ScheduledPayment) => void;
}) {
  const { t } = usePaymentsText();
  const nameOf = (policyNumber: string) => {
    const p = policies.find((x) => x.policyNumber === policyNumber);
    return p ? `${policyTitle(p)} · ${policyNumber}` : policyNumber;
  };
  // The card brand comes from the wallet item, when it is still in the wallet.
  const method = (s: ScheduledPayment) =>
    t('method.named', {
      nickname: s.nickname,
      method: methodText({
        fundingCategory: s.fundingCategory,
        fundingMethod: walletItems.find((w) => w.walletItemId === s.walletItemId)?.fundingMethod,
        lastFourDigits: s.lastFourDigits,
      }),
    });
  const deleteLabel = (s: ScheduledPayment) =>
    t('scheduled.deleteLabel', { amount: formatCents(toCents(s.paymentAmount)), date: formatDate(s.paymentScheduleDate), policyNumber: s.policyNumber });
  if (mobile) {
    return (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {payments.map((s) => (
          <li key={s.referenceId} data-testid="scheduled-payment">
            <Stack gap={2} p="sm" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}>
              <Text fw={600}>
                {formatDate(s.paymentScheduleDate)} · {formatCents(toCents(s.paymentAmount))}
              </Text>
              <Text size="sm">{nameOf(s.policyNumber)}</Text>
              <Text size="sm">
                {method(s)}
                {s.feeAmount > 0 ? t('scheduled.fee', { amount: formatCents(toCents(s.feeAmount)) }) : ''}
              </Text>
              <Group justify="flex-end">
                <Button size="xs" variant="default" onClick={() => onDelete(s)} aria-label={deleteLabel(s)}>
                  {t('common.delete')}
                </Button>
              </Group>
            </Stack>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <TableScroll label={t('scheduled.title')} minWidth={640}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.date')}</Table.Th>
            <Table.Th>{t('common.policy')}</Table.Th>
            <Table.Th>{t('scheduled.payWith')}</Table.Th>
            <Table.Th ta="right">{t('common.amount')}</Table.Th>
            <Table.Th ta="right">{t('scheduled.feeColumn')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('scheduled.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((s) => (
            <Table.Tr key={s.referenceId} data-testid="scheduled-payment">
              <Table.Td>{formatDate(s.paymentScheduleDate)}</Table.Td>
              <Table.Td>{nameOf(s.policyNumber)}</Table.Td>
              <Table.Td>{method(s)}</Table.Td>
              <Table.Td ta="right">{formatCents(toCents(s.paymentAmount))}</Table.Td>
              <Table.Td ta="right">{formatCents(toCents(s.feeAmount))}</Table.Td>
              <Table.Td ta="right">
                <Button size="xs" variant="default" onClick={() => onDelete(s)} aria-label={deleteLabel(s)}>
                  {t('common.delete')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

interface AddValues {
  policyNumber: string;
  walletItemId: string;
  date: string;
  amount: string;
  emailAddress: string;
}

/** Add Scheduled Payment: a wallet item is required ('Please create a wallet item from the Wallet section.'). */
function AddScheduledForm({
  policies,
  walletItems,
  existing,
  walletEmail,
  allowMultipleEmails,
  today,
  onDone,
}: {
  policies: readonly Policy[];
  walletItems: readonly WalletItem[];
  existing: readonly ScheduledPayment[];
  walletEmail: string;
  allowMultipleEmails: boolean;
  today: Date;
  onDone: (added: ScheduledPayment | null) => void;
}) {
  const { t } = usePaymentsText();
  const add = useAddScheduledPayment();
  const [duplicate, setDuplicate] = useState<{ body: ScheduledPaymentRequest; of: ScheduledPayment | null } | null>(null);
  const [fee, setFee] = useState<{ state: 'idle' | 'loading' | 'done'; dollars?: number }>({ state: 'idle' });
  // The date range follows the chosen policy's term.
  const [policyNumber, setPolicyNumber] = useState(policies[0]?.policyNumber ?? '');
  const policyOf = (n: string) => policies.find((p) => p.policyNumber === n);

  const form = useForm<AddValues>({
    mode: 'uncontrolled',
    initialValues: {
      policyNumber: policies[0]?.policyNumber ?? '',
      walletItemId: walletItems[0]?.walletItemId ?? '',
      date: '',
      amount: '',
      emailAddress: walletEmail,
    },
    validate: {
      policyNumber: (v) => (v ? null : t('scheduled.choosePolicy')),
      walletItemId: (v) => (v ? null : t('info.chooseWalletItemError')),
      date: (v, values) => checkScheduleDate(v, policyOf(values.policyNumber), today),
      amount: (v) => checkScheduleAmount(v).error,
      emailAddress: (v) => parseReceiptEmails(v, allowMultipleEmails).error,
    },
    // The fee follows the amount and the method: looked up only from $10.00 (doc 2 §5).
    onValuesChange: (values, previous) => {
      if (values.policyNumber !== previous.policyNumber) setPolicyNumber(values.policyNumber);
      if (values.amount !== previous.amount || values.walletItemId !== previous.walletItemId || values.policyNumber !== previous.policyNumber) {
        setFee({ state: 'idle' });
      }
    },
  });

  const sent = useRef<ScheduledPaymentRequest | null>(null);
  const { call: send, failure: refusal } = useServerCall(
    async (body: ScheduledPaymentRequest) => {
      sent.current = body;
      onDone(await add.mutateAsync(body));
    },
    // Another tab added the same one meanwhile: the server asks the same question.
    { onCode: { SCHEDULED_PAYMENT_DUPLICATE: () => setDuplicate({ body: sent.current!, of: null }) } },
  );
  const failure = refusal ? `${t('scheduled.saveFailed')}: ${refusal.errors.join(' ')}` : null;

  if (walletItems.length === 0) {
    return (
      <Stack gap="sm">
        <Alert color="blue" variant="light" role="status">
          {t('scheduled.createWalletItem')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={() => onDone(null)}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );
  }
  if (policies.length === 0) {
    return (
      <Stack gap="sm">
        <Text role="status">{t('scheduled.noPolicy')}</Text>
        <Group justify="flex-end">
          <Button onClick={() => onDone(null)}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );
  }

  const itemOf = (id: string) => walletItems.find((w) => w.walletItemId === id);

  const lookUpFee = async () => {
    const v = form.getValues();
    const { cents } = checkScheduleAmount(v.amount);
    const item = itemOf(v.walletItemId);
    const policy = policyOf(v.policyNumber);
    if (!shouldLookUpScheduledFee(cents) || !item || !policy) {
      setFee({ state: 'idle' });
      return;
    }
    setFee({ state: 'loading' });
    try {
      const dollars = await scheduledFee({
        policyNumber: policy.policyNumber,
        amount: toDollars(cents),
        walletItemFundingAccountToken: item.fundingAccountToken,
        walletItemKeyIdentifier: item.walletItemKeyIdentifier,
        accountNumber: policy.billing.isPartOfAccountBill ? policy.billing.accountNumber : null,
      });
      setFee({ state: 'done', dollars });
    } catch (error) {
      // Fee lookup failures are only logged; the fee stays empty (doc 2 §8).
      console.warn('Scheduled fee lookup failed', error);
      setFee({ state: 'idle' });
    }
  };

  const onSubmit = form.onSubmit(async (v) => {
    const item = itemOf(v.walletItemId)!;
    const policy = policyOf(v.policyNumber)!;
    const cents = checkScheduleAmount(v.amount).cents!;
    const emails = parseReceiptEmails(v.emailAddress, allowMultipleEmails).emails;
    const body: ScheduledPaymentRequest = {
      policyNumber: policy.policyNumber,
      amount: toDollars(cents),
      date: v.date,
      walletItemFundingAccountToken: item.fundingAccountToken,
      walletItemId: item.walletItemId,
      walletItemKeyIdentifier: item.walletItemKeyIdentifier,
      accountNumber: policy.billing.isPartOfAccountBill ? policy.billing.accountNumber : null,
      ...(fee.state === 'done' && fee.dollars !== undefined ? { feeAmount: fee.dollars } : {}),
      emailAddress: emails.join('; '),
    };
    const same = findDuplicate(existing, { policyNumber: body.policyNumber, fundingAccountToken: item.fundingAccountToken, paymentScheduleDate: body.date });
    if (same) {
      setDuplicate({ body, of: same });
      return;
    }
    await send(body);
  });

  if (duplicate) {
    const duplicateValues = {
      policyNumber: duplicate.body.policyNumber,
      item: itemOf(duplicate.body.walletItemId)?.nickname ?? t('scheduled.thisWalletItem'),
      date: formatDate(duplicate.body.date),
      newAmount: formatCents(toCents(duplicate.body.amount)),
    };
    return (
      <Stack gap="sm" data-testid="duplicate-confirm">
        <Title order={3} size="h4">
          {t('scheduled.duplicateTitle')}
        </Title>
        <Text>
          {duplicate.of
            ? t('scheduled.duplicateWithAmount', { ...duplicateValues, amount: formatCents(toCents(duplicate.of.paymentAmount)) })
            : t('scheduled.duplicate', duplicateValues)}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={() => setDuplicate(null)} disabled={add.isPending}>
            {t('scheduled.goBack')}
          </Button>
          <Button onClick={() => void send({ ...duplicate.body, confirmDuplicate: true })} loading={add.isPending}>
            {t('scheduled.scheduleIt')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const selected = policyOf(policyNumber) ?? policies[0];
  const range = scheduleDateRange(selected, today);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('scheduled.add')}>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <NativeSelect
          label={t('common.policy')}
          required
          data={policies.map((p) => ({
            value: p.policyNumber,
            label: p.billing.isPartOfAccountBill
              ? t('scheduled.policyOptionAccount', { title: policyTitle(p), policyNumber: p.policyNumber, account: p.billing.accountNumber })
              : t('scheduled.policyOption', { title: policyTitle(p), policyNumber: p.policyNumber }),
          }))}
          key={form.key('policyNumber')}
          {...form.getInputProps('policyNumber')}
        />
        <NativeSelect
          label={t('info.walletItem')}
          required
          data={walletItems.map((w) => ({ value: w.walletItemId, label: t('method.named', { nickname: w.nickname, method: methodText(w) }) }))}
          key={form.key('walletItemId')}
          {...form.getInputProps('walletItemId')}
        />
        <TextInput
          label={t('scheduled.paymentDate')}
          type="date"
          required
          min={range.min}
          max={range.max}
          description={t('scheduled.dateRange', { from: formatDate(range.min), to: formatDate(range.max) })}
          key={form.key('date')}
          {...form.getInputProps('date')}
        />
        <TextInput
          label={t('common.amount')}
          required
          inputMode="decimal"
          leftSection="$"
          description={t('scheduled.atLeast')}
          key={form.key('amount')}
          {...form.getInputProps('amount')}
          onBlur={() => {
            form.validateField('amount');
            void lookUpFee();
          }}
        />
        {/* No fee on bank accounts (doc 2 §9): a fee of $0.00 is not shown. */}
        <Text size="sm" aria-live="polite" data-testid="scheduled-fee">
          {fee.state === 'loading'
            ? t('scheduled.lookingUpFee')
            : fee.state === 'done' && fee.dollars !== undefined && fee.dollars > 0
              ? t('scheduled.convenienceFee', { amount: formatCents(toCents(fee.dollars)) })
              : ''}
        </Text>
        <TextInput
          label={t('scheduled.receiptEmail')}
          required
          type={allowMultipleEmails ? 'text' : 'email'}
          autoComplete="email"
          maxLength={maxLengthOf('ScheduledPaymentRequest', 'emailAddress')}
          description={allowMultipleEmails ? t('scheduled.severalEmails') : undefined}
          key={form.key('emailAddress')}
          {...form.getInputProps('emailAddress')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone(null)} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting || add.isPending}>
            {t('scheduled.schedule')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeleteConfirm({ payment, onDone }: { payment: ScheduledPayment; onDone: (deleted: boolean) => void }) {
  const { t } = usePaymentsText();
  const remove = useDeleteScheduledPayment();
  return (
    <ConfirmAction
      question={t('scheduled.deleteQuestion', {
        amount: formatCents(toCents(payment.paymentAmount)),
        date: formatDate(payment.paymentScheduleDate),
        policyNumber: payment.policyNumber,
      })}
      errorPrefix={t('scheduled.deleteFailed')}
      run={() =>
        remove.mutateAsync({
          referenceId: payment.referenceId,
          keyIdentifier: payment.keyIdentifier,
          policyNumber: payment.policyNumber,
          fiservScheduledPaymentId: payment.scheduledPaymentId,
        })
      }
      onDone={onDone}
    />
  );
}
