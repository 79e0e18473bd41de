/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { renderUi } from '@/testing/render';
import type { ClaimFormData, ClaimReportGateway, SubmitInput } from '../gateway';
import type { ClaimCatalog, ClaimPolicy } from '../rules/draft';
import { TOTAL_TOO_LARGE } from '../rules/files';
import { FILL_OUT, ONE_PHONE, SELECT_VALUE } from '../rules/validation';
import { CONFIRM_SUBMISSION_TEXT, FAILURE_TEXT, SUCCESS_TEXT, URGENT_PHONE } from './dialogs';
import { ReportClaimPage } from './ReportClaimPage';

const CATALOG: ClaimCatalog = {
  fnolTypes: [
    { category: 'auto', asksSeverity: true, asksMedicalAttention: true, requiresLossType: true },
    { category: 'property', asksSeverity: false, asksMedicalAttention: false, requiresLossType: true },
    { category: 'liability', asksSeverity: true, asksMedicalAttention: true, requiresLossType: false },
  ],
  lossTypes: [
    { id: 193, name: 'Collision with another vehicle', category: 'auto', thirdParty: true, photoEstimateExcluded: false, subTypes: null },
    { id: 190, name: 'Single vehicle collision', category: 'auto', thirdParty: false, photoEstimateExcluded: false, subTypes: null },
    { id: 197, name: 'Glass only', category: 'auto', thirdParty: false, photoEstimateExcluded: true, subTypes: null },
    { id: 210, name: 'Fire or smoke', category: 'property', thirdParty: false, photoEstimateExcluded: true, subTypes: null },
    { id: -2, name: 'Water damage', category: 'property', thirdParty: false, photoEstimateExcluded: true, subTypes: 'water' },
  ],
  waterDamageTypes: ['Burst or frozen pipe', 'Roof leak'],
  otherDamageTypes: ['Collapse'],
  severities: ['Minor Loss', 'Moderate Loss', "I don't know"],
  fileRules: { maxFileBytes: 10_485_760, maxTotalBytes: 20_000_000, maxFiles: 20 },
};

const base = (policyNumber: string, over: Partial<ClaimPolicy> = {}): ClaimPolicy => ({
  policyNumber,
  policyId: `id-${policyNumber}`,
  policyImageNum: 2,
  typeName: policyNumber.startsWith('PPA') ? 'Personal Auto' : 'Homeowners',
  statusText: 'In-Force',
  canReportClaim: true,
  canReportSimpleClaim: true,
  notEligibleReason: null,
  policyHolder: { displayName: 'Emily Carter', firstName: 'Emily', lastName: 'Carter', isCommercial: false },
  secondaryPolicyHolder: null,
  agency: {
    displayName: 'Riverside Insurance',
    emails: ['service@riverside.test'],
    phones: ['3175550100'],
    addressLine1: '1 Main St',
    addressLine2: 'Carmel, IN 46032',
  },
  categories: policyNumber.startsWith('PPA') ? ['auto'] : ['liability', 'property'],
  packageParts: [],
  vehicles: policyNumber.startsWith('PPA')
    ? [{ vehicleNum: 1, year: 2021, make: 'HONDA', model: 'CIVIC', vin: '*************4321', photoEstimateEligible: true }]
    : [],
  drivers: policyNumber.startsWith('PPA') ? [{ driverNum: 1, firstName: 'Emily', lastName: 'Carter' }] : [],
  maxLossDate: '2026-11-26',
  ...over,
});

function setup(policies: ClaimPolicy[], submit: (i: SubmitInput) => Promise<{ claimNumber: string }> = async () => ({ claimNumber: 'C1234567' })) {
  const data: ClaimFormData = { policies, catalog: CATALOG, profile: { email: 'emily@example.com', cellPhone: '(317) 555-0142', name: 'Emily Carter' } };
  const gateway: ClaimReportGateway & { submitted: SubmitInput[]; errorEmails: number; debugEmails: number } = {
    submitted: [],
    errorEmails: 0,
    debugEmails: 0,
    load: async () => data,
    lookupZip: async () => ({ city: 'CARMEL', stateId: 15 }),
    submit: async (i) => {
      gateway.submitted.push(i);
      return submit(i);
    },
    sendErrorEmail: async () => {
      gateway.errorEmails += 1;
    },
    sendDebugEmail: async () => {
      gateway.debugEmails += 1;
    },
  };
  const onHome = jest.fn();
  const onSubmitted = jest.fn();
  const ui = renderUi(<ReportClaimPage data={data} gateway={gateway} onHome={onHome} onSubmitted={onSubmitted} />);
  return { ...ui, gateway, onHome, onSubmitted };
}

const form = () => screen.getByRole('form', { name: 'Report Claim' });

describe('ReportClaimPage', () => {
  it('shows only the policy picker until a policy is chosen, then prefills email, cell phone and the loss date', async () => {
    const { user } = setup([base('PPA1000101'), base('HOM2000101')]);
    const picker = await screen.findByRole('combobox', { name: /Policy/ });
    expect(screen.queryByRole('region', { name: 'Insured Information' })).toBeNull();
    await user.selectOptions(picker, 'PPA1000101');
    expect(screen.getByRole('region', { name: 'Insured Information' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Preferred email address/)).toHaveValue('emily@example.com');
    expect(screen.getByLabelText('Cell phone')).toHaveValue('(317) 555-0142');
    expect(screen.getByLabelText(/Date of loss/)).toHaveValue('2026-11-26');
    expect(screen.queryByRole('region', { name: "What's damaged?" })).toBeNull();
  });

  it("asks what's damaged on a homeowner policy before the other sections, and the water damage type for water damage", async () => {
    const { user } = setup([base('HOM2000101')]);
    // The only eligible policy is preselected.
    const damaged = await screen.findByRole('radiogroup', { name: "What's damaged?" });
    expect(screen.queryByRole('region', { name: 'Loss Information' })).toBeNull();
    await user.click(within(damaged).getByRole('radio', { name: 'Property' }));
    const loss = screen.getByRole('region', { name: 'Loss Information' });
    expect(within(loss).queryByLabelText(/Severity/)).toBeNull();
    await user.selectOptions(within(loss).getByLabelText(/Type of loss/), '-2');
    expect(within(loss).getByLabelText(/Type of water damage/)).toBeInTheDocument();
    await user.selectOptions(within(loss).getByLabelText(/Type of loss/), '210');
    expect(within(loss).queryByLabelText(/Type of water damage/)).toBeNull();
  });

  it('validates each field as it changes, and every field on submit, focusing the first failing one', async () => {
    const { user, gateway } = setup([base('PPA1000101')]);
    const cell = await screen.findByLabelText('Cell phone');
    await user.clear(cell);
    await user.type(cell, '31755');
    expect(cell).toHaveValue('(317) 55');
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    // Only the changed field shows its message until submit.
    expect(screen.queryByText(SELECT_VALUE)).toBeNull();
    await user.clear(cell);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Home phone')).toHaveFocus());
    expect(screen.getByText(ONE_PHONE)).toBeInTheDocument();
    expect(screen.getAllByText(FILL_OUT).length).toBeGreaterThan(0);
    expect(screen.getAllByText(SELECT_VALUE).length).toBeGreaterThan(0);
    expect(gateway.submitted).toHaveLength(0);
  });

  it('counts the characters of the location and the description (2048)', async () => {
    const { user } = setup([base('PPA1000101')]);
    const where = await screen.findByLabelText(/Where did the loss happen/);
    await user.type(where, 'Main St');
    expect(screen.getByText('7 / 2048')).toBeInTheDocument();
    expect(where).toHaveAttribute('maxLength', '2048');
  });

  async function fillAutoClaim(user: ReturnType<typeof setup>['user'], lossType = '190') {
    await user.click(within(await screen.findByRole('radiogroup', { name: /different than the insured/ })).getByRole('radio', { name: 'No' }));
    await user.selectOptions(screen.getByLabelText(/Who was driving/), '1');
    await user.selectOptions(screen.getByLabelText(/Which vehicle/), '1');
    await user.selectOptions(screen.getByLabelText(/Type of loss/), lossType);
    await user.type(screen.getByLabelText(/Where did the loss happen/), 'Main and 5th');
    await user.type(screen.getByLabelText(/^City/), 'Carmel');
    await user.selectOptions(screen.getByLabelText(/^State/), '15');
    await user.click(within(screen.getByRole('radiogroup', { name: /medical attention/ })).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText(/What happened/), 'Slid into a pole.');
  }

  it('submits an auto claim with the photo-estimate answers and shows the Claim Confirmation with the number and urgent line', async () => {
    const { user, gateway, onSubmitted, onHome } = setup([base('PPA1000101')]);
    await fillAutoClaim(user);
    const appraisal = screen.getByRole('region', { name: 'Virtual Appraisal' });
    await user.click(within(within(appraisal).getByRole('radiogroup', { name: /drivable/ })).getByRole('radio', { name: 'Yes' }));
    await user.click(within(within(appraisal).getByRole('radiogroup', { name: /airbag/ })).getByRole('radio', { name: 'No' }));
    await user.click(within(within(appraisal).getByRole('radiogroup', { name: /insured's address/ })).getByRole('radio', { name: 'Yes' }));
    const consent = within(appraisal).getByRole('radiogroup', { name: /photo estimate/ });
    await user.click(within(consent).getByRole('radio', { name: 'Yes' }));
    // Consent yes fills the text phone from the cell phone.
    expect(within(appraisal).getByLabelText(/Mobile phone for the photo estimate/)).toHaveValue('(317) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim Confirmation' });
    expect(dialog).toHaveTextContent(SUCCESS_TEXT);
    expect(dialog).toHaveTextContent('C1234567');
    expect(dialog).toHaveTextContent(URGENT_PHONE);
    expect(onSubmitted).toHaveBeenCalled();
    const claim = gateway.submitted[0].claim;
    expect(claim).toMatchObject({
      policyNumber: 'PPA1000101',
      fnolTypeId: 1,
      insuredCellPhone: '3175550142',
      differentThanInsured: false,
      involvedDriverNum: 1,
      involvedVehicleNum: 1,
      lossTypeId: 190,
      lossStateId: 15,
      lossStateAbbreviation: 'IL',
      severity: 'Minor Loss',
      medicalAttention: 0,
      drivable: 1,
      airbagDeployed: 2,
      insuredAddress: 1,
      cccClaimConsent: 1,
      cccPhone: '3175550142',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onHome).toHaveBeenCalled();
  });

  it('adds a third-party driver through the modal for loss type 193, refusing a phone that is not 10 digits', async () => {
    const { user, gateway } = setup([base('PPA1000101')]);
    await fillAutoClaim(user, '193');
    const section = screen.getByRole('region', { name: 'Other Drivers' });
    await user.click(within(within(section).getByRole('radiogroup')).getByRole('radio', { name: 'Yes' }));
    await user.click(within(section).getByRole('button', { name: 'Add Other Driver' }));
    const modal = await screen.findByRole('dialog', { name: 'Other Driver' });
    await user.type(within(modal).getByLabelText(/First name/), 'Marcus');
    await user.type(within(modal).getByLabelText(/Last name/), 'Hill');
    await user.type(within(modal).getByLabelText('Cell phone'), '31755501');
    await user.click(within(modal).getByRole('button', { name: 'Save Driver' }));
    expect(within(modal).getByText('Invalid phone number')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Cell phone'), '99');
    await user.click(within(modal).getByRole('button', { name: 'Save Driver' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Other Driver' })).toBeNull());
    expect(within(section).getByText('Marcus Hill')).toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: /drivable/ })).getByRole('radio', { name: 'No' }));
    await user.click(within(screen.getByRole('radiogroup', { name: /airbag/ })).getByRole('radio', { name: 'No' }));
    await user.click(within(screen.getByRole('radiogroup', { name: /insured's address/ })).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Claim Confirmation' });
    expect(gateway.submitted[0].claim.thirdParties).toEqual([expect.objectContaining({ firstName: 'Marcus', lastName: 'Hill', cellPhone: '3175550199' })]);
    expect(gateway.submitted[0].claim.thirdPartyDrivers).toBe(true);
  });

  it('offers "not on the policy" and "no one driving" for the driver, asking names only for the first', async () => {
    const { user } = setup([base('PPA1000101')]);
    const driver = await screen.findByLabelText(/Who was driving/);
    await user.selectOptions(driver, '-1');
    expect(screen.getByLabelText(/Driver first name/)).toBeInTheDocument();
    await user.selectOptions(driver, '-2');
    expect(screen.queryByLabelText(/Driver first name/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/Which vehicle/), '-1');
    expect(screen.getByLabelText(/Vehicle make/)).toBeInTheDocument();
  });

  it('asks to confirm a claim on a cancelled policy before sending it', async () => {
    const { user, gateway } = setup([base('PPA1000101', { statusText: 'Cancelled' })]);
    await fillAutoClaim(user, '197');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Claim Submission' });
    expect(confirm).toHaveTextContent(CONFIRM_SUBMISSION_TEXT);
    expect(gateway.submitted).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await screen.findByRole('dialog', { name: 'Claim Confirmation' });
    expect(gateway.submitted).toHaveLength(1);
  });

  it('shows Something Went Wrong with the agency contact and sends the error and debug emails once', async () => {
    const { user, gateway } = setup([base('PPA1000101')], async () => {
      throw new ApiReplyError(['Core system unavailable'], {}, 503);
    });
    await fillAutoClaim(user, '197');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something Went Wrong' });
    expect(dialog).toHaveTextContent(FAILURE_TEXT);
    expect(within(dialog).getByTestId('agency-contact')).toHaveTextContent('Riverside Insurance');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Something Went Wrong' });
    expect(gateway.submitted).toHaveLength(2);
    expect(gateway.submitted[0].submissionId).toBe(gateway.submitted[1].submissionId);
    expect(gateway.errorEmails).toBe(1);
    expect(gateway.debugEmails).toBe(1);
  });

  it("shows the API's refusal of a field on that field, not as a failure (no error emails)", async () => {
    const { user, gateway } = setup([base('PPA1000101')], async () => {
      throw new ApiReplyError(['Validation failed'], { 'claim.lossCity': 'Please fill out this field' }, 400, 'VALIDATION_FAILED');
    });
    await fillAutoClaim(user, '197');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveFocus());
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription(FILL_OUT);
    expect(screen.queryByRole('dialog', { name: 'Something Went Wrong' })).toBeNull();
    expect(gateway.errorEmails).toBe(0);
  });

  it("shows the API's refusal of a file (decided from its content) with the attachments", async () => {
    const { user } = setup([base('PPA1000101')], async () => {
      throw new ApiReplyError(['photo.jpg: This type of file is not accepted.'], {}, 422, 'CLAIM_FILE_TYPE_REFUSED');
    });
    await fillAutoClaim(user, '197');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('files-total-error')).toHaveTextContent('photo.jpg: This type of file is not accepted.');
    expect(screen.queryByRole('dialog', { name: 'Something Went Wrong' })).toBeNull();
  });

  it('refuses an oversize file and a duplicate, and blocks submission over 20MB in all', async () => {
    const { user, container } = setup([base('PPA1000101')]);
    await screen.findByRole('region', { name: 'Attachments' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    const sized = (name: string, size: number, fill: string) => {
      const f = new File([fill], name, { type: 'image/jpeg' });
      Object.defineProperty(f, 'size', { value: size });
      return f;
    };
    await user.upload(input, [sized('big.jpg', 10_485_761, 'a'), sized('one.jpg', 9_000_000, 'b')]);
    await waitFor(() => expect(screen.getByTestId('rejected-files')).toHaveTextContent('big.jpg: File size exceeds the 10MB maximum.'));
    await user.upload(input, [sized('again.jpg', 9_000_000, 'b')]);
    await waitFor(() => expect(screen.getByTestId('rejected-files')).toHaveTextContent('again.jpg: Duplicated file'));
    // The list keeps the earlier picks' refusals: big.jpg is still listed after the second pick.
    expect(screen.getByTestId('rejected-files')).toHaveTextContent('big.jpg: File size exceeds the 10MB maximum.');
    await user.upload(input, [sized('two.jpg', 9_000_000, 'c'), sized('three.jpg', 3_000_000, 'd')]);
    await waitFor(() => expect(screen.getByTestId('files-total-error')).toHaveTextContent(TOTAL_TOO_LARGE));
    expect(form()).toBeInTheDocument();
  });

  it('lists the files not attached across picks until the customer clears the list or submits', async () => {
    const { user, container } = setup([base('PPA1000101')]);
    await screen.findByRole('region', { name: 'Attachments' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, [new File(['x'], 'run.exe', { type: 'image/jpeg' })]);
    await user.upload(input, [new File(['y'], 'notes.zip', { type: 'image/jpeg' })]);
    await waitFor(() => expect(screen.getByTestId('rejected-files')).toHaveTextContent('notes.zip'));
    expect(within(screen.getByTestId('rejected-files')).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Clear the list of files not attached' }));
    expect(screen.queryByTestId('rejected-files')).toBeNull();

    await user.upload(input, [new File(['z'], 'again.exe', { type: 'image/jpeg' })]);
    await waitFor(() => expect(screen.getByTestId('rejected-files')).toHaveTextContent('again.exe'));
    await fillAutoClaim(user, '197');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByTestId('rejected-files')).toBeNull());
  });

  it('asks where the vehicle is when it is not at the insured address, filling city and state from the zip after typing stops', async () => {
    const { user } = setup([base('PPA1000101')]);
    await fillAutoClaim(user);
    await user.click(within(screen.getByRole('radiogroup', { name: /insured's address/ })).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText('Zip code'), '46032');
    await waitFor(() => expect(screen.getByLabelText(/^City/, { selector: '#claim-otherLocationCity' })).toHaveValue('CARMEL'), { timeout: 3000 });
    expect(screen.getByLabelText(/^State/, { selector: '#claim-otherLocationStateId' })).toHaveValue('15');
  });

  it('asks for the policy on submit when none is chosen, and Cancel asks before going home', async () => {
    const { user, onHome } = setup([base('PPA1000101'), base('HOM2000101')]);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Policy/ })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: /Policy/ })).toHaveAccessibleDescription(FILL_OUT);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Claim' });
    await user.click(within(dialog).getByRole('button', { name: 'No, keep reporting' }));
    expect(onHome).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel Claim' })).getByRole('button', { name: 'Yes, cancel' }));
    expect(onHome).toHaveBeenCalled();
  });

  it('shows the Workers Compensation notice with the agent contact when the user has a WCP policy', async () => {
    setup([base('PPA1000101'), base('WCP7500201', { canReportClaim: false, categories: [] })]);
    const notice = await screen.findByTestId('workers-comp-notice');
    expect(notice).toHaveTextContent('contact your agent');
    expect(screen.queryByRole('option', { name: /WCP7500201/ })).toBeNull();
  });
});
