/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiReplyError } from '@/api/client';
import { renderUi } from '@/testing/render';
import type { SavedChange } from '../gateway';
import { LICENSE_BLOCKS_CHANGE } from '../rules/driverForm';
import type { VehicleValues } from '../rules/forms';
import { NO_DRIVERS_TO_DELETE } from '../rules/menu';
import { ChangePage, CONFIRMATION_EMAIL, DELETION_SUCCESS, SAVED_SUCCESS } from './ChangePage';
import { DRIVER_QUESTIONS, DRIVER_SCREENING, FRAUD_WARNING, FRAUD_WARNING_TITLE, REPLACE_CAUTION, REPLACE_CAUTION_TITLE } from '../texts';
import { chooseDate, fakeGateway, passFraudWarning, policy, rate, renderPage, vehicle } from './changePageFixtures';

describe('ChangePage', () => {
  it('is titled with the policy number and Make a Change, with the agency button', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'PPA1000101 Make a Change' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agency Information' })).toBeInTheDocument();
  });

  it('disables Delete Vehicle with one vehicle and enables it with two', async () => {
    const { unmount } = renderPage();
    expect(await screen.findByRole('button', { name: 'Delete Vehicle' })).toBeDisabled();
    unmount();
    renderPage(policy({ vehicles: [vehicle(1), vehicle(2)] }));
    expect(await screen.findByRole('button', { name: 'Delete Vehicle' })).toBeEnabled();
  });

  it('says no drivers are eligible when only a named insured is listed, and hides the lienholder section without vehicles', async () => {
    renderPage(policy({ vehicles: [], drivers: [{ driverNum: 1, displayName: 'JANE DOE', relationshipTypeId: 5, deleteFutureEffectiveDate: null }] }));
    expect(await screen.findByText(NO_DRIVERS_TO_DELETE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Driver' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Lienholder or Loss Payee' })).not.toBeInTheDocument();
  });

  it('enables Edit lienholder only when a vehicle has one', async () => {
    renderPage(policy({ vehicles: [vehicle(1)] }));
    expect(await screen.findByRole('button', { name: 'Edit Lienholder or Loss Payee' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Lienholder or Loss Payee' })).toBeEnabled();
  });

  it('shows the effective-date error only after Continue, bounded by the minimum and maximum dates; Cancel goes home', async () => {
    const { user, onLeave } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Driver' }));
    const input = await screen.findByLabelText(/When do you want your policy change to be effective\?/);
    expect(input).toHaveAttribute('min', '2026-03-01');
    expect(input).toHaveAttribute('max', '2026-06-30');
    expect(screen.queryByText(/Choose/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose the date your change takes effect.')).toBeInTheDocument();
    await user.type(input, '2026-07-15');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a date from 03/01/2026 to 06/30/2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onLeave).toHaveBeenCalled();
  });

  it('shows the fraud warning before adding a vehicle, not before deleting a driver', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    await chooseDate(user);
    expect(await screen.findByText(FRAUD_WARNING)).toBeInTheDocument();
    await passFraudWarning(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'PPA1000101 Add Vehicle' })).toBeInTheDocument();
  });

  it('stops with Contact Your Agent when a screening question is answered Yes', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    await chooseDate(user);
    await passFraudWarning(user);
    const radios = await screen.findAllByRole('radio', { name: 'No' });
    for (const r of radios.slice(0, 6)) await user.click(r);
    await user.click(screen.getAllByRole('radio', { name: 'Yes' })[6]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Contact Your Agent')).toBeInTheDocument();
    expect(screen.queryByLabelText('VIN')).not.toBeInTheDocument();
  });

  it('adds a vehicle by VIN with a loan and the better bundle: lookup after 500 ms, creditor, offer, bundle, rate, complete', async () => {
    jest.useFakeTimers();
    try {
      const gateway = fakeGateway();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderUi(<ChangePage policy={policy()} gateway={gateway} onLeave={jest.fn()} />);
      await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
      await chooseDate(user);
      await passFraudWarning(user);
      for (const r of await screen.findAllByRole('radio', { name: 'No' })) await user.click(r);
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      // Step 1: the VIN is upper-cased and looked up only after 500 ms without typing.
      await user.type(await screen.findByRole('textbox', { name: /^VIN/ }), '1ftfw1e50pfa00001');
      expect(screen.getByRole('textbox', { name: /^VIN/ })).toHaveValue('1FTFW1E50PFA00001');
      expect(gateway.lookupVehicle).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(500);
      });
      await waitFor(() => expect(gateway.lookupVehicle).toHaveBeenCalledWith({ vin: '1FTFW1E50PFA00001' }));
      expect(await screen.findByText('2024 FORD F-150')).toBeInTheDocument();
      // Errors show only after Continue.
      expect(screen.queryByText('Choose the annual mileage.')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Choose the annual mileage.')).toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText(/Annual mileage/), '12000');
      await user.click(within(screen.getByRole('radiogroup', { name: /loan or lease/ })).getByRole('radio', { name: 'Yes' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      // Step 2: the creditor, with the zip lookup filling city, state and county.
      expect(await screen.findByText('We need some more information')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Company (lienholder)' }));
      await user.type(screen.getByLabelText(/Business name/), 'first bank');
      expect(screen.getByLabelText(/Business name/)).toHaveValue('FIRST BANK');
      await user.type(screen.getByLabelText('Street number'), '100');
      await user.type(screen.getByLabelText('Street name'), 'bank st');
      await user.type(screen.getByLabelText(/Zip code/), '62701');
      await act(async () => {
        jest.advanceTimersByTime(500);
      });
      await waitFor(() => expect(screen.getByLabelText(/City/)).toHaveValue('SPRINGFIELD'));
      expect(screen.getByLabelText(/State/)).toHaveValue('15');
      // The vehicle is 2 years old: the third-party loan/lease question is asked.
      await user.click(within(screen.getByRole('radiogroup', { name: /loan\/lease coverage through/ })).getByRole('radio', { name: 'No' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      // Step 3: the loan/lease coverage offer.
      await user.click(within(await screen.findByRole('radiogroup', { name: /add loan\/lease coverage/ })).getByRole('radio', { name: 'Yes' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      // Step 4: the bundle table.
      expect(await screen.findByRole('table', { name: 'Bundle comparison' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Choose Make It Better' }));

      // Step 5: coverages, Calculate, Complete Change.
      await user.click(await screen.findByRole('button', { name: 'Calculate' }));
      expect(await screen.findByText('This change will result in a $12.34 INCREASE IN PREMIUM')).toBeInTheDocument();
      const sent = gateway.rateVehicle.mock.calls[0][0];
      expect(sent).toMatchObject({
        year: 2024,
        make: 'FORD',
        model: 'F-150',
        enhancement: 'better',
        addLoanLeaseCoverage: true,
        hasThirdPartyLoanLeaseCoverage: false,
      });
      expect(sent.creditor).toMatchObject({ creditorType: '0', businessName: 'FIRST BANK' });
      expect(screen.getByRole('button', { name: 'Recalculate' })).toBeDisabled();
      // Any later edit re-enables Recalculate and disables Complete Change.
      await user.selectOptions(screen.getByLabelText('Towing and labor'), '3');
      expect(screen.getByRole('button', { name: 'Recalculate' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Complete Change' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Recalculate' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Change' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Complete Change' }));
      expect(await screen.findByText(SAVED_SUCCESS)).toBeInTheDocument();
      expect(screen.getByText(CONFIRMATION_EMAIL)).toBeInTheDocument();
      expect(gateway.confirm).toHaveBeenCalledWith(expect.objectContaining({ policyImageNum: 4, emailDetails: 'Vehicle added' }));
      expect(gateway.deleteSave).toHaveBeenCalledWith('PPA1000101');
    } finally {
      jest.useRealTimers();
    }
  });

  it('disables collision, rental and towing and sets them to none when comprehensive is none, then asks about liability only', async () => {
    const gateway = fakeGateway();
    const { user } = renderPage(policy({ enhancement: 'best' }), gateway);
    await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    await chooseDate(user);
    await passFraudWarning(user);
    for (const r of await screen.findAllByRole('radio', { name: 'No' })) await user.click(r);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: /^VIN/ }), '1FTFW1E50PFA00001');
    await waitFor(() => expect(screen.getByText('2024 FORD F-150')).toBeInTheDocument(), { timeout: 3000 });
    await user.selectOptions(screen.getByLabelText(/Annual mileage/), '3000');
    await user.click(within(screen.getByRole('radiogroup', { name: /loan or lease/ })).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The top bundle is held: straight to coverages.
    await user.selectOptions(await screen.findByLabelText('Comprehensive'), '0');
    for (const label of ['Collision', 'Rental reimbursement', 'Towing and labor']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
      expect(screen.getByLabelText(label)).toHaveValue('0');
    }
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText(/You're adding this vehicle with liability coverage only/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(gateway.rateVehicle).not.toHaveBeenCalled();
  });

  it('deletes the only deletable driver: picked for you, confirmed, rated, completed', async () => {
    const gateway = fakeGateway();
    const { user } = renderPage(policy(), gateway);
    await user.click(await screen.findByRole('button', { name: 'Delete Driver' }));
    await chooseDate(user);
    expect(await screen.findByRole('radio', { name: 'JIM DOE' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'JANE DOE' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This change will result in a ($20.00) DECREASE IN PREMIUM')).toBeInTheDocument();
    expect(gateway.rateDeleteDriver).toHaveBeenCalledWith(expect.objectContaining({ driverNum: 2, effectiveDate: '2026-03-02' }));
    await user.click(screen.getByRole('button', { name: 'Complete Change' }));
    expect(await screen.findByText(DELETION_SUCCESS)).toBeInTheDocument();
    expect(screen.getByText('JIM DOE')).toBeInTheDocument();
  });

  it('warns when the chosen driver is already scheduled for deletion on or before the effective date', async () => {
    const p = policy({ drivers: [{ driverNum: 2, displayName: 'JIM DOE', relationshipTypeId: 2, deleteFutureEffectiveDate: '2026-03-01' }] });
    const { user } = renderPage(p);
    await user.click(await screen.findByRole('button', { name: 'Delete Driver' }));
    await chooseDate(user);
    expect(await screen.findByText('JIM DOE is already scheduled for deletion on 03/01/2026.')).toBeInTheDocument();
  });

  it('shows the agency contact modal when rating fails, and mails the agency', async () => {
    const gateway = fakeGateway({ rateDeleteDriver: jest.fn().mockRejectedValue(new ApiReplyError(['rating engine down'])) });
    const { user } = renderPage(policy(), gateway);
    await user.click(await screen.findByRole('button', { name: 'Delete Driver' }));
    await chooseDate(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/Unfortunately we were not able to process the change you submitted to your policy \(PPA1000101\)/)).toBeInTheDocument();
    expect(gateway.sendErrorEmail).toHaveBeenCalledWith(expect.objectContaining({ policyNumber: 'PPA1000101' }));
    await user.click(screen.getByRole('button', { name: 'Please contact your agent for further assistance.' }));
    expect(await screen.findByText('rating engine down')).toBeInTheDocument();
  });

  it('adds a lienholder: vehicle picked for you, upper-cased form, rated, completed', async () => {
    const gateway = fakeGateway();
    const { user } = renderPage(policy(), gateway);
    await user.click(await screen.findByRole('button', { name: 'Add Lienholder or Loss Payee' }));
    await chooseDate(user);
    await passFraudWarning(user);
    expect(await screen.findByRole('radio', { name: '2019 HONDA ACCORD' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Person (loss payee)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the first name.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/First name/), 'ann');
    await user.type(screen.getByLabelText(/Last name/), 'lee');
    await user.type(screen.getByLabelText(/P.O. box/), 'po box 9');
    await user.type(screen.getByLabelText(/City/), 'peoria');
    await user.selectOptions(screen.getByLabelText(/State/), '15');
    await user.type(screen.getByLabelText(/Zip code/), '61602');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(gateway.rateCreditor).toHaveBeenCalled());
    expect(gateway.rateCreditor.mock.calls[0][0]).toMatchObject({
      vehicleNum: 1,
      creditor: { creditorType: '1', firstName: 'ANN', lastName: 'LEE', address: { poBox: 'PO BOX 9' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Complete Change' }));
    expect(await screen.findByText(SAVED_SUCCESS)).toBeInTheDocument();
  });

  it('edits a lienholder: the form starts from the existing one', async () => {
    const gateway = fakeGateway();
    const withCreditor = vehicle(1, {
      creditors: [
        {
          creditorNum: 1,
          businessName: 'FIRST BANK',
          firstName: null,
          lastName: null,
          address: { houseNumber: '100', aptNum: null, streetName: 'BANK ST', poBox: null, city: 'SPRINGFIELD', stateId: 15, zip: '62701', county: null },
        },
      ],
    });
    const { user } = renderPage(policy({ vehicles: [withCreditor] }), gateway);
    await user.click(await screen.findByRole('button', { name: 'Edit Lienholder or Loss Payee' }));
    await chooseDate(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('radio', { name: 'FIRST BANK' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const name = await screen.findByLabelText(/Business name/);
    expect(name).toHaveValue('FIRST BANK');
    await user.clear(name);
    await user.type(name, 'second bank');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(gateway.rateCreditor).toHaveBeenCalledWith(
        expect.objectContaining({ creditorNum: 1, creditor: expect.objectContaining({ businessName: 'SECOND BANK' }) }),
      ),
    );
  });

  it("blocks adding a driver whose license is not valid, with the spec's message", async () => {
    const gateway = fakeGateway();
    const { user } = renderPage(policy(), gateway);
    await user.click(await screen.findByRole('button', { name: 'Add Driver' }, { timeout: 5000 }));
    await chooseDate(user);
    await passFraudWarning(user);
    for (const r of await screen.findAllByRole('radio', { name: 'No' })) await user.click(r);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('radiogroup', { name: /license valid/ })).getByRole('radio', { name: 'No' }));
    expect(await screen.findByText(LICENSE_BLOCKS_CHANGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(gateway.rateDriver).not.toHaveBeenCalled();
  });

  it('deletes a vehicle after "Are you sure you want to delete this vehicle?"', async () => {
    const gateway = fakeGateway();
    const { user } = renderPage(policy({ vehicles: [vehicle(1), vehicle(2, { make: 'FORD', model: 'F-150' })] }), gateway);
    await user.click(await screen.findByRole('button', { name: 'Delete Vehicle' }));
    await chooseDate(user);
    await user.click(await screen.findByRole('radio', { name: '2019 FORD F-150' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Are you sure you want to delete this vehicle?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(gateway.rateDeleteVehicle).toHaveBeenCalledWith(expect.objectContaining({ vehicleNum: 2 })));
    await user.click(await screen.findByRole('button', { name: 'Complete Change' }));
    expect(await screen.findByText(DELETION_SUCCESS)).toBeInTheDocument();
  });

  describe('saved changes', () => {
    const saved = (over: Partial<SavedChange> = {}): SavedChange => ({
      id: '00000000-0000-4000-8000-000000000001',
      type: 'driver',
      action: 'delete',
      effectiveDate: '2026-03-05',
      data: { step: 0, driverNum: 2 },
      ...over,
    });

    it('offers a saved change; Continue restores the action, the date and the data', async () => {
      const gateway = fakeGateway({ getSave: jest.fn().mockResolvedValue(saved()) });
      const { user } = renderPage(policy(), gateway);
      expect(await screen.findByText('Saved Policy Change', {}, { timeout: 5000 })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'PPA1000101 Delete Driver' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'JIM DOE' })).toBeChecked();
    });

    it('entering a VIN in the creditor/loan step forces add-by to VIN mode (a vehicle added by year, make and model)', async () => {
      const vehicle: VehicleValues = {
        addBy: false,
        vin: '',
        year: '2024',
        make: 'FORD',
        model: 'F-150',
        style: '7',
        annualMileage: '12000',
        loanOrLease: 'yes',
        isOtherAddress: false,
        garaging: { houseNumber: '', streetName: '', apartmentNumber: '', poBox: '', city: '', stateId: '', zip: '', county: '' },
      };
      const gateway = fakeGateway({ getSave: jest.fn().mockResolvedValue(saved({ type: 'vehicle', action: 'add', data: { step: 2, vehicle } })) });
      const { user } = renderPage(policy(), gateway);
      await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
      expect(await screen.findByText('We need some more information')).toBeInTheDocument();
      const form = within(screen.getByRole('form', { name: 'Lienholder or loss payee' }));
      const vin = form.getByRole('textbox', { name: /^VIN/ });
      await user.type(vin, '1ftfw1e50');
      await user.click(form.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('The VIN must be exactly 17 characters.')).toBeInTheDocument();
      await user.type(vin, 'pfa00001');
      await user.click(form.getByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('radio', { name: 'VIN' })).toBeChecked();
      expect(screen.getByRole('textbox', { name: /^VIN/ })).toHaveValue('1FTFW1E50PFA00001');
    });

    it('asks for the effective date again when the saved one is now out of range', async () => {
      const gateway = fakeGateway({ getSave: jest.fn().mockResolvedValue(saved({ effectiveDate: '2026-02-01' })) });
      const { user } = renderPage(policy(), gateway);
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      expect(await screen.findByText(/no longer allowed/)).toBeInTheDocument();
      expect(screen.getByLabelText(/When do you want your policy change to be effective\?/)).toHaveValue('');
    });

    it('Discard deletes the save, and the pending rate when there is one', async () => {
      const gateway = fakeGateway({ getSave: jest.fn().mockResolvedValue(saved({ data: { rate: rate() } })) });
      const { user } = renderPage(policy({ hasPendingEndorsement: true }), gateway);
      await user.click(await screen.findByRole('button', { name: 'Discard' }, { timeout: 5000 }));
      await waitFor(() => expect(gateway.deleteSave).toHaveBeenCalledWith('PPA1000101'));
      expect(gateway.deleteRate).toHaveBeenCalledWith(expect.objectContaining({ policyImageNum: 4 }));
      await waitFor(() => expect(screen.queryByText('Saved Policy Change')).not.toBeInTheDocument());
    });

    it('says "Failed to clear save:" when Discard fails', async () => {
      const gateway = fakeGateway({ getSave: jest.fn().mockResolvedValue(saved()), deleteSave: jest.fn().mockRejectedValue(new ApiReplyError(['offline'])) });
      const { user } = renderPage(policy(), gateway);
      await user.click(await screen.findByRole('button', { name: 'Discard' }, { timeout: 5000 }));
      expect(await screen.findByText('Failed to clear save: offline')).toBeInTheDocument();
    });

    it('deletes a rated save quietly when the policy has no pending endorsement', async () => {
      const gateway = fakeGateway({ getSave: jest.fn().mockResolvedValue(saved({ data: { rate: rate() } })) });
      renderPage(policy(), gateway);
      await waitFor(() => expect(gateway.deleteSave).toHaveBeenCalled());
      expect(screen.queryByText('Saved Policy Change')).not.toBeInTheDocument();
    });

    it('Save and Exit saves the action, date and step, then goes home', async () => {
      const gateway = fakeGateway();
      const { user, onLeave } = renderPage(policy(), gateway);
      await user.click(await screen.findByRole('button', { name: 'Delete Driver' }));
      await chooseDate(user);
      await user.click(await screen.findByRole('button', { name: 'Save and Exit' }));
      await waitFor(() => expect(onLeave).toHaveBeenCalled());
      expect(gateway.save).toHaveBeenCalledWith(
        'PPA1000101',
        expect.objectContaining({ type: 'driver', action: 'delete', effectiveDate: '2026-03-02', data: expect.objectContaining({ driverNum: 2 }) }),
      );
    });

    it('Cancel asks first, then deletes the save and goes home', async () => {
      const gateway = fakeGateway();
      const { user, onLeave } = renderPage(policy(), gateway);
      await user.click(await screen.findByRole('button', { name: 'Delete Driver' }));
      await chooseDate(user);
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(await screen.findByText('Cancel this change?')).toBeInTheDocument();
      expect(onLeave).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
      await waitFor(() => expect(onLeave).toHaveBeenCalled());
      expect(gateway.deleteSave).toHaveBeenCalled();
    });
  });
  describe("the portal's own wording (../texts) shows where doc 3 places it", () => {
    it('the fraud warning is all caps, in plain words, and says false or hidden facts are insurance fraud, a crime', () => {
      expect(FRAUD_WARNING).toBe(FRAUD_WARNING.toUpperCase());
      expect(FRAUD_WARNING).toMatch(/FALSE OR MISLEADING INFORMATION/);
      expect(FRAUD_WARNING).toMatch(/INSURANCE FRAUD IS A CRIME/);
      expect(FRAUD_WARNING).not.toMatch(/THERETO|MATERIALLY|SUCH PERSON/);
    });

    it.each([
      ['Add Driver', 'PPA1000101 Add Driver'],
      ['Add Lienholder or Loss Payee', 'PPA1000101 Add Lienholder or Loss Payee'],
    ])('%s: the fraud warning dialog comes first, with its title and text', async (button, heading) => {
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
      await chooseDate(user);
      const dialog = await screen.findByRole('dialog', { name: FRAUD_WARNING_TITLE });
      expect(within(dialog).getByText(FRAUD_WARNING)).toBeInTheDocument();
      await passFraudWarning(user);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    });

    it("add driver asks the screening questions, then the licence questions in the texts module's words", async () => {
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add Driver' }, { timeout: 5000 }));
      await chooseDate(user);
      await passFraudWarning(user);
      for (const q of DRIVER_SCREENING) expect(await screen.findByRole('radiogroup', { name: q })).toBeInTheDocument();
      for (const r of await screen.findAllByRole('radio', { name: 'No' })) await user.click(r);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const years = await screen.findByRole('radiogroup', { name: DRIVER_QUESTIONS.yearsLicensed });
      expect(within(years).getByRole('radio', { name: DRIVER_QUESTIONS.yearsLicensedUnderThree })).toBeInTheDocument();
      expect(within(years).getByRole('radio', { name: DRIVER_QUESTIONS.yearsLicensedThreeOrMore })).toBeInTheDocument();
      expect(screen.getByRole('radiogroup', { name: DRIVER_QUESTIONS.licenseValid })).toBeInTheDocument();
    });

    it('replacing a vehicle: Complete Change shows the caution dialog before anything is confirmed', async () => {
      const gateway = fakeGateway({
        getSave: jest.fn().mockResolvedValue({
          id: '00000000-0000-4000-8000-000000000002',
          type: 'vehicle',
          action: 'replace',
          effectiveDate: '2026-03-05',
          data: { step: 5, vehicleNum: 1, rate: rate() },
        }),
      });
      const { user } = renderPage(
        policy({
          vehicles: [vehicle(1), vehicle(2)],
          hasPendingEndorsement: true,
          pendingEndorsementPolicyImageNum: 4,
          pendingEndorsementTransactionDate: '2026-03-01',
        }),
        gateway,
      );
      await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
      await user.click(await screen.findByRole('button', { name: 'Complete Change' }, { timeout: 5000 }));
      const dialog = await screen.findByRole('dialog', { name: REPLACE_CAUTION_TITLE });
      expect(within(dialog).getByText(REPLACE_CAUTION)).toBeInTheDocument();
      expect(gateway.confirm).not.toHaveBeenCalled();
    });
  });
});
