/** @jest-environment jsdom */
import { constraints } from '@portal/generated-client';
import { screen, waitFor } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { renderUi } from '@/testing/render';
import { AuthenticatorApp } from './AuthenticatorApp';

// The server's answers and the session: the section's own flow is under test, not the network.
const mockGetSettings = jest.fn();
const mockStart = jest.fn();
const mockConfirm = jest.fn();
const mockDisable = jest.fn();
const mockSaveReply = jest.fn();
let mockStaffActing = false;
jest.mock('@/api/client', () => ({
  ...jest.requireActual('@/api/client'),
  api: {
    profile: {
      getSecuritySettings: () => mockGetSettings(),
      startTotpSetup: () => mockStart(),
      confirmTotpSetup: (args: unknown) => mockConfirm(args),
      disableTotp: (args: unknown) => mockDisable(args),
    },
  },
}));
jest.mock('@/features/auth', () => ({
  profileQueryOptions: () => ({ queryKey: ['profile'] }),
  sessionStore: { saveReply: (reply: unknown) => mockSaveReply(reply) },
  useSession: () => ({ isStaffActing: mockStaffActing }),
}));

const ok = <T,>(result: T) => Promise.resolve({ success: true, result, errors: [] });
const settings = (totpEnabled: boolean) =>
  ok({ totpEnabled, recoveryCodesLeft: totpEnabled ? 10 : 0, secondFactorRequired: false, sessionHasSecondFactor: false });
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKLM-NP${String.fromCharCode(65 + i)}${i % 8}`.slice(0, 19));
const SESSION = { token: 'new-token', refreshToken: 'new-refresh', username: 'demo@example.com' };

beforeEach(() => {
  jest.clearAllMocks();
  mockStaffActing = false;
});

describe('Authenticator app section', () => {
  it('sets up: shows the QR code and the key, confirms a six-digit code, shows the ten recovery codes once and adopts the new session', async () => {
    mockGetSettings.mockImplementation(() => settings(false));
    mockStart.mockImplementation(() => ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,iVBORw0KGgo=' }));
    mockConfirm.mockImplementation(() => ok({ recoveryCodes: CODES, session: SESSION }));
    const { user } = renderUi(<AuthenticatorApp />);

    expect(await screen.findByTestId('totp-status', {}, { timeout: 5000 })).toHaveTextContent(/^Off/);
    await user.click(screen.getByRole('button', { name: 'Set up' }));

    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const code = screen.getByLabelText(/Code from the app/);
    expect(code).toHaveAttribute('maxLength', String(constraints.TotpCodeRequest.code.maxLength));

    await user.type(code, '12345a');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(mockConfirm).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    await waitFor(() => expect(mockConfirm).toHaveBeenCalledWith({ requestBody: { code: '123456' } }));
    expect(await screen.findAllByTestId('totp-recovery-code')).toHaveLength(10);
    expect(mockSaveReply).toHaveBeenCalledWith(SESSION);
    expect(screen.getByRole('button', { name: /Download as .txt/ })).toBeEnabled();

    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(screen.getByLabelText('I have saved these codes'));
    expect(done).toBeEnabled();
  });

  it('keeps the setup open with the server error when the code is wrong, and adopts no session', async () => {
    mockGetSettings.mockImplementation(() => settings(false));
    mockStart.mockImplementation(() => ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,iVBORw0KGgo=' }));
    mockConfirm.mockImplementation(() => Promise.reject(new ApiReplyError(['The code is not right.'], {}, 422, 'AUTH_TOTP_CODE_WRONG')));
    const { user } = renderUi(<AuthenticatorApp />);

    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    await user.type(await screen.findByLabelText(/Code from the app/), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByTestId('totp-setup-failure')).toHaveTextContent('The code is not right.');
    expect(screen.getByTestId('totp-secret')).toBeInTheDocument();
    expect(mockSaveReply).not.toHaveBeenCalled();
  });

  it('turns the app off only with the password', async () => {
    mockGetSettings.mockImplementation(() => settings(true));
    mockDisable.mockImplementation(() => ok({}));
    const { user } = renderUi(<AuthenticatorApp />);

    expect(await screen.findByTestId('totp-status')).toHaveTextContent(/^On/);
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(mockDisable).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Password/), 'Harbor-Light-42');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(mockDisable).toHaveBeenCalledWith({ requestBody: { password: 'Harbor-Light-42' } }));
  });

  it('is not shown, and reads nothing, in a login-as session (staff acting as the customer)', async () => {
    mockStaffActing = true;
    mockGetSettings.mockImplementation(() => settings(false));
    renderUi(
      <div data-testid="page">
        <AuthenticatorApp />
      </div>,
    );
    expect(await screen.findByTestId('page')).toBeEmptyDOMElement();
    expect(mockGetSettings).not.toHaveBeenCalled();
  });
});
