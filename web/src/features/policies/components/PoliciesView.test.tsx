/** @jest-environment jsdom */
import type { Policy } from '@portal/generated-client';
import { screen, waitFor } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import { fakeViewport } from '@/testing/viewport';
import { PoliciesView } from './PoliciesView';

// The tabs are not under test here: they fetch their own data.
jest.mock('./PolicyInformationTab', () => ({ PolicyInformationTab: () => <p>Information tab</p> }));
jest.mock('./PolicyDocumentsTab', () => ({ PolicyDocumentsTab: () => <p>Documents tab</p> }));
jest.mock('./AddPolicyDialog', () => ({ AddPolicyDialog: () => null }));

const blocked = {
  policyNumber: 'PPA1000901',
  typeName: 'Personal Auto',
  nickname: null,
  statusText: 'In-Force',
  isRenewal: false,
  isPastDue: false,
  isSoonDue: false,
  futurePolicy: null,
  makeChange: 'oneChangeAtATime',
  agency: { displayName: 'Harbor Agency', phones: ['3175550100'], producer: { phones: [] } },
} as unknown as Policy;

jest.mock('../queries', () => ({
  ...jest.requireActual('../queries'),
  policiesQueryOptions: () => ({ queryKey: ['policies'], queryFn: async () => [blocked] }),
}));

describe('PoliciesView across the 767 px breakpoint', () => {
  it.each([
    ['a phone widened to a desktop', true],
    ['a desktop narrowed to a phone', false],
  ])('keeps the Contact Your Agent dialog open when %s', async (_case, startMobile) => {
    const screenSize = fakeViewport(startMobile);
    const { user } = renderUi(<PoliciesView />);
    await user.click(await screen.findByRole('button', { name: 'Make a Change' }, { timeout: 10_000 }));
    expect(await screen.findByRole('dialog', { name: 'Contact Your Agent' })).toBeInTheDocument();

    screenSize.resize(!startMobile);

    // The layout did switch (the phone has a policy select, the desktop a list) ...
    if (startMobile) expect(await screen.findByRole('navigation', { name: 'Your policies', hidden: true })).toBeInTheDocument();
    else await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Your policies', hidden: true })).not.toBeInTheDocument());
    // ... and the dialog stayed open.
    expect(screen.getByRole('dialog', { name: 'Contact Your Agent' })).toBeInTheDocument();
    expect(screen.getByText(/Only one change at a time is allowed on a policy/)).toBeInTheDocument();
  });
});
