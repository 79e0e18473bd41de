/**
 * @jest-environment jsdom
 */
import type { Wallet, WalletItem } from '@portal/generated-client';
import { screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import type { CardEntryProps } from '../components/CardMethod';
import { type WalletCardEntry, WalletTab } from './WalletTab';
import { WALLET_COLOURS } from './walletColours';

const USER_ID = '3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60';

const mockLoad = jest.fn<Promise<Wallet[]>, []>();
const mockUpdate = jest.fn();
const mockDelete = jest.fn();
const mockEmail = jest.fn();
const mockAdd = jest.fn();
jest.mock('./queries', () => ({
  walletsQueryOptions: () => ({ queryKey: ['payment', 'wallets'], queryFn: () => mockLoad() }),
  useUpdateWalletItem: () => ({ mutateAsync: mockUpdate }),
  useDeleteWalletItem: () => ({ mutateAsync: mockDelete, isPending: false }),
  useSaveWalletEmail: () => ({ mutateAsync: mockEmail }),
  useAddWalletItem: () => ({ mutateAsync: mockAdd }),
}));

const item = (over: Partial<WalletItem>): WalletItem => ({
  walletItemId: '9e2d4c6a-1b3f-4a5e-8c7d-0f1e2d3c4b5a',
  fundingAccountToken: 'sbx-fa-1',
  walletItemKeyIdentifier: 'wi-1',
  nickname: 'Everyday Visa',
  fundingCategory: 'Credit',
  fundingMethod: 'visa',
  lastFourDigits: '1111',
  cardExpireMonth: 12,
  cardExpireYear: 2029,
  bankAccountType: null,
  firstName: null,
  lastName: null,
  inUse: false,
  inUseByPolicies: [],
  ...over,
});
const wallet = (items: WalletItem[]): Wallet => ({
  walletId: '5b0c1f5e-7d8a-4c1e-9f3a-2b6d8e4a1c70',
  consumerName: 'Emily Carter',
  consumerEmail: 'demo@example.com',
  consumerPhone: null,
  walletKeyIdentifier: 'w-1',
  items,
});

beforeEach(() => jest.resetAllMocks());

describe('WalletTab', () => {
  it("shows 'No Wallets' when the user has none", async () => {
    mockLoad.mockResolvedValue([]);
    renderUi(<WalletTab />);
    expect(await screen.findByText('No Wallets')).toBeInTheDocument();
  });

  it("shows 'Failed to load wallet' when the wallet cannot be read", async () => {
    mockLoad.mockRejectedValue(new Error('down'));
    renderUi(<WalletTab />);
    expect(await screen.findByText('Failed to load wallet')).toBeInTheDocument();
  });

  it('draws each item in the cycling colours and disables Delete for an item in use', async () => {
    const items = Array.from({ length: 14 }, (_, i) =>
      item({
        walletItemId: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
        walletItemKeyIdentifier: `wi-${i}`,
        nickname: `Card ${i}`,
        inUse: i === 1,
        inUseByPolicies: i === 1 ? ['PPA1000101'] : [],
      }),
    );
    mockLoad.mockResolvedValue([wallet(items)]);
    renderUi(<WalletTab />);
    const cards = await screen.findAllByTestId('wallet-card');
    expect(cards).toHaveLength(14);
    expect(cards[13]!.style.background).toBe(cards[0]!.style.background);
    expect(cards[0]!.style.background).not.toBe(cards[1]!.style.background);
    expect(WALLET_COLOURS).toHaveLength(13);
    expect(screen.getByRole('button', { name: 'Delete Card 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Card 0' })).toBeEnabled();
    expect(within(cards[1]!).getByText('In use by PPA1000101')).toBeInTheDocument();
  });

  it("asks 'Are you sure?' before deleting, and shows 'Error deleting wallet item: {error}' on a refusal", async () => {
    mockLoad.mockResolvedValue([wallet([item({})])]);
    mockDelete.mockRejectedValue(new Error('This payment method is used by a recurring or scheduled payment and cannot be deleted.'));
    const { user } = renderUi(<WalletTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete Everyday Visa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Error deleting wallet item: /);
    expect(mockDelete).toHaveBeenCalledWith({ walletId: '5b0c1f5e-7d8a-4c1e-9f3a-2b6d8e4a1c70', walletItemId: '9e2d4c6a-1b3f-4a5e-8c7d-0f1e2d3c4b5a' });
  });

  it('Edit Wallet Item on a bank account requires first and last name before sending', async () => {
    mockLoad.mockResolvedValue([
      wallet([
        item({
          nickname: '6789',
          fundingCategory: 'Check',
          fundingMethod: null,
          lastFourDigits: '6789',
          cardExpireMonth: null,
          cardExpireYear: null,
          bankAccountType: 1,
          firstName: 'Emily',
          lastName: 'Carter',
        }),
      ]),
    ]);
    const { user } = renderUi(<WalletTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit 6789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Wallet Item' });
    await user.clear(within(dialog).getByLabelText(/First Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First Name is required.')).toBeInTheDocument();
    expect(mockUpdate).not.toHaveBeenCalled();
  });

  it('Edit Information saves the wallet email and refuses an empty one', async () => {
    mockLoad.mockResolvedValue([wallet([item({})])]);
    mockEmail.mockResolvedValue(wallet([item({})]));
    const { user } = renderUi(<WalletTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Information' });
    const input = within(dialog).getByLabelText(/Email Address/);
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Email Address is required')).toBeInTheDocument();
    await user.type(input, 'emily.wallet@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockEmail).toHaveBeenCalledWith({ walletId: '5b0c1f5e-7d8a-4c1e-9f3a-2b6d8e4a1c70', emailAddress: 'emily.wallet@example.com' }));
  });

  it('Edit Wallet Item on a card asks for the billing zip code when the settings collect it', async () => {
    mockLoad.mockResolvedValue([wallet([item({})])]);
    mockUpdate.mockResolvedValue(wallet([item({ nickname: 'Trip card' })]));
    const frame = { url: 'https://frame.test/frame', apiKey: 'k', collectSecurityCode: true, collectZipCode: true };
    const { user } = renderUi(<WalletTab cardEntry={{ frame, gateway: { cardSession: jest.fn() }, CardEntry: () => null, userId: USER_ID }} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Everyday Visa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Wallet Item' });
    await user.clear(within(dialog).getByLabelText(/Wallet Nickname/));
    await user.type(within(dialog).getByLabelText(/Wallet Nickname/), 'Trip card');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Zip code is required.')).toBeInTheDocument();
    expect(mockUpdate).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Billing zip code/), '46032');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mockUpdate).toHaveBeenCalledWith({
        walletId: '5b0c1f5e-7d8a-4c1e-9f3a-2b6d8e4a1c70',
        walletItemId: '9e2d4c6a-1b3f-4a5e-8c7d-0f1e2d3c4b5a',
        changes: { nickname: 'Trip card', cardExpireMonth: 12, cardExpireYear: 2029, zipCode: '46032' },
      }),
    );
  });

  describe('Add Wallet Item with a card', () => {
    /** Plays the provider's frame: shows the session it was opened with and hands back a funding token. */
    function FakeCardEntry({ session, onToken }: CardEntryProps) {
      return (
        <button
          type="button"
          onClick={() => onToken({ fundingAccountToken: 'sbx-fa-new', fundingCategory: 'Credit', fundingMethod: 'visa', lastFour: '4242' })}
        >
          Frame {session.sessionToken}: use card
        </button>
      );
    }
    const cardSession = jest.fn();
    const cardEntry = (): WalletCardEntry => ({
      frame: { url: 'https://frame.test/frame', apiKey: 'k', collectSecurityCode: true, collectZipCode: false },
      gateway: { cardSession },
      CardEntry: FakeCardEntry,
      userId: USER_ID,
    });
    const nextYear = String(new Date().getFullYear() + 1);

    async function fillExpiry(user: ReturnType<typeof renderUi>['user'], dialog: HTMLElement) {
      await user.selectOptions(within(dialog).getByLabelText(/Expiration month/), '03');
      await user.selectOptions(within(dialog).getByLabelText(/Expiration year/), nextYear);
    }

    it('sends the frame token with its session, the expiry and the nickname (never a card number)', async () => {
      mockLoad.mockResolvedValue([wallet([item({})])]);
      cardSession.mockResolvedValue({ authToken: 'a', sessionToken: 'sess-1', issuedOn: new Date().toISOString() });
      mockAdd.mockResolvedValue(wallet([item({})]));
      const { user } = renderUi(<WalletTab cardEntry={cardEntry()} />);
      await user.click(await screen.findByRole('button', { name: 'Add Wallet Item' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Wallet Item' });
      await user.type(within(dialog).getByLabelText(/Wallet Nickname/), 'Travel card');
      await fillExpiry(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Enter card details' }));
      // The session is for the signed-in user's own wallet, not for one of their policies.
      expect(cardSession).toHaveBeenCalledWith({ userId: USER_ID });
      await user.click(await within(dialog).findByRole('button', { name: 'Frame sess-1: use card' }));
      expect(within(dialog).getByText(/card ending in 4242/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(mockAdd).toHaveBeenCalledWith({
          type: 'credit',
          nickname: 'Travel card',
          cardExpireMonth: 3,
          cardExpireYear: Number(nextYear),
          fiserv: {
            fundingAccountToken: 'sbx-fa-new',
            sessionToken: 'sess-1',
            fundingAccountLastFourDigits: '4242',
            fundingCategory: 'Credit',
            fundingMethod: 'visa',
          },
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Wallet Item' })).not.toBeInTheDocument());
    });

    it("refuses to save before the card is entered in the frame, and opens the session for the user's wallet when there is no wallet yet", async () => {
      mockLoad.mockResolvedValue([]);
      cardSession.mockResolvedValue({ authToken: 'a', sessionToken: 'sess-2', issuedOn: new Date().toISOString() });
      const { user } = renderUi(<WalletTab cardEntry={cardEntry()} />);
      await user.click(await screen.findByRole('button', { name: 'Add Wallet Item' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Wallet Item' });
      await fillExpiry(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Enter the card in the card form.')).toBeInTheDocument();
      expect(mockAdd).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'Enter card details' }));
      expect(cardSession).toHaveBeenCalledWith({ userId: USER_ID });
    });

    it("shows 'Error saving Wallet information: {error}' when the API refuses the card", async () => {
      mockLoad.mockResolvedValue([wallet([])]);
      cardSession.mockResolvedValue({ authToken: 'a', sessionToken: 'sess-3', issuedOn: new Date().toISOString() });
      mockAdd.mockRejectedValue(new Error('Payment Information is not valid'));
      const { user } = renderUi(<WalletTab cardEntry={cardEntry()} />);
      await user.click(await screen.findByRole('button', { name: 'Add Wallet Item' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Wallet Item' });
      await fillExpiry(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Enter card details' }));
      await user.click(await within(dialog).findByRole('button', { name: 'Frame sess-3: use card' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText(/^Error saving Wallet information: /)).toBeInTheDocument();
    });

    it('offers only a bank account when no frame can be opened', async () => {
      mockLoad.mockResolvedValue([wallet([])]);
      const { user } = renderUi(<WalletTab />);
      await user.click(await screen.findByRole('button', { name: 'Add Wallet Item' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Wallet Item' });
      expect(within(dialog).queryByRole('button', { name: 'Enter card details' })).not.toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Routing Number/)).toBeInTheDocument();
    });
  });
});
