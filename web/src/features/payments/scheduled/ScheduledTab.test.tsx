/** @jest-environment jsdom */
import type { Policy, ScheduledFeeRequest, ScheduledPayment, WalletItem } from '@portal/generated-client';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { renderUi } from '@/testing/render';
import { ScheduledTab } from './ScheduledTab';

const mockList = jest.fn<Promise<ScheduledPayment[]>, []>();
const mockAdd = jest.fn();
const mockDelete = jest.fn();
const mockFee = jest.fn<Promise<number>, [ScheduledFeeRequest]>();
jest.mock('./queries', () => ({
  scheduledQueryOptions: () => ({ queryKey: ['payment', 'scheduled'], queryFn: () => mockList() }),
  scheduledFee: (body: ScheduledFeeRequest) => mockFee(body),
  useAddScheduledPayment: () => ({ mutateAsync: mockAdd, isPending: false }),
  useDeleteScheduledPayment: () => ({ mutateAsync: mockDelete, isPending: false }),
}));

const TODAY = new Date(2026, 10, 26, 10, 0);

function policy(policyNumber: string, over: { status?: string; endDate?: string; account?: 'primary' | 'member' } = {}): Policy {
  return {
    policyNumber,
    policyId: `id-${policyNumber}`,
    nickname: null,
    typeName: 'Homeowners',
    status: over.status ?? 'In-Force',
    isRenewal: false,
    term: { effectiveDate: '2026-03-17', endDate: over.endDate ?? '2027-03-17' },
    billing: {
      isPartOfAccountBill: !!over.account,
      isPrimaryAccountPolicy: over.account === 'primary',
      accountNumber: over.account ? '7700412835' : null,
    },
  } as unknown as Policy;
}

const VISA: WalletItem = {
  walletItemId: '9e2d4c6a-1b3f-4a5e-8c7d-0f1e2d3c4b5a',
  fundingAccountToken: 'sbx-fa-1',
  walletItemKeyIdentifier: 'wi-1',
  nickname: 'Everyday Visa',
  fundingCategory: 'Credit',
  fundingMethod: 'visa',
  lastFourDigits: '1111',
  cardExpireMonth: 12,
  cardExpireYear: 2030,
  bankAccountType: null,
  firstName: null,
  lastName: null,
  inUse: false,
  inUseByPolicies: [],
};

const scheduled = (over: Partial<ScheduledPayment> = {}): ScheduledPayment => ({
  referenceId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  keyIdentifier: 'sp-7c1d2e3f',
  policyNumber: 'HOM2000301',
  accountBillNumber: null,
  scheduledPaymentId: 'SP-7C1D2E3F',
  paymentScheduleDate: '2026-12-10',
  paymentAmount: 150,
  feeAmount: 4.43,
  fundingAccountToken: 'sbx-fa-1',
  walletItemId: VISA.walletItemId,
  nickname: 'Everyday Visa',
  fundingCategory: 'Credit',
  lastFourDigits: '1111',
  emailAddress: 'grace@example.com',
  ...over,
});

function renderTab(props: { policies?: Policy[]; walletItems?: WalletItem[] } = {}) {
  return renderUi(
    <ScheduledTab
      policies={props.policies ?? [policy('HOM2000301')]}
      walletItems={props.walletItems ?? [VISA]}
      walletEmail="grace@example.com"
      today={TODAY}
    />,
  );
}

async function openAdd(user: ReturnType<typeof renderUi>['user']) {
  const add = await screen.findByRole('button', { name: 'Add Scheduled Payment' });
  // Enabled once the list is here (the duplicate check reads it).
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
  return screen.findByRole('dialog', { name: 'Add Scheduled Payment' });
}

beforeEach(() => {
  mockList.mockReset();
  mockAdd.mockReset();
  mockDelete.mockReset();
  mockFee.mockReset();
});

describe('ScheduledTab', () => {
  it("shows 'No Scheduled Payments' when there are none", async () => {
    mockList.mockResolvedValue([]);
    renderTab();
    expect(await screen.findByText('No Scheduled Payments')).toBeInTheDocument();
  });

  it("shows 'Failed to load scheduled payments' when the list cannot be read", async () => {
    mockList.mockRejectedValue(new ApiReplyError(['down'], {}, 500));
    renderTab();
    expect(await screen.findByText('Failed to load scheduled payments')).toBeInTheDocument();
  });

  it('lists each payment with its date, policy, wallet item, amount and fee', async () => {
    mockList.mockResolvedValue([scheduled()]);
    renderTab();
    const row = await screen.findByTestId('scheduled-payment');
    expect(row).toHaveTextContent('12/10/2026');
    expect(row).toHaveTextContent('HOM2000301');
    expect(row).toHaveTextContent('Everyday Visa (Visa ending in 1111)');
    expect(row).toHaveTextContent('$150.00');
    expect(row).toHaveTextContent('$4.43');
  });

  it("says 'A wallet account is required before using scheduled payments' and the add dialog 'Please create a wallet item from the Wallet section.' without a wallet item", async () => {
    mockList.mockResolvedValue([]);
    const { user } = renderTab({ walletItems: [] });
    expect(await screen.findByText('A wallet account is required before using scheduled payments')).toBeInTheDocument();
    const dialog = await openAdd(user);
    expect(within(dialog).getByText('Please create a wallet item from the Wallet section.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Amount/)).not.toBeInTheDocument();
  });

  it('offers only In-Force policies whose term ends tomorrow or later, and of an account bill its primary policy', async () => {
    mockList.mockResolvedValue([]);
    const { user } = renderTab({
      policies: [
        policy('HOM2000301'),
        policy('PIM6000301', { status: 'Pending' }),
        policy('DFR5000301', { endDate: '2026-11-26' }),
        policy('HOM2000101', { account: 'primary' }),
        policy('PPA1000102', { account: 'member' }),
      ],
    });
    const dialog = await openAdd(user);
    const options = within(within(dialog).getByLabelText(/^Policy/)).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['HOM2000301', 'HOM2000101']);
  });

  it('limits the date from tomorrow to the term end', async () => {
    mockList.mockResolvedValue([]);
    const { user } = renderTab({ policies: [policy('HOM2000301', { endDate: '2026-12-31' })] });
    const dialog = await openAdd(user);
    const date = within(dialog).getByLabelText(/Payment date/);
    expect(date).toHaveAttribute('min', '2026-11-27');
    expect(date).toHaveAttribute('max', '2026-12-31');
    await user.type(date, '2026-11-26');
    await user.type(within(dialog).getByLabelText(/^Amount/), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Payment' }));
    expect(await within(dialog).findByText('The payment date must be 11/27/2026 or later.')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2027-01-02');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Payment' }));
    expect(await within(dialog).findByText('The payment date must be on or before the term end date, 12/31/2026.')).toBeInTheDocument();
    expect(mockAdd).not.toHaveBeenCalled();
  });

  it("refuses less than $10.00 with 'Amount must be at least $10.00' and looks the fee up only from $10.00", async () => {
    mockList.mockResolvedValue([]);
    mockFee.mockResolvedValue(0.74);
    const { user } = renderTab();
    const dialog = await openAdd(user);
    const amount = within(dialog).getByLabelText(/^Amount/);
    await user.type(amount, '9.99');
    await user.tab();
    expect(await within(dialog).findByText('Amount must be at least $10.00')).toBeInTheDocument();
    expect(mockFee).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '25.00');
    await user.tab();
    expect(await within(dialog).findByText('Convenience fee $0.74')).toBeInTheDocument();
    expect(mockFee).toHaveBeenCalledWith({
      policyNumber: 'HOM2000301',
      amount: 25,
      walletItemFundingAccountToken: 'sbx-fa-1',
      walletItemKeyIdentifier: 'wi-1',
      accountNumber: null,
    });
  });

  it('leaves the fee empty when the lookup fails (it is only logged)', async () => {
    mockList.mockResolvedValue([]);
    mockFee.mockRejectedValue(new Error('down'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderTab();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/^Amount/), '25.00');
    await user.tab();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(dialog).getByTestId('scheduled-fee')).toHaveTextContent('');
    warn.mockRestore();
  });

  it('schedules a payment with the fee shown and several receipt addresses as a semicolon list', async () => {
    mockList.mockResolvedValue([]);
    mockFee.mockResolvedValue(0.74);
    mockAdd.mockResolvedValue(scheduled({ paymentScheduleDate: '2026-12-05', paymentAmount: 25 }));
    const { user } = renderTab();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/Payment date/), '2026-12-05');
    await user.type(within(dialog).getByLabelText(/^Amount/), '25');
    await user.tab();
    await within(dialog).findByText('Convenience fee $0.74');
    const email = within(dialog).getByLabelText(/Receipt email/);
    await user.clear(email);
    await user.type(email, 'grace@example.com;bad');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Payment' }));
    expect(await within(dialog).findByText('"bad" is not a valid email address, such as name@example.com.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'grace@example.com ; billing@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Payment' }));
    await waitFor(() => expect(mockAdd).toHaveBeenCalled());
    expect(mockAdd).toHaveBeenCalledWith({
      policyNumber: 'HOM2000301',
      amount: 25,
      date: '2026-12-05',
      walletItemFundingAccountToken: 'sbx-fa-1',
      walletItemId: VISA.walletItemId,
      walletItemKeyIdentifier: 'wi-1',
      accountNumber: null,
      feeAmount: 0.74,
      emailAddress: 'grace@example.com; billing@example.com',
    });
    expect(await screen.findByText('Payment of $25.00 scheduled for 12/05/2026 on HOM2000301.')).toBeInTheDocument();
  });

  it('asks for confirmation before adding a payment with the same policy, method and date', async () => {
    mockList.mockResolvedValue([scheduled({ paymentScheduleDate: '2026-12-10' })]);
    mockAdd.mockResolvedValue(scheduled({ referenceId: '8d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a', paymentAmount: 30 }));
    mockFee.mockResolvedValue(0.89);
    const { user } = renderTab();
    await screen.findByTestId('scheduled-payment');
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/Payment date/), '2026-12-10');
    await user.type(within(dialog).getByLabelText(/^Amount/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Payment' }));
    const confirm = await within(dialog).findByTestId('duplicate-confirm');
    expect(confirm).toHaveTextContent('A payment of $150.00 is already scheduled for HOM2000301 with Everyday Visa on 12/10/2026.');
    expect(mockAdd).not.toHaveBeenCalled();
    // No goes back to the form, Yes adds it with the confirmation.
    await user.click(within(confirm).getByRole('button', { name: 'No, go back' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Schedule Payment' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Yes, schedule it' }));
    await waitFor(() => expect(mockAdd).toHaveBeenCalledTimes(1));
    expect(mockAdd.mock.calls[0][0]).toMatchObject({ date: '2026-12-10', amount: 30, confirmDuplicate: true });
  });

  it("asks the same when the server answers SCHEDULED_PAYMENT_DUPLICATE, and shows 'Error saving Scheduled Payment' on a refusal", async () => {
    mockList.mockResolvedValue([]);
    mockFee.mockResolvedValue(0);
    mockAdd
      .mockRejectedValueOnce(new ApiReplyError(['A payment is already scheduled.'], {}, 409, 'SCHEDULED_PAYMENT_DUPLICATE'))
      .mockRejectedValueOnce(new ApiReplyError(['Amount must be at least $10.00'], {}, 422, 'SCHEDULED_PAYMENT_INVALID'));
    const { user } = renderTab();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/Payment date/), '2026-12-10');
    await user.type(within(dialog).getByLabelText(/^Amount/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Payment' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Yes, schedule it' }));
    expect(await within(dialog).findByText('Error saving Scheduled Payment: Amount must be at least $10.00')).toBeInTheDocument();
    expect(mockAdd.mock.calls[1][0]).toMatchObject({ confirmDuplicate: true });
  });

  it("deletes after 'Are you sure?', and says 'Error deleting schedule payment' when it fails", async () => {
    mockList.mockResolvedValue([scheduled()]);
    mockDelete.mockRejectedValueOnce(new ApiReplyError(['Not found'], {}, 404, 'SCHEDULED_PAYMENT_NOT_FOUND')).mockResolvedValueOnce([]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete the payment of $150.00 on 12/10/2026 for HOM2000301' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await within(confirm).findByText('Error deleting schedule payment: Not found')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument());
    expect(mockDelete).toHaveBeenLastCalledWith({
      referenceId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      keyIdentifier: 'sp-7c1d2e3f',
      policyNumber: 'HOM2000301',
      fiservScheduledPaymentId: 'SP-7C1D2E3F',
    });
    expect(await screen.findByText('The scheduled payment is deleted.')).toBeInTheDocument();
  });
});
