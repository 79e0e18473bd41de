/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { formatDate } from '@/lib/format';
import { renderUi } from '@/testing/render';
import { Passkeys } from './Passkeys';

// The server's answers and the browser's WebAuthn dialog: the section's own flow is under test.
const mockList = jest.fn();
const mockStart = jest.fn();
const mockFinish = jest.fn();
const mockRename = jest.fn();
const mockRemove = jest.fn();
const mockStartRegistration = jest.fn();
let mockStaffActing = false;
jest.mock('@/api/client', () => ({
  ...jest.requireActual('@/api/client'),
  api: {
    profile: {
      listPasskeys: () => mockList(),
      startPasskeyRegistration: () => mockStart(),
      finishPasskeyRegistration: (args: unknown) => mockFinish(args),
      renamePasskey: (args: unknown) => mockRename(args),
      removePasskey: (args: unknown) => mockRemove(args),
    },
  },
}));
let mockSupported = true;
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => mockSupported,
  startRegistration: (args: unknown) => mockStartRegistration(args),
}));
jest.mock('@/features/auth', () => ({
  ...jest.requireActual('@/features/auth/passkeyErrors'),
  profileQueryOptions: () => ({ queryKey: ['profile'] }),
  sessionStore: { saveReply: jest.fn() },
  useSession: () => ({ isStaffActing: mockStaffActing }),
}));

const ok = <T,>(result: T) => Promise.resolve({ success: true, result, errors: [] });
const LAPTOP = {
  id: '7d1e4c2a-5b3f-4a6e-9c8d-0f1a2b3c4d5e',
  name: 'Work laptop',
  createdAt: '2026-11-20T15:00:00.000Z',
  lastUsedAt: '2026-11-25T15:00:00.000Z',
};
const PHONE = { id: '8d1e4c2a-5b3f-4a6e-9c8d-0f1a2b3c4d5e', name: 'Phone', createdAt: '2026-11-21T15:00:00.000Z', lastUsedAt: null };
const OPTIONS = { challenge: 'WIXsU2pclCDrNC3vbbXRqSYT6BIRj_q9isuAg2ijGUk', rp: { id: 'localhost', name: 'Harbor Mutual' } };
const CREDENTIAL = { id: 'abc', rawId: 'abc', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e', attestationObject: 'o' } };

beforeEach(() => {
  jest.clearAllMocks();
  mockStaffActing = false;
  mockSupported = true;
});

describe('Passkeys section', () => {
  it('lists each passkey with its name, when it was added and last used, in the portal date format', async () => {
    mockList.mockImplementation(() => ok([LAPTOP, PHONE]));
    renderUi(<Passkeys />);
    const items = await screen.findAllByTestId('passkey-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByTestId('passkey-dates')).toHaveTextContent(
      `Added ${formatDate(LAPTOP.createdAt)}. Last used ${formatDate(LAPTOP.lastUsedAt)}.`,
    );
    expect(within(items[1]).getByTestId('passkey-dates')).toHaveTextContent(`Added ${formatDate(PHONE.createdAt)}. Not used yet.`);
    // Each button names the passkey it acts on.
    expect(screen.getByRole('button', { name: 'Rename Phone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Work laptop' })).toBeInTheDocument();
  });

  it('adds a passkey with a name: the options go to the browser, its answer and the name to the server', async () => {
    mockList.mockImplementation(() => ok([]));
    mockStart.mockImplementation(() => ok(OPTIONS));
    mockStartRegistration.mockResolvedValue(CREDENTIAL);
    mockFinish.mockImplementation(() => ok(PHONE));
    const { user } = renderUi(<Passkeys />);
    expect(await screen.findByTestId('passkeys-empty')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(mockStart).not.toHaveBeenCalled(); // a name is required first

    await user.type(screen.getByLabelText(/Passkey name/), '  Phone ');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(mockFinish).toHaveBeenCalledWith({ requestBody: { name: 'Phone', response: CREDENTIAL } }));
    expect(mockStartRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(await screen.findByTestId('passkey-notice')).toHaveTextContent('Passkey “Phone” added.');
  });

  it('says in plain words when the browser dialog was cancelled, and adds nothing', async () => {
    mockList.mockImplementation(() => ok([]));
    mockStart.mockImplementation(() => ok(OPTIONS));
    mockStartRegistration.mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const { user } = renderUi(<Passkeys />);
    await user.type(await screen.findByLabelText(/Passkey name/), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByTestId('passkey-add-failure')).toHaveTextContent(
      'No passkey was added: the request was cancelled or timed out. Please try again.',
    );
    expect(mockFinish).not.toHaveBeenCalled();
  });

  it('shows the server refusal of an answer as the server words it', async () => {
    mockList.mockImplementation(() => ok([]));
    mockStart.mockImplementation(() => ok(OPTIONS));
    mockStartRegistration.mockResolvedValue(CREDENTIAL);
    mockFinish.mockImplementation(() =>
      Promise.reject(new ApiReplyError(['The passkey could not be added. Please try again.'], {}, 422, 'AUTH_PASSKEY_REGISTRATION_FAILED')),
    );
    const { user } = renderUi(<Passkeys />);
    await user.type(await screen.findByLabelText(/Passkey name/), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByTestId('passkey-add-failure')).toHaveTextContent('The passkey could not be added. Please try again.');
  });

  it('renames a passkey', async () => {
    mockList.mockImplementation(() => ok([LAPTOP]));
    mockRename.mockImplementation(() => ok({ ...LAPTOP, name: 'Old laptop' }));
    const { user } = renderUi(<Passkeys />);
    await user.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const name = screen.getByLabelText(/New name/);
    expect(name).toHaveValue('Work laptop');
    await user.clear(name);
    await user.type(name, 'Old laptop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockRename).toHaveBeenCalledWith({ passkeyId: LAPTOP.id, requestBody: { name: 'Old laptop' } }));
  });

  it('removes a passkey only after confirming with the password; a wrong one shows the refusal', async () => {
    mockList.mockImplementation(() => ok([LAPTOP]));
    mockRemove.mockImplementationOnce(() => Promise.reject(new ApiReplyError(['The current password is not correct.'], {}, 422, 'AUTH_PASSWORD_WRONG')));
    mockRemove.mockImplementationOnce(() => ok(null));
    const { user } = renderUi(<Passkeys />);
    await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    const confirm = screen.getByRole('form', { name: 'Remove the passkey Work laptop' });
    expect(confirm).toHaveTextContent('Remove “Work laptop”? It will no longer sign you in.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(mockRemove).not.toHaveBeenCalled();

    await user.type(within(confirm).getByLabelText(/Password/), 'Wrong-Password-1');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByTestId('passkey-remove-failure')).toHaveTextContent('The current password is not correct.');

    await user.clear(within(confirm).getByLabelText(/Password/));
    await user.type(within(confirm).getByLabelText(/Password/), 'Harbor-Light-42');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(mockRemove).toHaveBeenLastCalledWith({ passkeyId: LAPTOP.id, requestBody: { password: 'Harbor-Light-42' } }));
  });

  it('says so instead of offering to add one when the browser cannot create passkeys, and still lists them', async () => {
    mockSupported = false;
    mockList.mockImplementation(() => ok([LAPTOP]));
    renderUi(<Passkeys />);
    expect(await screen.findByTestId('passkeys-unsupported')).toHaveTextContent('This browser cannot create passkeys.');
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('passkey-item')).toBeInTheDocument();
  });

  it('is not shown, and reads nothing, in a login-as session', async () => {
    mockStaffActing = true;
    mockList.mockImplementation(() => ok([]));
    renderUi(
      <div data-testid="page">
        <Passkeys />
      </div>,
    );
    expect(await screen.findByTestId('page')).toBeEmptyDOMElement();
    expect(mockList).not.toHaveBeenCalled();
  });
});
