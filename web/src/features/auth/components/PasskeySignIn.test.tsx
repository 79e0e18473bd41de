/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { renderUi } from '@/testing/render';
import { PasskeySignIn } from './PasskeySignIn';

// The portal's sign-in calls, the session start and the browser's WebAuthn: the button's and
// the autofill's own flow is under test.
const mockStartCall = jest.fn();
const mockFinishCall = jest.fn();
const mockStartSession = jest.fn();
const mockStartAuthentication = jest.fn();
const mockCancel = jest.fn();
let mockAutofill = false;
jest.mock('../calls', () => ({
  startPasskeySignIn: () => mockStartCall(),
  finishPasskeySignIn: (body: unknown) => mockFinishCall(body),
}));
jest.mock('../runtime', () => ({ startSession: (reply: unknown, forget: boolean) => mockStartSession(reply, forget) }));
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: () => Promise.resolve(mockAutofill),
  startAuthentication: (args: unknown) => mockStartAuthentication(args),
  WebAuthnAbortService: { cancelCeremony: () => mockCancel() },
}));

const OPTIONS = { challenge: 'WIXsU2pclCDrNC3vbbXRqSYT6BIRj_q9isuAg2ijGUk', rpId: 'localhost', userVerification: 'required' };
const ASSERTION = {
  id: 'abc',
  rawId: 'abc',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e', authenticatorData: 'a', signature: 's' },
};
const SESSION = { token: 't', refreshToken: 'r', username: 'demo@example.com' };

// jsdom has no WebAuthn: a browser that has it (the component checks before loading the library).
const hasWebAuthn = (has: boolean) => {
  if (has) Object.defineProperty(globalThis, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true, writable: true });
  else delete (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential;
};

beforeEach(() => {
  jest.clearAllMocks();
  hasWebAuthn(true);
  mockAutofill = false;
  mockStartCall.mockResolvedValue(OPTIONS);
  mockStartSession.mockResolvedValue('/');
});

describe('Sign in with a passkey', () => {
  it('signs in from the button: options to the browser, its answer and Remember me to the server, then the session starts', async () => {
    mockStartAuthentication.mockResolvedValue(ASSERTION);
    mockFinishCall.mockResolvedValue(SESSION);
    const { user } = renderUi(<PasskeySignIn rememberMe={() => true} />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(mockStartSession).toHaveBeenCalledWith(SESSION, true));
    expect(mockStartAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS, useBrowserAutofill: false });
    expect(mockFinishCall).toHaveBeenCalledWith({ response: ASSERTION, rememberMe: true });
  });

  it('says in plain words that the dialog was cancelled, and starts no session', async () => {
    mockStartAuthentication.mockRejectedValue(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
    const { user } = renderUi(<PasskeySignIn rememberMe={() => false} />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByTestId('passkey-failure')).toHaveTextContent(
      'Signing in with a passkey was cancelled or timed out. Try again, or sign in with your password.',
    );
    expect(mockFinishCall).not.toHaveBeenCalled();
    expect(mockStartSession).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the passkey", async () => {
    mockStartAuthentication.mockResolvedValue(ASSERTION);
    mockFinishCall.mockRejectedValue(
      new ApiReplyError(['That passkey could not sign you in. Try again, or sign in with your password.'], {}, 401, 'AUTH_PASSKEY_FAILED'),
    );
    const { user } = renderUi(<PasskeySignIn rememberMe={() => false} />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByTestId('passkey-failure')).toHaveTextContent('That passkey could not sign you in.');
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });

  it('offers the passkeys in the username autofill where the browser can (conditional UI), and signs in when one is picked', async () => {
    mockAutofill = true;
    mockStartAuthentication.mockResolvedValue(ASSERTION);
    mockFinishCall.mockResolvedValue(SESSION);
    renderUi(<PasskeySignIn rememberMe={() => false} />);
    await waitFor(() => expect(mockStartAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS, useBrowserAutofill: true }));
    await waitFor(() => expect(mockStartSession).toHaveBeenCalledWith(SESSION, true));
  });

  it('asks for no options on the page visit where the browser has no passkey autofill, and cancels a waiting autofill on leaving', async () => {
    const { unmount } = renderUi(<PasskeySignIn rememberMe={() => false} />);
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(mockStartCall).not.toHaveBeenCalled();
    unmount();
    expect(mockCancel).toHaveBeenCalled();
  });

  it('shows nothing when an autofill ceremony is aborted (the button started another)', async () => {
    mockAutofill = true;
    mockStartAuthentication.mockRejectedValue(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    renderUi(<PasskeySignIn rememberMe={() => false} />);
    await waitFor(() => expect(mockStartAuthentication).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('passkey-failure')).not.toBeInTheDocument();
  });

  it("stays quiet when the page visit's autofill cannot start (not the portal's own address), and the button, pressed, says why", async () => {
    mockAutofill = true;
    const wrongAddress = Object.assign(new Error('The RP ID is invalid for this domain'), { name: 'SecurityError' });
    mockStartAuthentication.mockRejectedValue(wrongAddress);
    const { user } = renderUi(<PasskeySignIn rememberMe={() => false} />);
    await waitFor(() => expect(mockStartAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS, useBrowserAutofill: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('passkey-failure')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByTestId('passkey-failure')).toHaveTextContent('Passkeys work only on the portal’s own web address.');
    expect(mockFinishCall).not.toHaveBeenCalled();
  });

  it('stays quiet when the options for the autofill cannot be fetched on the page visit', async () => {
    mockAutofill = true;
    mockStartCall.mockRejectedValue(new ApiReplyError(['The service is not available right now. Please try again shortly.'], {}, 503, 'SERVICE_UNAVAILABLE'));
    renderUi(<PasskeySignIn rememberMe={() => false} />);
    await waitFor(() => expect(mockStartCall).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('passkey-failure')).not.toBeInTheDocument();
    expect(mockStartAuthentication).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a passkey picked from the autofill", async () => {
    mockAutofill = true;
    mockStartAuthentication.mockResolvedValue(ASSERTION);
    mockFinishCall.mockRejectedValue(
      new ApiReplyError(['That passkey could not sign you in. Try again, or sign in with your password.'], {}, 401, 'AUTH_PASSKEY_FAILED'),
    );
    renderUi(<PasskeySignIn rememberMe={() => false} />);
    expect(await screen.findByTestId('passkey-failure')).toHaveTextContent('That passkey could not sign you in.');
    expect(mockStartSession).not.toHaveBeenCalled();
  });

  it('shows no passkey button in a browser without WebAuthn', async () => {
    hasWebAuthn(false);
    renderUi(<PasskeySignIn rememberMe={() => false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
    expect(mockStartCall).not.toHaveBeenCalled();
  });
});
