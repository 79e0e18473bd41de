/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderUi } from '@/testing/render';
import { fakeViewport } from '@/testing/viewport';
import { NETWORK_ERROR_MESSAGE } from '@/forms/serverErrors';
import type { PaymentGateway, PaymentSettingsView } from '../gateway';
import type { PolicyForPayment } from '../rules/paymentOptions';
import type { WalletChoice } from '../rules/wizardState';
import type { CardEntryProps } from './CardMethod';
import { PayNowWizard } from './PayNowWizard';

const settings: PaymentSettingsView = {
  canMakePayments: true,
  allowSplitPayments: true,
  numberOfPoliciesToAllowOnSplitPayments: 0,
  numberOfPaymentMethodsToAllowOnSplitPayments: 2,
  maximumVendorCents: 500000,
  isWalletEnabled: false,
  isScheduledPaymentEnabled: false,
  phone: '800-555-0199',
  frame: { url: 'https://frame.test/frame', apiKey: 'k', collectSecurityCode: true, collectZipCode: true },
};

function policy(policyNumber: string, outstandingBalance: number, payInFullAmount: number): PolicyForPayment {
  return {
    policyNumber,
    policyId: policyNumber,
    nickname: null,
    typeName: 'Personal Auto',
    status: 'In-Force',
    outstandingBalance,
    payInFullAmount,
    billing: {
      isPartOfAccountBill: false,
      isPrimaryAccountPolicy: false,
      accountNumber: null,
      accountOutstandingBalance: 0,
      accountPayInFull: 0,
      outstandingBalance,
      payInFullAmount,
    },
  };
}

function fakeGateway(over: Partial<PaymentGateway> = {}): jest.Mocked<PaymentGateway> {
  return {
    cardSession: jest.fn().mockResolvedValue({ authToken: 'a', sessionToken: 's1', issuedOn: new Date().toISOString() }),
    bankName: jest.fn().mockResolvedValue('JPMORGAN CHASE BANK, NA'),
    shouldCalculateFee: jest.fn().mockResolvedValue(true),
    calculateFee: jest.fn().mockResolvedValue(550),
    submit: jest.fn().mockResolvedValue([{ policyNumber: 'PPA1000101', confirmationNumber: 'C-1', success: true }]),
    ...over,
  } as jest.Mocked<PaymentGateway>;
}

/** Plays the provider's frame: a button that hands back a funding token. */
function FakeCardEntry({ onToken }: CardEntryProps) {
  return (
    <button type="button" onClick={() => onToken({ fundingAccountToken: 'tok-1', fundingCategory: 'Credit', fundingMethod: 'visa', lastFour: '1111' })}>
      Frame: use card
    </button>
  );
}

function renderWizard(
  props: {
    policies?: PolicyForPayment[];
    settings?: PaymentSettingsView;
    gateway?: PaymentGateway;
    preselect?: string;
    agent?: { bypassAmountCheck: boolean; bypassEmailCheck: boolean };
    walletItems?: WalletChoice[];
    canAddToWallet?: boolean;
  } = {},
) {
  const onClose = jest.fn();
  const view = renderUi(
    <PayNowWizard
      opened
      onClose={onClose}
      policies={props.policies ?? [policy('PPA1000101', 182.4, 912)]}
      settings={props.settings ?? settings}
      gateway={props.gateway ?? fakeGateway()}
      CardEntry={FakeCardEntry}
      preselect={props.preselect}
      emailAddress="emily@example.com"
      agent={props.agent}
      walletItems={props.walletItems}
      canAddToWallet={props.canAddToWallet}
    />,
  );
  return { ...view, onClose };
}

async function fillBank(user: ReturnType<typeof renderUi>['user']) {
  await user.selectOptions(screen.getByLabelText('Payment method'), 'bank');
  await user.type(screen.getByLabelText(/Routing number/), '021000021');
  await screen.findByText('JPMORGAN CHASE BANK, NA');
  await user.selectOptions(screen.getByLabelText(/Account type/), '1');
  await user.type(screen.getByLabelText(/^Account number/), '000123456789');
  await user.type(screen.getByLabelText(/Confirm account number/), '000123456789');
}

describe('Pay Now wizard', () => {
  it('shows the spec message and no steps when payments are switched off', async () => {
    renderWizard({ settings: { ...settings, canMakePayments: false } });
    expect(
      await screen.findByText(
        'We are currently experiencing issues accepting payments. Please contact Customer Service at 800-555-0199. We apologize for the inconvenience.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Select Account/Policies')).not.toBeInTheDocument();
  });

  it('shows the zero-balance message with Close when nothing is owed', async () => {
    const { user, onClose } = renderWizard({ policies: [policy('PPA1000101', 0, 0)] });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('cancel');
  });

  it('blocks Continue while no policy is selected and lists why', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('checkbox', { name: /Personal Auto/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('step-errors')).toHaveTextContent('At least one policy must be selected');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('refuses a custom amount below the balance with the spec message', async () => {
    const { user } = renderWizard();
    await user.selectOptions(await screen.findByLabelText('Payment option'), 'Custom Payment');
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '100');
    expect(await screen.findByText('Amount must be greater than or equal to $182.40')).toBeInTheDocument();
  });

  it('pays by bank account: bank name looked up at nine digits, confirm, one Idempotency-Key, Success! line', async () => {
    const gateway = fakeGateway();
    const { user } = renderWizard({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillBank(user);
    expect(gateway.bankName).toHaveBeenCalledWith('021000021');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('confirm-step')).toHaveTextContent('JPMORGAN CHASE BANK, NA ••••6789');
    // No fee on bank payments (doc 2 §9): the fee check is not even asked.
    expect(gateway.shouldCalculateFee).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Confirmation (PPA1000101): C-1')).toBeInTheDocument();
    expect(gateway.submit).toHaveBeenCalledTimes(1);
    const [submission, key] = gateway.submit.mock.calls[0];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(submission.policies).toEqual([{ policyNumber: 'PPA1000101', accountNumber: null, amountCents: 18240, paymentOption: 'Current Balance' }]);
    // The step indicator is not shown on the result.
    expect(screen.queryByLabelText('Payment progress')).not.toBeInTheDocument();
  });

  it('retries a confirmation that did not get an answer with the same Idempotency-Key', async () => {
    const gateway = fakeGateway({
      submit: jest
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValue([{ policyNumber: 'PPA1000101', confirmationNumber: 'C-9', success: true }]),
    });
    const { user } = renderWizard({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    // The one submit path (forms/useServerCall) says the server could not be reached, in the catalogue's words.
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmation (PPA1000101): C-9')).toBeInTheDocument();
    expect(gateway.submit.mock.calls[0][1]).toBe(gateway.submit.mock.calls[1][1]);
  });

  it('pays by card through the frame, shows Time Left and the fee line', async () => {
    const gateway = fakeGateway();
    const { user } = renderWizard({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Enter card details' }));
    expect(gateway.cardSession).toHaveBeenCalledWith({ policyNumber: 'PPA1000101', emailAddress: 'emily@example.com' });
    expect(await screen.findByTestId('time-left')).toHaveTextContent(/Time Left (10:00|9:5\d)/);
    await user.click(screen.getByRole('button', { name: 'Frame: use card' }));
    expect(await screen.findByTestId('card-on-file')).toHaveTextContent('Visa Credit card ending in 1111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('fee-line')).toHaveTextContent('$5.50');
    expect(screen.getByTestId('confirm-total')).toHaveTextContent('$187.90');
  });

  it('closes with the expiry reason when the card session is 10 minutes old', async () => {
    const issuedOn = new Date(Date.now() - 10 * 60 * 1000 - 1000).toISOString();
    const gateway = fakeGateway({ cardSession: jest.fn().mockResolvedValue({ authToken: 'a', sessionToken: 's1', issuedOn }) });
    const { user, onClose } = renderWizard({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Enter card details' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('expired'));
  });

  it('changing the payment method resets the source', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Enter card details' }));
    await user.click(await screen.findByRole('button', { name: 'Frame: use card' }));
    await screen.findByTestId('card-on-file');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'bank');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'card');
    expect(screen.queryByTestId('card-on-file')).not.toBeInTheDocument();
  });

  it('split payments must add up to the total', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Split payment' }));
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    await user.type(screen.getByLabelText('Amount for method 1'), '100');
    await user.type(screen.getByLabelText('Amount for method 2'), '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('step-errors')).toHaveTextContent('All payment methods must add up to $182.40');
    // The method limit (2) is reached.
    expect(screen.getByRole('button', { name: 'Add payment method' })).toBeDisabled();
  });

  it('shows a declined line and the provider reasons as Failed!', async () => {
    const gateway = fakeGateway({
      submit: jest.fn().mockResolvedValue([
        {
          policyNumber: 'PPA1000101',
          success: false,
          confirmationNumber: null,
          error: 'Failed to process payment. Please try again.',
          statusDescriptions: ['05: Do not honor'],
        },
      ]),
    });
    const { user } = renderWizard({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed!')).toBeInTheDocument();
    expect(screen.getByText('05 - Do not honor')).toBeInTheDocument();
  });

  it('a deep link preselects only its policy', async () => {
    renderWizard({ policies: [policy('PPA1000101', 182.4, 912), policy('HOM2000201', 300, 1200)], preselect: 'HOM2000201' });
    const boxes = await screen.findAllByRole('checkbox');
    await waitFor(() => expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true]));
  });

  it('offers the bypass options only to an agent', async () => {
    const first = renderWizard();
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.queryByLabelText('Bypass amount check')).not.toBeInTheDocument();
    first.unmount();
    renderWizard({ agent: { bypassAmountCheck: false, bypassEmailCheck: false } });
    expect(await screen.findByLabelText('Bypass amount check')).toBeInTheDocument();
  });

  it('keeps the result on screen when the refreshed balances show nothing left to pay', async () => {
    const gateway = fakeGateway();
    let reload: (p: PolicyForPayment[]) => void = () => undefined;
    function Harness() {
      const [policies, setPolicies] = useState<PolicyForPayment[]>([policy('PPA1000101', 182.4, 912)]);
      useEffect(() => {
        reload = setPolicies;
      }, []);
      return (
        <PayNowWizard
          opened
          onClose={jest.fn()}
          policies={policies}
          settings={settings}
          gateway={gateway}
          CardEntry={FakeCardEntry}
          emailAddress="emily@example.com"
        />
      );
    }
    const { user } = renderUi(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    // The policies reload after the payment: the balance paid is now zero.
    act(() => reload([policy('PPA1000101', 0, 0)]));
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Confirmation (PPA1000101): C-1')).toBeInTheDocument();
    expect(screen.queryByText('There is no balance due on your policies right now.')).not.toBeInTheDocument();
  });

  it.each([
    ['a desktop window narrowed to a phone', false],
    ['a phone rotated to a tablet', true],
  ])('keeps its result and Close across the 767 px breakpoint (%s)', async (_case, startMobile) => {
    const original = window.matchMedia;
    try {
      const viewport = fakeViewport(startMobile);
      const { user, onClose } = renderWizard();
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      await fillBank(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Confirmation (PPA1000101): C-1')).toBeInTheDocument();
      viewport.resize(!startMobile);
      expect(screen.getByText('Success!')).toBeInTheDocument();
      expect(screen.getByText('Confirmation (PPA1000101): C-1')).toBeInTheDocument();
      viewport.resize(startMobile);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledWith('done');
    } finally {
      window.matchMedia = original;
    }
  });

  describe('paying with a wallet item', () => {
    const walletSettings: PaymentSettingsView = { ...settings, isWalletEnabled: true, allowUseOfWalletItems: true };
    const walletItems: WalletChoice[] = [
      { fundingAccountToken: 'sbx-fa-visa', fundingCategory: 'Credit', fundingMethod: 'visa', lastFour: '1111', nickname: 'Everyday Visa' },
      { fundingAccountToken: 'sbx-fa-bank', fundingCategory: 'Check', fundingMethod: null, lastFour: '6789', nickname: '6789' },
    ];

    it('offers the wallet items in the single-method form and sends the chosen item, with the card fee', async () => {
      const gateway = fakeGateway();
      const { user } = renderWizard({ gateway, settings: walletSettings, walletItems });
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      await user.selectOptions(screen.getByLabelText('Payment method'), 'wallet');
      // Continue is refused until an item is chosen.
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.queryByTestId('confirm-step')).not.toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText(/Wallet item/), 'sbx-fa-visa');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByTestId('confirm-step')).toHaveTextContent('Wallet: Everyday Visa (ending in 1111)');
      expect(await screen.findByTestId('fee-line')).toHaveTextContent('$5.50');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Success!')).toBeInTheDocument();
      const [submission] = gateway.submit.mock.calls[0];
      expect(submission.sources).toEqual([{ kind: 'wallet', amountCents: 18240, item: walletItems[0] }]);
      expect(gateway.cardSession).not.toHaveBeenCalled();
    });

    it('does not offer wallet items when allowUseOfWalletItems is off, nor in a split', async () => {
      const off = renderWizard({ settings: { ...walletSettings, allowUseOfWalletItems: false }, walletItems });
      await off.user.click(await screen.findByRole('button', { name: 'Continue' }));
      expect(screen.queryByRole('option', { name: 'Wallet' })).not.toBeInTheDocument();
      off.unmount();

      const on = renderWizard({ settings: walletSettings, walletItems, policies: [policy('PPA1000101', 182.4, 912), policy('PPA1000102', 50, 300)] });
      await on.user.click(await screen.findByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('option', { name: 'Wallet' })).toBeInTheDocument();
      await on.user.selectOptions(screen.getByLabelText('Payment method'), 'wallet');
      await on.user.click(screen.getByText('Split payment'));
      expect(screen.queryByRole('option', { name: 'Wallet' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/Wallet item/)).not.toBeInTheDocument();
    });
  });

  describe('Add to wallet (doc 2 §3, §5)', () => {
    const walletOn: PaymentSettingsView = { ...settings, isWalletEnabled: true, allowUseOfWalletItems: true };

    async function cardEntered(user: ReturnType<typeof renderUi>['user']) {
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      await user.click(screen.getByRole('button', { name: 'Enter card details' }));
      await user.click(await screen.findByRole('button', { name: 'Frame: use card' }));
      await screen.findByTestId('card-on-file');
    }

    it("ticked without a nickname: 'Wallet Nickname is required' blocks Continue; with one, the card is sent with it", async () => {
      const gateway = fakeGateway();
      const { user } = renderWizard({ gateway, settings: walletOn, canAddToWallet: true });
      await cardEntered(user);
      await user.click(screen.getByRole('checkbox', { name: 'Add to wallet' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.queryByTestId('confirm-step')).not.toBeInTheDocument();
      expect(screen.getAllByText('Wallet Nickname is required').length).toBeGreaterThan(0);
      await user.type(screen.getByLabelText(/Wallet Nickname/), 'Trip card');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Success!')).toBeInTheDocument();
      const [submission] = gateway.submit.mock.calls[0];
      expect(submission.sources).toEqual([expect.objectContaining({ kind: 'card', addToWallet: { nickname: 'Trip card' } })]);
    });

    it('a bank account saved to the wallet also needs the holder names, and is sent with the nickname', async () => {
      const gateway = fakeGateway();
      const { user } = renderWizard({ gateway, settings: walletOn, canAddToWallet: true });
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      await fillBank(user);
      await user.click(screen.getByRole('checkbox', { name: 'Add to wallet' }));
      await user.type(screen.getByLabelText(/Wallet Nickname/), 'House account');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.queryByTestId('confirm-step')).not.toBeInTheDocument();
      await user.type(screen.getByLabelText(/First Name/), 'Emily');
      await user.type(screen.getByLabelText(/Last Name/), 'Carter');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Success!')).toBeInTheDocument();
      const [submission] = gateway.submit.mock.calls[0];
      expect(submission.sources).toEqual([
        expect.objectContaining({
          kind: 'bank',
          addToWallet: { nickname: 'House account' },
          bank: expect.objectContaining({ firstName: 'Emily', lastName: 'Carter' }),
        }),
      ]);
    });

    it('changing the payment method collapses the add-to-wallet option', async () => {
      const { user } = renderWizard({ settings: walletOn, canAddToWallet: true });
      await cardEntered(user);
      await user.click(screen.getByRole('checkbox', { name: 'Add to wallet' }));
      expect(screen.getByLabelText(/Wallet Nickname/)).toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText('Payment method'), 'bank');
      expect(screen.getByRole('checkbox', { name: 'Add to wallet' })).not.toBeChecked();
      expect(screen.queryByLabelText(/Wallet Nickname/)).not.toBeInTheDocument();
    });

    it('is not offered when the wallet is off, nor without a signed-in payer (the one-time flow), and an unticked payment sends none', async () => {
      const off = renderWizard({ settings: { ...walletOn, isWalletEnabled: false }, canAddToWallet: true });
      await cardEntered(off.user);
      expect(screen.queryByRole('checkbox', { name: 'Add to wallet' })).not.toBeInTheDocument();
      off.unmount();
      const gateway = fakeGateway();
      const oneTime = renderWizard({ gateway, settings: walletOn });
      await cardEntered(oneTime.user);
      expect(screen.queryByRole('checkbox', { name: 'Add to wallet' })).not.toBeInTheDocument();
      await oneTime.user.click(screen.getByRole('button', { name: 'Continue' }));
      await oneTime.user.click(await screen.findByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Success!')).toBeInTheDocument();
      expect(gateway.submit.mock.calls[0][0].sources[0]).not.toHaveProperty('addToWallet');
    });
  });
});
