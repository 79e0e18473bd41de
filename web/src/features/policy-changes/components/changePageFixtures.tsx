import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderUi } from '@/testing/render';
import type { PolicyChangeGateway, RateView } from '../gateway';
import type { ChangePolicy, ChangeVehicle } from '../model';
import { ChangePage } from './ChangePage';

/** The change page's test fixtures: a policy, a rate, a gateway of jest mocks, and the steps every journey starts with. */
export const vehicle = (vehicleNum: number, over: Partial<ChangeVehicle> = {}): ChangeVehicle => ({
  vehicleNum,
  vin: '1HGCM82633A00435' + vehicleNum,
  year: 2019,
  make: 'HONDA',
  model: 'ACCORD',
  style: 'SEDAN 4D',
  creditors: [],
  deleteFutureEffectiveDate: null,
  comprehensive: 5,
  collision: 2,
  rentalReimbursement: 1,
  towingAndLabor: 1,
  hasThirdPartyLoanLeaseCoverage: false,
  loanOrLease: false,
  ...over,
});

export function policy(over: Partial<ChangePolicy> = {}): ChangePolicy {
  return {
    policyId: '1001',
    policyNumber: 'PPA1000101',
    policyImageNum: 3,
    termEffectiveDate: '2026-01-01',
    expiration: '2026-07-01',
    minimumEffectiveDate: '2026-03-01',
    maximumEffectiveDate: '2026-06-30',
    enhancement: 'no',
    hasPendingEndorsement: false,
    pendingEndorsementPolicyImageNum: null,
    pendingEndorsementTransactionDate: null,
    vehicles: [vehicle(1)],
    drivers: [
      { driverNum: 1, displayName: 'JANE DOE', relationshipTypeId: 5, deleteFutureEffectiveDate: null },
      { driverNum: 2, displayName: 'JIM DOE', relationshipTypeId: 2, deleteFutureEffectiveDate: null },
    ],
    addresses: [{ line1: '12 MAIN ST', line2: 'SPRINGFIELD, IL 62701', poBox: false, city: 'SPRINGFIELD', stateId: 15, zip: '62701', county: 'SANGAMON' }],
    policyHolder: { firstName: 'JANE', lastName: 'DOE', displayName: 'JANE DOE' },
    agency: {
      displayName: 'BLUE RIVER AGENCY',
      producer: 'PAT AGENT',
      addressLine1: '1 AGENCY WAY',
      addressLine2: 'SPRINGFIELD, IL 62701',
      phones: ['2175550100'],
      emails: ['agent@example.com'],
    },
    ...over,
  };
}

export const rate = (over: Partial<RateView> = {}): RateView => ({
  differenceCents: 1234,
  premiumText: 'This change will result in a $12.34 INCREASE IN PREMIUM',
  periodText: 'for the period 03/02/2026 to 07/01/2026',
  decrease: false,
  transactionDate: '2026-03-01',
  effectiveDate: '2026-03-02',
  policyImageNum: 4,
  vinRequired: false,
  liabilityOnly: false,
  warnings: [],
  emailDetails: 'Vehicle added',
  ...over,
});

export function fakeGateway(over: Partial<PolicyChangeGateway> = {}): jest.Mocked<PolicyChangeGateway> {
  return {
    getSave: jest.fn().mockResolvedValue(null),
    save: jest.fn().mockResolvedValue(undefined),
    deleteSave: jest.fn().mockResolvedValue(undefined),
    lookupVehicle: jest.fn().mockResolvedValue({
      valid: true,
      message: null,
      vin: '1FTFW1E50PFA00001',
      year: 2024,
      make: 'FORD',
      model: 'F-150',
      makes: [],
      models: [],
      styles: [{ id: '7', name: 'SUPERCREW' }],
    }),
    lookupZip: jest.fn().mockResolvedValue({ stateId: 15, city: 'Springfield', county: 'Sangamon' }),
    rateVehicle: jest.fn().mockResolvedValue(rate()),
    rateDeleteVehicle: jest.fn().mockResolvedValue(rate()),
    rateDriver: jest.fn().mockResolvedValue(rate()),
    rateDeleteDriver: jest.fn().mockResolvedValue(rate({ premiumText: 'This change will result in a ($20.00) DECREASE IN PREMIUM', decrease: true })),
    rateCreditor: jest.fn().mockResolvedValue(rate({ premiumText: 'This change will result in a $0.00 INCREASE IN PREMIUM' })),
    confirm: jest.fn().mockResolvedValue(undefined),
    deleteRate: jest.fn().mockResolvedValue(undefined),
    sendErrorEmail: jest.fn().mockResolvedValue(undefined),
    ...over,
  } as jest.Mocked<PolicyChangeGateway>;
}

export function renderPage(p = policy(), gateway = fakeGateway()) {
  const onLeave = jest.fn();
  const view = renderUi(<ChangePage policy={p} gateway={gateway} onLeave={onLeave} />);
  return { ...view, gateway, onLeave };
}

export async function passFraudWarning(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

export async function chooseDate(user: ReturnType<typeof userEvent.setup>, date = '2026-03-02') {
  const input = await screen.findByLabelText(/When do you want your policy change to be effective\?/);
  await user.clear(input);
  await user.type(input, date);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}
