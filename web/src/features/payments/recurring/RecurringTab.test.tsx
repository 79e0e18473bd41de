/** @jest-environment jsdom */
import type { Policy, RecurringPayment, RecurringPaymentInfo, WalletItem } from '@portal/generated-client';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { renderUi } from '@/testing/render';
import type { CardEntryProps } from '../components/CardMethod';
import type { FrameSettings } from '../gateway';
import { RecurringTab } from './RecurringTab';

const mockInfo = jest.fn<Promise<RecurringPaymentInfo>, [string]>();
const mockSave = jest.fn();
const mockCancel = jest.fn();
jest.mock('./queries', () => ({
  recurringQueryOptions: (p: { policyNumber: string }) => ({ queryKey: ['payment', 'recurring', p.policyNumber], queryFn: () => mockInfo(p.policyNumber) }),
  useSaveRecurring: () => ({ mutateAsync: mockSave, isPending: false }),
  useCancelRecurring: () => ({ mutateAsync: mockCancel, isPending: false }),
}));

const FRAME: FrameSettings = { url: 'https://frame.test/frame', apiKey: 'k', collectSecurityCode: true, collectZipCode: true };

function policy(policyNumber: string, over: { status?: string; isPartOfAccountBill?: boolean } = {}): Policy {
  return {
    policyNumber,
    policyId: `id-${policyNumber}`,
    policyImageNum: 3,
    nickname: null,
    typeName: policyNumber.startsWith('PPA') ? 'Personal Auto' : 'Homeowners',
    status: over.status ?? 'In-Force',
    statusText: over.status === 'History' ? 'Cancelled' : (over.status ?? 'In-Force'),
    isRenewal: false,
    term: { effectiveDate: '2026-03-17', endDate: '2027-03-17' },
    agency: { agencyCode: 'A1', displayName: 'Hoosier Insurance Agency', producer: null, phones: ['3175550100'], emails: [] },
    billing: { isPartOfAccountBill: !!over.isPartOfAccountBill, isPrimaryAccountPolicy: false, accountNumber: over.isPartOfAccountBill ? '7700412835' : null },
  } as unknown as Policy;
}

const setup = (over: Partial<RecurringPayment> = {}): RecurringPayment => ({
  recurringPaymentId: '3f6b2a1c-8d4e-4b7a-9c2d-1e5f7a9b3c4d',
  type: 'check',
  fundingCategory: 'Check',
  fundingMethod: null,
  lastFourDigits: '6789',
  cardExpireMonth: null,
  cardExpireYear: null,
  bankAccountType: 1,
  walletItemId: null,
  emailAddress: 'emily@example.com',
  deductionDay: 17,
  nextPaymentDate: '2026-12-17',
  noticeDate: '2026-12-02',
  ...over,
});

const info = (policyNumber: string, over: Partial<RecurringPaymentInfo> = {}): RecurringPaymentInfo => ({
  policyNumber,
  policyId: `id-${policyNumber}`,
  recurringPayment: null,
  balanceDue: 0,
  paymentRequired: false,
  canEdit: true,
  creditOnly: policyNumber.startsWith('PPA'),
  cardsAllowed: true,
  contactAgent: policyNumber.startsWith('PPA'),
  deductionDay: 17,
  messages: [],
  ...over,
});

const walletItem = (over: Partial<WalletItem>): WalletItem => ({
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
  ...over,
});
const VISA = walletItem({});
const CHECKING = walletItem({
  walletItemId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  fundingAccountToken: 'sbx-fa-2',
  walletItemKeyIdentifier: 'wi-2',
  nickname: 'Joint checking',
  fundingCategory: 'Check',
  fundingMethod: null,
  lastFourDigits: '6789',
  cardExpireMonth: null,
  cardExpireYear: null,
  bankAccountType: 1,
});

function FakeCardEntry({ onToken }: CardEntryProps) {
  return (
    <button type="button" onClick={() => onToken({ fundingAccountToken: 'tok-new', fundingCategory: 'Credit', fundingMethod: 'visa', lastFour: '4242' })}>
      Frame: use card
    </button>
  );
}

const gateway = {
  cardSession: jest.fn().mockResolvedValue({ authToken: 'a', sessionToken: 'sess-1', issuedOn: new Date().toISOString() }),
  bankName: jest.fn().mockResolvedValue('JPMORGAN CHASE BANK, NA'),
};

function renderTab(policies: Policy[], walletItems: WalletItem[] = [VISA, CHECKING]) {
  return renderUi(
    <RecurringTab policies={policies} walletItems={walletItems} emailAddress="emily@example.com" frame={FRAME} gateway={gateway} CardEntry={FakeCardEntry} />,
  );
}

beforeEach(() => {
  mockInfo.mockReset();
  mockSave.mockReset();
  mockCancel.mockReset();
});

describe('RecurringTab', () => {
  it("blocks set up with 'Payment Required' and 'Payplan changes are not allowed with a balance due.' when a balance is due", async () => {
    mockInfo.mockResolvedValue(
      info('HOM2000301', { paymentRequired: true, balanceDue: 120, messages: ['Payplan changes are not allowed with a balance due.'] }),
    );
    renderTab([policy('HOM2000301')]);
    expect(await screen.findByText('Payment Required')).toBeInTheDocument();
    expect(screen.getByText('Payplan changes are not allowed with a balance due.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Up the recurring payment of HOM2000301' })).toBeDisabled();
  });

  it('disables Update and Cancel when the status or a notice of cancellation does not allow changes', async () => {
    mockInfo.mockResolvedValue(info('HOM2000301', { canEdit: false, recurringPayment: setup() }));
    renderTab([policy('HOM2000301')]);
    const update = await screen.findByRole('button', { name: 'Update the recurring payment of HOM2000301' });
    expect(update).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Recurring Payment of HOM2000301' })).toBeDisabled();
    expect(update).toHaveAccessibleDescription(/only for In-Force, Future or Pending policies that are not in notice of cancellation/);
  });

  it('shows the setup: method, deduction day and next payment', async () => {
    mockInfo.mockResolvedValue(info('HOM2000301', { recurringPayment: setup() }));
    renderTab([policy('HOM2000301')]);
    expect(await screen.findByTestId('recurring-setup')).toHaveTextContent(
      'Paid by Bank account ending in 6789 on the 17th of each month. Next payment 12/17/2026 (notice 12/02/2026).',
    );
  });

  it('tells an account-billed policy to contact the agent and offers no set up', async () => {
    mockInfo.mockResolvedValue(info('PUP3000101', { contactAgent: true }));
    renderTab([policy('PUP3000101', { isPartOfAccountBill: true })]);
    expect(
      await screen.findByText(
        /Recurring payments for an account bill are set up by your agent\. Please contact your agent \(Hoosier Insurance Agency, 317-555-0100\)\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set Up/ })).not.toBeInTheDocument();
  });

  it('forces a PPA policy to a card with the method list locked, and tells it to contact the agent for a bank account', async () => {
    mockInfo.mockResolvedValue(info('PPA1000101'));
    const { user } = renderTab([policy('PPA1000101')]);
    expect(await screen.findByText(/To pay by bank account, please contact your agent/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set Up the recurring payment of PPA1000101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Recurring Payment' });
    const type = within(dialog).getByLabelText('Payment type');
    expect(type).toBeDisabled();
    expect(type).toHaveValue('credit');
    // The wallet offers the card only, not the checking account.
    const payWith = within(dialog).getByLabelText('Pay with');
    expect(
      within(payWith)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['A new card', 'Wallet: Everyday Visa (Visa ending in 1111)']);
  });

  it('hides new and wallet cards once the restriction date has passed (cardsAllowed false)', async () => {
    mockInfo.mockResolvedValue(info('HOM2000301', { cardsAllowed: false }));
    const { user } = renderTab([policy('HOM2000301')]);
    await user.click(await screen.findByRole('button', { name: 'Set Up the recurring payment of HOM2000301' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Recurring Payment' });
    expect(
      within(within(dialog).getByLabelText('Payment type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bank Account']);
    expect(
      within(within(dialog).getByLabelText('Pay with'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['A new bank account', 'Wallet: Joint checking (Bank account ending in 6789)']);
    expect(within(dialog).queryByRole('button', { name: 'Enter card details' })).not.toBeInTheDocument();
  });

  it("walks 'Enter New Recurring Payment Information', Agreement Terms and the result, paying with a wallet bank account", async () => {
    mockInfo.mockResolvedValue(info('HOM2000301'));
    mockSave.mockResolvedValue(info('HOM2000301', { recurringPayment: setup({ walletItemId: CHECKING.walletItemId }) }));
    const { user } = renderTab([policy('HOM2000301')]);
    await user.click(await screen.findByRole('button', { name: 'Set Up the recurring payment of HOM2000301' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Recurring Payment' });
    expect(within(dialog).getByRole('heading', { name: 'Enter New Recurring Payment Information' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Payment type'), 'check');
    await user.selectOptions(within(dialog).getByLabelText('Pay with'), CHECKING.walletItemId);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const terms = await within(dialog).findByTestId('agreement-terms');
    expect(within(terms).getByRole('heading', { name: 'Agreement Terms' })).toBeInTheDocument();
    expect(terms).toHaveTextContent('Joint checking (Bank account ending in 6789)');
    expect(terms).toHaveTextContent('on the 17th of the month');
    expect(terms).toHaveTextContent('Each charge is authorised 15 days prior to the charge');
    // The terms must be agreed to.
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Agree to the terms to continue.')).toBeInTheDocument();
    expect(mockSave).not.toHaveBeenCalled();
    await user.click(within(dialog).getByLabelText('I agree to the Agreement Terms'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText('Success!')).toBeInTheDocument();
    expect(mockSave).toHaveBeenCalledWith({
      policyId: 'id-HOM2000301',
      policyNumber: 'HOM2000301',
      imageNumber: 3,
      deductionDay: 17,
      userAgreedWithTerms: true,
      source: { type: 'check', emailAddress: 'emily@example.com', fiserv: { fundingAccountToken: 'sbx-fa-2' } },
    });
  });

  it("says 'Update Recurring Payment Information' for an existing setup and asks a card's expiry and zip code", async () => {
    mockInfo.mockResolvedValue(info('HOM2000301', { recurringPayment: setup() }));
    mockSave.mockResolvedValue(
      info('HOM2000301', { recurringPayment: setup({ type: 'credit', fundingCategory: 'Credit', fundingMethod: 'visa', lastFourDigits: '4242' }) }),
    );
    const { user } = renderTab([policy('HOM2000301')]);
    await user.click(await screen.findByRole('button', { name: 'Update the recurring payment of HOM2000301' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Recurring Payment' });
    expect(within(dialog).getByRole('heading', { name: 'Update Recurring Payment Information' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Payment type'), 'credit');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter the card in the card form.')).toBeInTheDocument();
    expect(within(dialog).getByText('Expiration month is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter billing zip code.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Enter card details' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Frame: use card' }));
    await user.selectOptions(within(dialog).getByLabelText(/Expiration month/), '12');
    await user.selectOptions(within(dialog).getByLabelText(/Expiration year/), String(new Date().getFullYear() + 2));
    await user.type(within(dialog).getByLabelText(/Billing zip code/), '46032');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByLabelText('I agree to the Agreement Terms'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Success!')).toBeInTheDocument();
    expect(mockSave.mock.calls[0][0].source).toEqual({
      type: 'credit',
      emailAddress: 'emily@example.com',
      cardExpireMonth: 12,
      cardExpireYear: new Date().getFullYear() + 2,
      zipCode: '46032',
      fiserv: { fundingAccountToken: 'tok-new', sessionToken: 'sess-1', fundingAccountLastFourDigits: '4242', fundingCategory: 'Credit' },
    });
  });

  it("requires the email address ('Email Address is required')", async () => {
    mockInfo.mockResolvedValue(info('HOM2000301'));
    const { user } = renderTab([policy('HOM2000301')], [CHECKING]);
    await user.click(await screen.findByRole('button', { name: 'Set Up the recurring payment of HOM2000301' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Recurring Payment' });
    await user.clear(within(dialog).getByLabelText(/Email Address/));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Email Address is required')).toBeInTheDocument();
  });

  it("shows a refusal as Failed! with 'Error: {message}'", async () => {
    mockInfo.mockResolvedValue(info('HOM2000301'));
    mockSave.mockRejectedValue(new ApiReplyError(['Payplan changes are not allowed with a balance due.'], {}, 422, 'RECURRING_PAYMENT_REQUIRED'));
    const { user } = renderTab([policy('HOM2000301')], [CHECKING]);
    await user.click(await screen.findByRole('button', { name: 'Set Up the recurring payment of HOM2000301' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Recurring Payment' });
    await user.selectOptions(within(dialog).getByLabelText('Payment type'), 'check');
    await user.selectOptions(within(dialog).getByLabelText('Pay with'), CHECKING.walletItemId);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByLabelText('I agree to the Agreement Terms'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Failed!')).toBeInTheDocument();
    expect(within(dialog).getByText('Error: Payplan changes are not allowed with a balance due.')).toBeInTheDocument();
  });

  it('cancels after the confirmation with pay plan 15 and says so', async () => {
    mockInfo.mockResolvedValue(info('HOM2000301', { recurringPayment: setup() }));
    mockCancel.mockResolvedValue(info('HOM2000301'));
    const { user } = renderTab([policy('HOM2000301')]);
    await user.click(await screen.findByRole('button', { name: 'Cancel Recurring Payment of HOM2000301' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument());
    expect(mockCancel).toHaveBeenCalledWith({
      payPlanId: 15,
      policyId: 'id-HOM2000301',
      policyNumber: 'HOM2000301',
      imageNumber: 3,
      userAgreedWithTerms: true,
    });
    expect(await screen.findByText('The recurring payment of HOM2000301 is cancelled. The policy is billed monthly again.')).toBeInTheDocument();
  });

  it('keeps the recurring payment when the confirmation is answered No', async () => {
    mockInfo.mockResolvedValue(info('HOM2000301', { recurringPayment: setup() }));
    const { user } = renderTab([policy('HOM2000301')]);
    await user.click(await screen.findByRole('button', { name: 'Cancel Recurring Payment of HOM2000301' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(mockCancel).not.toHaveBeenCalled();
  });
});
