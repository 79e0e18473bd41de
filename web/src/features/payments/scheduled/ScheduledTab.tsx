import type { Policy, ScheduledPayment, ScheduledPaymentRequest, WalletItem } from '@portal/generated-client';
import { Alert, Button, Group, Modal, NativeSelect, Skeleton, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MOBILE_QUERY } from '@/breakpoints';
import { policyTitle } from '@/features/policies';
import { maxLengthOf } from '@/forms/constraints';
import { errorLines } from '@/forms/serverErrors';
import { formatDate } from '@/lib/format';
import { TableScroll } from '../components/TableScroll';
import { formatCents, toCents, toDollars } from '../rules/money';
import {
  ADD_SCHEDULED_PAYMENT,
  CREATE_WALLET_ITEM,
  NO_SCHEDULED_PAYMENTS,
  SCHEDULED_DELETE_FAILED,
  SCHEDULED_LOAD_FAILED,
  SCHEDULED_SAVE_FAILED,
  WALLET_REQUIRED,
  checkScheduleAmount,
  checkScheduleDate,
  findDuplicate,
  parseReceiptEmails,
  schedulablePolicies,
  scheduleDateRange,
  shouldLookUpScheduledFee,
} from '../rules/scheduled';
import { methodText } from '../rules/methodText';
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
  const scheduled = useQuery(scheduledQueryOptions());
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ScheduledPayment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;

  const header = (
    <Group justify="space-between" wrap="wrap">
      <Title order={2}>Scheduled payments</Title>
      <Button
        onClick={() => {
          setNotice(null);
          setAdding(true);
        }}
        disabled={scheduled.isPending || walletItems === undefined}
      >
        {ADD_SCHEDULED_PAYMENT}
      </Button>
    </Group>
  );

  let body;
  if (scheduled.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading scheduled payments">
        <Skeleton height={18} />
        <Skeleton height={18} />
      </Stack>
    );
  } else if (scheduled.isError) {
    body = (
      <Alert color="red" role="alert" title={SCHEDULED_LOAD_FAILED}>
        {errorLines(scheduled.error).join(' ')} Try again later.
      </Alert>
    );
  } else if (scheduled.data.length === 0) {
    body = <Text role="status">{NO_SCHEDULED_PAYMENTS}</Text>;
  } else {
    body = <ScheduledList payments={scheduled.data} policies={policies} walletItems={walletItems ?? []} mobile={mobile} onDelete={setDeleting} />;
  }

  const noWallet = walletItems !== undefined && walletItems.length === 0;
  return (
    <Stack gap="md">
      {header}
      {walletError !== undefined && walletError !== null && (
        <Alert color="red" variant="light" role="alert" title="Failed to load wallet">
          {errorLines(walletError).join(' ')}
        </Alert>
      )}
      {noWallet && (
        <Alert color="blue" variant="light" data-testid="wallet-required">
          {WALLET_REQUIRED}
        </Alert>
      )}
      {notice && (
        <Alert color="green" variant="light" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {body}
      <Modal opened={adding} onClose={() => setAdding(false)} title={ADD_SCHEDULED_PAYMENT} size="lg" fullScreen={mobile} closeOnClickOutside={false}>
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
                  `Payment of ${formatCents(toCents(added.paymentAmount))} scheduled for ${formatDate(added.paymentScheduleDate)} on ${added.policyNumber}.`,
                );
            }}
          />
        )}
      </Modal>
      <Modal opened={!!deleting} onClose={() => setDeleting(null)} title="Are you sure?">
        {deleting && (
          <DeleteConfirm
            payment={deleting}
            onDone={(deleted) => {
              setDeleting(null);
              if (deleted) setNotice('The scheduled payment is deleted.');
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
  const nameOf = (policyNumber: string) => {
    const p = policies.find((x) => x.policyNumber === policyNumber);
    return p ? `${policyTitle(p)} · ${policyNumber}` : policyNumber;
  };
  // The card brand comes from the wallet item, when it is still in the wallet.
  const method = (s: ScheduledPayment) =>
    `${s.nickname} (${methodText({ fundingCategory: s.fundingCategory, fundingMethod: walletItems.find((w) => w.walletItemId === s.walletItemId)?.fundingMethod, lastFourDigits: s.lastFourDigits })})`;
  const deleteLabel = (s: ScheduledPayment) =>
    `Delete the payment of ${formatCents(toCents(s.paymentAmount))} on ${formatDate(s.paymentScheduleDate)} for ${s.policyNumber}`;
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
                {s.feeAmount > 0 ? ` · fee ${formatCents(toCents(s.feeAmount))}` : ''}
              </Text>
              <Group justify="flex-end">
                <Button size="xs" variant="default" onClick={() => onDelete(s)} aria-label={deleteLabel(s)}>
                  Delete
                </Button>
              </Group>
            </Stack>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <TableScroll label="Scheduled payments" minWidth={640}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Policy</Table.Th>
            <Table.Th>Pay with</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Fee</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
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
                  Delete
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
  const add = useAddScheduledPayment();
  const [duplicate, setDuplicate] = useState<{ body: ScheduledPaymentRequest; of: ScheduledPayment | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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
      policyNumber: (v) => (v ? null : 'Choose a policy.'),
      walletItemId: (v) => (v ? null : 'Choose a wallet item.'),
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

  if (walletItems.length === 0) {
    return (
      <Stack gap="sm">
        <Alert color="blue" variant="light" role="status">
          {CREATE_WALLET_ITEM}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={() => onDone(null)}>Close</Button>
        </Group>
      </Stack>
    );
  }
  if (policies.length === 0) {
    return (
      <Stack gap="sm">
        <Text role="status">
          No policy can take a scheduled payment now: only In-Force policies whose term ends after today (of an account bill, its primary policy).
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => onDone(null)}>Close</Button>
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

  const send = async (body: ScheduledPaymentRequest) => {
    setFailure(null);
    try {
      const added = await add.mutateAsync(body);
      onDone(added);
    } catch (error) {
      if ((error as { code?: string }).code === 'SCHEDULED_PAYMENT_DUPLICATE') {
        // Another tab added the same one meanwhile: the server asks the same question.
        setDuplicate({ body, of: null });
        return;
      }
      setFailure(`${SCHEDULED_SAVE_FAILED}: ${errorLines(error).join(' ')}`);
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
    return (
      <Stack gap="sm" data-testid="duplicate-confirm">
        <Title order={3} size="h4">
          Duplicate scheduled payment
        </Title>
        <Text>
          A payment {duplicate.of ? `of ${formatCents(toCents(duplicate.of.paymentAmount))} ` : ''}is already scheduled for {duplicate.body.policyNumber} with{' '}
          {itemOf(duplicate.body.walletItemId)?.nickname ?? 'this wallet item'} on {formatDate(duplicate.body.date)}. Schedule this payment of{' '}
          {formatCents(toCents(duplicate.body.amount))} as well?
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={() => setDuplicate(null)} disabled={add.isPending}>
            No, go back
          </Button>
          <Button onClick={() => void send({ ...duplicate.body, confirmDuplicate: true })} loading={add.isPending}>
            Yes, schedule it
          </Button>
        </Group>
      </Stack>
    );
  }

  const selected = policyOf(policyNumber) ?? policies[0];
  const range = scheduleDateRange(selected, today);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={ADD_SCHEDULED_PAYMENT}>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <NativeSelect
          label="Policy"
          required
          data={policies.map((p) => ({
            value: p.policyNumber,
            label: `${policyTitle(p)} · ${p.policyNumber}${p.billing.isPartOfAccountBill ? ` (account ${p.billing.accountNumber})` : ''}`,
          }))}
          key={form.key('policyNumber')}
          {...form.getInputProps('policyNumber')}
        />
        <NativeSelect
          label="Wallet item"
          required
          data={walletItems.map((w) => ({ value: w.walletItemId, label: `${w.nickname} (${methodText(w)})` }))}
          key={form.key('walletItemId')}
          {...form.getInputProps('walletItemId')}
        />
        <TextInput
          label="Payment date"
          type="date"
          required
          min={range.min}
          max={range.max}
          description={`From ${formatDate(range.min)} to the term end, ${formatDate(range.max)}.`}
          key={form.key('date')}
          {...form.getInputProps('date')}
        />
        <TextInput
          label="Amount"
          required
          inputMode="decimal"
          leftSection="$"
          description="At least $10.00."
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
            ? 'Looking up the fee…'
            : fee.state === 'done' && fee.dollars !== undefined && fee.dollars > 0
              ? `Convenience fee ${formatCents(toCents(fee.dollars))}`
              : ''}
        </Text>
        <TextInput
          label="Receipt email"
          required
          type={allowMultipleEmails ? 'text' : 'email'}
          autoComplete="email"
          maxLength={maxLengthOf('ScheduledPaymentRequest', 'emailAddress')}
          description={allowMultipleEmails ? 'Several addresses may be separated by semicolons (;).' : undefined}
          key={form.key('emailAddress')}
          {...form.getInputProps('emailAddress')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone(null)} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting || add.isPending}>
            Schedule Payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeleteConfirm({ payment, onDone }: { payment: ScheduledPayment; onDone: (deleted: boolean) => void }) {
  const remove = useDeleteScheduledPayment();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync({
        referenceId: payment.referenceId,
        keyIdentifier: payment.keyIdentifier,
        policyNumber: payment.policyNumber,
        fiservScheduledPaymentId: payment.scheduledPaymentId,
      });
      onDone(true);
    } catch (e) {
      setError(`${SCHEDULED_DELETE_FAILED}: ${errorLines(e).join(' ')}`);
    }
  };
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Text>
        Delete the payment of {formatCents(toCents(payment.paymentAmount))} scheduled for {formatDate(payment.paymentScheduleDate)} on {payment.policyNumber}?
        It will not be charged.
      </Text>
      <Group gap="sm">
        <Button color="red.9" onClick={() => void confirm()} loading={remove.isPending}>
          Yes
        </Button>
        <Button variant="default" onClick={() => onDone(false)} disabled={remove.isPending}>
          No
        </Button>
      </Group>
    </Stack>
  );
}
