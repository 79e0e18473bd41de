/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { renderUi } from '@/testing/render';
import type { ClaimPolicy } from '../rules/draft';
import { SIMPLE_CLAIM_FAILED } from '../rules/simpleClaim';
import { FILL_OUT, SELECT_VALUE } from '../rules/validation';
import { SUCCESS_TEXT } from './dialogs';
import { SimpleClaimModal, SIMPLE_CLAIM_TITLE } from './SimpleClaimModal';

const mockReport = jest.fn();
jest.mock('../queries', () => ({ useReportSimpleClaim: () => ({ mutateAsync: mockReport }) }));

const policy = (policyNumber: string): ClaimPolicy =>
  ({
    policyNumber,
    typeName: 'Personal Umbrella',
    canReportClaim: false,
    canReportSimpleClaim: true,
    policyHolder: { displayName: 'Emily Carter', firstName: 'Emily', lastName: 'Carter', isCommercial: false },
    maxLossDate: '2026-11-26',
  }) as ClaimPolicy;

function setup() {
  const onReported = jest.fn();
  const view = renderUi(
    <SimpleClaimModal
      opened
      policies={[policy('PUP3000101'), policy('HOM2000101')]}
      initialPolicyNumber="PUP3000101"
      profile={{ email: 'emily@example.com', phone: '317-555-0142' }}
      onClose={() => undefined}
      onReported={onReported}
    />,
  );
  return { ...view, onReported };
}

describe('SimpleClaimModal', () => {
  beforeEach(() => mockReport.mockReset());

  it('asks for the missing fields and focuses the first, without calling the API', async () => {
    const { user } = setup();
    const dialog = await screen.findByRole('dialog', { name: SIMPLE_CLAIM_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Report Claim' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Type of loss/)).toHaveFocus());
    expect(within(dialog).getByLabelText(/Type of loss/)).toHaveAccessibleDescription(expect.stringContaining(FILL_OUT));
    expect(within(dialog).getByText(SELECT_VALUE)).toBeInTheDocument();
    expect(mockReport).not.toHaveBeenCalled();
  });

  it('reports the claim with the prefills and shows the Claim Confirmation with its number', async () => {
    mockReport.mockResolvedValue({ claimNumber: 'P2600042' });
    const { user, onReported } = setup();
    const dialog = await screen.findByRole('dialog', { name: SIMPLE_CLAIM_TITLE });
    await user.type(within(dialog).getByLabelText(/Type of loss/), 'Liability');
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.type(within(dialog).getByLabelText(/What happened/), 'A guest fell on the stairs.');
    await user.click(within(dialog).getByRole('button', { name: 'Report Claim' }));
    await waitFor(() =>
      expect(mockReport).toHaveBeenCalledWith({
        policyNumber: 'PUP3000101',
        lossType: 'Liability',
        lossDate: '2026-11-26',
        policyHolder: 'Emily Carter',
        emailAddress: 'emily@example.com',
        phoneNumber: '3175550142',
        injuriesExist: false,
        lossDescription: 'A guest fell on the stairs.',
      }),
    );
    const confirmation = await screen.findByRole('dialog', { name: 'Claim Confirmation' });
    expect(confirmation).toHaveTextContent(SUCCESS_TEXT);
    expect(confirmation).toHaveTextContent('P2600042');
    await user.click(within(confirmation).getByRole('button', { name: 'Close' }));
    expect(onReported).toHaveBeenCalled();
  });

  it("a refusal shows 'Report Claim Failed' with the server's lines", async () => {
    mockReport.mockRejectedValue(new ApiReplyError(["Workers' Compensation claims cannot be reported here."], {}, 422, 'CLAIM_POLICY_NOT_ELIGIBLE'));
    const { user } = setup();
    const dialog = await screen.findByRole('dialog', { name: SIMPLE_CLAIM_TITLE });
    await user.type(within(dialog).getByLabelText(/Type of loss/), 'Liability');
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.type(within(dialog).getByLabelText(/What happened/), 'A guest fell.');
    await user.click(within(dialog).getByRole('button', { name: 'Report Claim' }));
    const alert = await within(dialog).findByTestId('simple-claim-failure');
    expect(alert).toHaveTextContent(SIMPLE_CLAIM_FAILED);
    expect(alert).toHaveTextContent("Workers' Compensation claims cannot be reported here.");
  });
});
