/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import type { PolicyChangeGateway, SavedChange, VehicleLookupView, VehicleQuery } from '../gateway';
import { POLICY_CHANGES_EN } from '../i18n';
import { CONFIRMATION_EMAIL, SAVED_SUCCESS } from './ChangePage';
import { chooseDate, fakeGateway, passFraudWarning, policy, rate, renderPage } from './changePageFixtures';
import { LEAVE_TEXT } from './parts';
import { ESTIMATE_ONLY, VIN_WILL_BE_REQUIRED } from './VehicleWizard';

const BUSY = POLICY_CHANGES_EN.busy;
const FAILURE = /Unfortunately we were not able to process the change you submitted to your policy \(PPA1000101\)/;
const SLOW = { timeout: 5000 };

/** A promise the test settles when it has looked at the screen in between. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const savedDriverDelete = (): SavedChange => ({
  id: '00000000-0000-4000-8000-000000000001',
  type: 'driver',
  action: 'delete',
  effectiveDate: '2026-03-05',
  data: { step: 0, driverNum: 2 },
});

type User = ReturnType<typeof renderPage>['user'];

async function startDeleteDriver(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Delete Driver' }, SLOW));
  await chooseDate(user);
  expect(await screen.findByRole('radio', { name: 'JIM DOE' })).toBeChecked();
}

async function deleteDriverToReview(user: User) {
  await startDeleteDriver(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Yes' }));
}

async function answerScreeningNo(user: User) {
  for (const r of await screen.findAllByRole('radio', { name: 'No' })) await user.click(r);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function startAddVehicle(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }, SLOW));
  await chooseDate(user);
  await passFraudWarning(user);
  await answerScreeningNo(user);
}

/** A vehicle database of one year, two makes, one model with two styles, and one VIN. */
function lookupByYmm(query: VehicleQuery): Promise<VehicleLookupView> {
  const none = { valid: true, message: null, vin: null, year: null, make: null, model: null, makes: [], models: [], styles: [] };
  if ('vin' in query) {
    return Promise.resolve(
      query.vin === '1FTFW1E50PFA00001'
        ? { ...none, vin: query.vin, year: 2024, make: 'FORD', model: 'F-150', styles: [{ id: '7', name: 'SUPERCREW' }] }
        : { ...none, valid: false, message: 'This VIN is not valid. Check the 17 characters and try again.', vin: query.vin },
    );
  }
  if (!query.make) return Promise.resolve({ ...none, year: query.year, makes: ['FORD', 'HONDA'] });
  if (!query.model) return Promise.resolve({ ...none, year: query.year, make: query.make, models: ['F-150', 'RANGER'] });
  return Promise.resolve({
    ...none,
    year: query.year,
    make: query.make,
    model: query.model,
    styles: [
      { id: '7', name: 'SUPERCREW' },
      { id: '8', name: 'REGULAR CAB' },
    ],
  });
}

describe('ChangePage: guard, busy texts, add by year/make/model, garaging, lookups and failures (doc 3 §2, §4, §8)', () => {
  describe('the leave-page guard', () => {
    it('asks "Leaving? If you leave now your changes will not be saved. Are you sure?" when a change under way is left, and Stay keeps it', async () => {
      const { user, router } = renderPage();
      await startDeleteDriver(user);
      act(() => {
        void router.history.push('/elsewhere');
      });
      const dialog = await screen.findByRole('dialog', { name: POLICY_CHANGES_EN.leave.title });
      expect(within(dialog).getByText(LEAVE_TEXT)).toBeInTheDocument();
      expect(LEAVE_TEXT).toBe('Leaving? If you leave now your changes will not be saved. Are you sure?');
      await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByRole('radio', { name: 'JIM DOE' })).toBeChecked();
    });

    it('does not ask on the menu, where nothing is under way', async () => {
      const { router } = renderPage();
      await screen.findByRole('button', { name: 'Delete Driver' }, SLOW);
      act(() => {
        void router.history.push('/elsewhere');
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
      expect(screen.queryByText(LEAVE_TEXT)).not.toBeInTheDocument();
    });
  });

  describe('the busy overlay says what is happening', () => {
    const busyText = () => screen.findByRole('status', {}, SLOW);

    it(`"${BUSY.loadingSave}" while the saved change loads`, async () => {
      const pending = deferred<SavedChange | null>();
      renderPage(policy(), fakeGateway({ getSave: jest.fn().mockReturnValue(pending.promise) }));
      expect(await busyText()).toHaveTextContent(BUSY.loadingSave);
      await act(async () => pending.resolve(null));
      await waitFor(() => expect(screen.queryByText(BUSY.loadingSave)).not.toBeInTheDocument());
    });

    it(`"${BUSY.saving}" during Save and Exit`, async () => {
      const pending = deferred<void>();
      const { user, onLeave } = renderPage(policy(), fakeGateway({ save: jest.fn().mockReturnValue(pending.promise) }));
      await startDeleteDriver(user);
      await user.click(screen.getByRole('button', { name: 'Save and Exit' }));
      expect(await busyText()).toHaveTextContent(BUSY.saving);
      await act(async () => pending.resolve());
      await waitFor(() => expect(onLeave).toHaveBeenCalled());
    });

    it(`"${BUSY.generatingRate}" while a change is rated`, async () => {
      const pending = deferred<ReturnType<typeof rate>>();
      const { user } = renderPage(policy(), fakeGateway({ rateDeleteDriver: jest.fn().mockReturnValue(pending.promise) }));
      await deleteDriverToReview(user);
      expect(await busyText()).toHaveTextContent(BUSY.generatingRate);
      await act(async () => pending.resolve(rate()));
      expect(await screen.findByRole('button', { name: 'Complete Change' })).toBeEnabled();
    });

    it(`"${BUSY.finalizing}" while the change is confirmed`, async () => {
      const pending = deferred<void>();
      const { user } = renderPage(policy(), fakeGateway({ confirm: jest.fn().mockReturnValue(pending.promise) }));
      await deleteDriverToReview(user);
      await user.click(await screen.findByRole('button', { name: 'Complete Change' }));
      expect(await busyText()).toHaveTextContent(BUSY.finalizing);
      await act(async () => pending.resolve());
      expect(await screen.findByText(POLICY_CHANGES_EN.success.deletion)).toBeInTheDocument();
    });

    it(`"${BUSY.deletingSave}" while a saved change is discarded`, async () => {
      const pending = deferred<void>();
      const gateway = fakeGateway({ getSave: jest.fn().mockResolvedValue(savedDriverDelete()), deleteSave: jest.fn().mockReturnValue(pending.promise) });
      const { user } = renderPage(policy(), gateway);
      await user.click(await screen.findByRole('button', { name: 'Discard' }, SLOW));
      expect(await busyText()).toHaveTextContent(BUSY.deletingSave);
      await act(async () => pending.resolve());
      await waitFor(() => expect(screen.queryByText('Saved Policy Change')).not.toBeInTheDocument());
    });

    it(`"${BUSY.canceling}" while a change is cancelled`, async () => {
      const pending = deferred<void>();
      const { user, onLeave } = renderPage(policy(), fakeGateway({ deleteSave: jest.fn().mockReturnValue(pending.promise) }));
      await startDeleteDriver(user);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
      expect(await busyText()).toHaveTextContent(BUSY.canceling);
      await act(async () => pending.resolve());
      await waitFor(() => expect(onLeave).toHaveBeenCalled());
    });
  });

  it('adds a vehicle by year, make, model and style: an estimate until a VIN is given in the VIN-required dialog, then rated again and completed', async () => {
    const estimate = rate({ vinRequired: true, policyImageNum: 4, premiumText: 'This change will result in a $50.00 INCREASE IN PREMIUM' });
    const withVin = rate({
      vinRequired: false,
      policyImageNum: 4,
      premiumText: 'This change will result in a $55.00 INCREASE IN PREMIUM',
      emailDetails: 'Add vehicle 2',
    });
    const gateway = fakeGateway({
      lookupVehicle: jest.fn(lookupByYmm) as jest.Mocked<PolicyChangeGateway>['lookupVehicle'],
      rateVehicle: jest.fn().mockResolvedValueOnce(estimate).mockResolvedValueOnce(withVin),
    });
    const { user } = renderPage(policy(), gateway);
    await startAddVehicle(user);

    await user.click(await screen.findByRole('radio', { name: 'Year, make and model' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Year/ }), '2024');
    await waitFor(() => expect(screen.getByRole('option', { name: 'FORD' })).toBeInTheDocument(), SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Make/ }), 'FORD');
    await waitFor(() => expect(screen.getByRole('option', { name: 'F-150' })).toBeInTheDocument(), SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Model/ }), 'F-150');
    await waitFor(() => expect(screen.getByRole('option', { name: 'REGULAR CAB' })).toBeInTheDocument(), SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Style/ }), '8');
    await user.selectOptions(screen.getByLabelText(/Annual mileage/), '12000');
    await user.click(within(screen.getByRole('radiogroup', { name: /loan or lease/ })).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    await user.click(await screen.findByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('This change will result in a $50.00 INCREASE IN PREMIUM')).toBeInTheDocument();
    expect(screen.getByText(ESTIMATE_ONLY)).toBeInTheDocument();
    expect(screen.getByText(VIN_WILL_BE_REQUIRED)).toBeInTheDocument();
    expect(gateway.rateVehicle.mock.calls[0][0]).toMatchObject({
      year: 2024,
      make: 'FORD',
      model: 'F-150',
      styleName: 'REGULAR CAB',
      vehicle: { addBy: false, vin: '', style: '8' },
      enhancement: 'no',
    });

    await user.click(screen.getByRole('button', { name: 'Complete Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'VIN Required' });
    expect(gateway.confirm).not.toHaveBeenCalled();
    const vin = within(dialog).getByRole('textbox', { name: /^VIN/ });
    await user.type(vin, '1ftfw1e50');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The VIN must be exactly 17 characters.')).toBeInTheDocument();
    await user.type(vin, 'pfa00002');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('This VIN is not valid. Check the 17 characters and try again.')).toBeInTheDocument();
    expect(gateway.rateVehicle).toHaveBeenCalledTimes(1);
    await user.clear(vin);
    await user.type(vin, '1ftfw1e50pfa00001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(SAVED_SUCCESS, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(CONFIRMATION_EMAIL)).toBeInTheDocument();
    expect(gateway.rateVehicle).toHaveBeenCalledTimes(2);
    expect(gateway.rateVehicle.mock.calls[1][0]).toMatchObject({ endorsementPolicyImageNumber: 4, vehicle: { addBy: true, vin: '1FTFW1E50PFA00001' } });
    expect(gateway.confirm).toHaveBeenCalledTimes(1);
    expect(gateway.confirm).toHaveBeenCalledWith(expect.objectContaining({ policyImageNum: 4, emailDetails: 'Add vehicle 2' }));
  });

  it('"Other" as the garaging location clears the address fields each time it is chosen', async () => {
    const gateway = fakeGateway({ lookupZip: jest.fn().mockResolvedValue(null) });
    const { user } = renderPage(policy(), gateway);
    await startAddVehicle(user);
    const garaging = await screen.findByRole('radiogroup', { name: 'Primary garaging location' });
    expect(within(garaging).getByRole('radio', { name: '12 MAIN ST, SPRINGFIELD, IL 62701' })).toBeChecked();
    expect(screen.queryByLabelText('Street number')).not.toBeInTheDocument();

    await user.click(within(garaging).getByRole('radio', { name: 'Other' }));
    for (const label of ['Street number', 'Street name', 'City', 'County']) expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveValue('');
    await user.type(screen.getByLabelText('Street number'), '9');
    await user.type(screen.getByLabelText('Street name'), 'oak st');
    await user.type(screen.getByLabelText(/^City/), 'peoria');
    expect(screen.getByLabelText('Street name')).toHaveValue('OAK ST');

    await user.click(within(garaging).getByRole('radio', { name: '12 MAIN ST, SPRINGFIELD, IL 62701' }));
    await user.click(within(garaging).getByRole('radio', { name: 'Other' }));
    for (const label of ['Street number', 'Street name', 'City', 'County']) expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveValue('');
  });

  it('a failed zip lookup is ignored: what was typed stays, no error is shown, and the change goes on', async () => {
    const gateway = fakeGateway({ lookupZip: jest.fn().mockRejectedValue(new ApiReplyError(['No place has this zip code.'])) });
    const { user } = renderPage(policy(), gateway);
    await user.click(await screen.findByRole('button', { name: 'Add Lienholder or Loss Payee' }, SLOW));
    await chooseDate(user);
    await passFraudWarning(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Company (lienholder)' }));
    await user.type(screen.getByLabelText(/Business name/), 'first bank');
    await user.type(screen.getByLabelText('Street number'), '100');
    await user.type(screen.getByLabelText('Street name'), 'bank st');
    await user.type(screen.getByLabelText(/^City/), 'peoria');
    await user.selectOptions(screen.getByLabelText(/^State/), '15');
    await user.type(screen.getByLabelText(/Zip code/), '99999');
    await waitFor(() => expect(gateway.lookupZip).toHaveBeenCalledWith('99999'), SLOW);
    await waitFor(() => expect(screen.queryByText('Validating zip code')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^City/)).toHaveValue('PEORIA');
    expect(screen.getByLabelText(/^State/)).toHaveValue('15');
    expect(screen.queryByText('No place has this zip code.')).not.toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    expect(gateway.sendErrorEmail).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(gateway.rateCreditor).toHaveBeenCalled());
    expect(gateway.rateCreditor.mock.calls[0][0]).toMatchObject({ creditor: { address: { zip: '99999', city: 'PEORIA', stateId: '15' } } });
  });

  it('a confirm that fails deletes the save and shows the agency contact dialog, not the success', async () => {
    const gateway = fakeGateway({ confirm: jest.fn().mockRejectedValue(new ApiReplyError(['The policy could not be issued.'])) });
    const { user } = renderPage(policy(), gateway);
    await deleteDriverToReview(user);
    await user.click(await screen.findByRole('button', { name: 'Complete Change' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText(FAILURE)).toBeInTheDocument();
    for (const line of ['BLUE RIVER AGENCY', 'PAT AGENT', '1 AGENCY WAY', 'agent@example.com']) expect(within(dialog).getByText(line)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /555.*0100/ })).toHaveAttribute('href', 'tel:2175550100');
    expect(gateway.deleteSave).toHaveBeenCalledWith('PPA1000101');
    expect(gateway.sendErrorEmail).toHaveBeenCalledWith(
      expect.objectContaining({ policyNumber: 'PPA1000101', errorMessage: 'The policy could not be issued.' }),
    );
    expect(screen.queryByText(POLICY_CHANGES_EN.success.deletion)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Please contact your agent for further assistance.' }));
    expect(await within(dialog).findByText('The policy could not be issued.')).toBeInTheDocument();
  });
});
