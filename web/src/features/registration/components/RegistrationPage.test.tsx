/** @jest-environment jsdom */
import type { PolicyVerificationResult } from '@portal/generated-client';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { renderUi } from '@/testing/render';
import { RegistrationPage } from './RegistrationPage';

// The server's answers: the wizard's own logic is under test, not the network.
const mockVerifyPolicy = jest.fn();
const mockVerifyFullPolicy = jest.fn();
const mockRegister = jest.fn();
const mockVerifyByStaff = jest.fn();
jest.mock('../queries', () => ({
  useVerifyPolicy: () => ({ mutateAsync: mockVerifyPolicy }),
  useVerifyFullPolicy: () => ({ mutateAsync: mockVerifyFullPolicy }),
  useRegister: () => ({ mutateAsync: mockRegister }),
  useVerifyByStaff: () => ({ mutateAsync: mockVerifyByStaff }),
}));

const answer = (over: Partial<PolicyVerificationResult> = {}): PolicyVerificationResult => ({
  isValid: true,
  verifiedPart1: true,
  verifiedPart2: false,
  requiresStaffVerification: false,
  registrationFailureCount: 0,
  requiredFields: ['driversLicenseNumber', 'zip'],
  verificationToken: null,
  ...over,
});

type User = ReturnType<typeof renderUi>['user'];

async function passPart1(user: User) {
  await user.type(await screen.findByLabelText(/Policy Number/), 'PPA1001101');
  await user.type(screen.getByLabelText(/Policyholder Name/), 'Marcus Bell');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function passPart2(user: User) {
  await user.type(await screen.findByLabelText(/Driver's License Number/), '6207418853');
  await user.type(screen.getByLabelText(/Billing Zip Code/), '46250');
  await user.click(screen.getByRole('button', { name: 'Verify Policy' }));
}

beforeEach(() => jest.resetAllMocks());

describe(RegistrationPage.name, () => {
  it('asks part 2 for the details the server names for the policy, then moves on to account creation', async () => {
    mockVerifyPolicy.mockResolvedValue(answer());
    mockVerifyFullPolicy.mockResolvedValue(answer({ verifiedPart2: true, verificationToken: 'token-0123456789abcdef' }));
    const { user } = renderUi(<RegistrationPage prefill={{}} />);

    await passPart1(user);
    expect(mockVerifyPolicy).toHaveBeenCalledWith({ policyNumber: 'PPA1001101', policyHolder: 'Marcus Bell' });
    expect(await screen.findByText(/Part 2 of 2/)).toHaveTextContent('policy PPA1001101');
    expect(screen.queryByLabelText(/Date of Birth/)).not.toBeInTheDocument();
    // The new step's heading takes the focus, so a screen reader starts there.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Policy Verification' })).toHaveFocus());

    await passPart2(user);
    expect(mockVerifyFullPolicy).toHaveBeenCalledWith({
      policyNumber: 'PPA1001101',
      policyHolder: 'Marcus Bell',
      driversLicenseNumber: '6207418853',
      zip: '46250',
    });
    expect(await screen.findByRole('heading', { name: 'Account Creation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });

  it('shows the attempts left after a failed verification and goes back to part 1 with what was typed', async () => {
    mockVerifyPolicy.mockResolvedValue(answer({ isValid: false, verifiedPart1: false, registrationFailureCount: 1 }));
    const { user } = renderUi(<RegistrationPage prefill={{}} />);

    await passPart1(user);
    const box = await screen.findByRole('alert');
    expect(within(box).getByText('Matching Policy Not Found!')).toBeInTheDocument();
    expect(box).toHaveTextContent('Attempts left: 2.');
    await user.click(screen.getByRole('button', { name: 'Back and try again' }));
    expect(await screen.findByLabelText(/Policy Number/)).toHaveValue('PPA1001101');
    expect(screen.getByLabelText(/Policyholder Name/)).toHaveValue('Marcus Bell');
  });

  it('sends the user to staff verification, with no way back, once the server requires it', async () => {
    mockVerifyPolicy.mockResolvedValue(answer({ isValid: false, verifiedPart1: false, requiresStaffVerification: true, registrationFailureCount: 3 }));
    const { user } = renderUi(<RegistrationPage prefill={{ policyNumber: 'ppa1001101' }} />);

    expect(await screen.findByLabelText(/Policy Number/)).toHaveValue('PPA1001101');
    await user.type(screen.getByLabelText(/Policyholder Name/), 'Marcus Bell');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Staff Verification' })).toBeInTheDocument();
    expect(screen.getByText('After 3 attempts, our staff need to verify your policy. Please fill in the form below.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByText('Having problems?')).not.toBeInTheDocument();
  });

  it('offers to verify the policy again when the server says the verification expired', async () => {
    mockVerifyPolicy.mockResolvedValue(answer());
    mockVerifyFullPolicy.mockResolvedValue(answer({ verifiedPart2: true, verificationToken: 'token-0123456789abcdef' }));
    mockRegister.mockRejectedValue(
      new ApiReplyError(['Your policy verification has expired. Please verify your policy again.'], {}, 422, 'ACCOUNT_VERIFICATION_TOKEN_INVALID'),
    );
    const { user } = renderUi(<RegistrationPage prefill={{}} />);
    await passPart1(user);
    await passPart2(user);

    await user.type(await screen.findByLabelText(/^Email/), 'marcus.bell@example.net');
    await user.type(screen.getByLabelText(/^Password/), 'Lantern-Tide-47');
    await user.type(screen.getByLabelText(/Confirm Password/), 'Lantern-Tide-47');
    await user.click(screen.getByLabelText('I agree to the terms of use'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Your policy verification has expired. Please verify your policy again.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'log in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify my policy again' }));
    expect(await screen.findByText(/Part 1 of 2/)).toBeInTheDocument();
  });

  it('points to sign-in and reset when the email already has an account', async () => {
    mockVerifyPolicy.mockResolvedValue(answer());
    mockVerifyFullPolicy.mockResolvedValue(answer({ verifiedPart2: true, verificationToken: 'token-0123456789abcdef' }));
    mockRegister.mockRejectedValue(new ApiReplyError(['This email address is already in use.'], { username: 'Already in use.' }, 409, 'ACCOUNT_EMAIL_TAKEN'));
    const { user } = renderUi(<RegistrationPage prefill={{}} />);
    await passPart1(user);
    await passPart2(user);

    const email = await screen.findByLabelText(/^Email/);
    await user.type(email, 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Lantern-Tide-47');
    await user.type(screen.getByLabelText(/Confirm Password/), 'Lantern-Tide-47');
    await user.click(screen.getByLabelText('I agree to the terms of use'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('link', { name: 'log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'reset your password' })).toBeInTheDocument();
    expect(screen.getByText('Already in use.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
  });
});
