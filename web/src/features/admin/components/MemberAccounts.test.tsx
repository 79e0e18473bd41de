/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import { MemberAccounts } from './MemberAccounts';
import { StaffVerification } from './StaffVerification';
import { FakeHeaders } from '@/testing/fakeFetch';

function json(body: object, status = 200) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new FakeHeaders({ 'Content-Type': 'application/json' }),
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

const member = (i: number) => ({
  id: `u${i}`,
  name: `Member ${i}`,
  userName: `m${i}@example.com`,
  email: `m${i}@example.com`,
  isAdmin: false,
  emailConfirmed: true,
  lastLogin: null,
  policyNumbers: [`PPA10000${i}`],
});

/** 23 members match "Member"; nothing else matches. Records the search bodies. */
function serve(pending: object[] = []) {
  const searches: { criteria: string; isAdmin?: boolean; page?: number }[] = [];
  globalThis.Headers ??= FakeHeaders as unknown as typeof Headers;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/admin/search')) {
      const body = JSON.parse(init?.body as string) as { criteria: string; isAdmin?: boolean; page?: number };
      searches.push(body);
      const all = body.criteria === 'Member' ? Array.from({ length: 23 }, (_, i) => member(i + 1)) : [];
      const page = body.page ?? 1;
      return json({ success: true, errors: [], result: { items: all.slice((page - 1) * 10, page * 10), page, pageSize: 10, total: all.length } });
    }
    if (url.includes('/api/admin/staffVerifications')) return json({ success: true, errors: [], result: pending });
    return json({ success: false, result: null, errors: ['Not found.'], code: 'NOT_FOUND' }, 404);
  }) as typeof fetch;
  return searches;
}

describe('MemberAccounts', () => {
  it('keeps Search disabled while the criteria are empty', async () => {
    serve();
    const { user } = renderUi(<MemberAccounts />);
    const button = await screen.findByRole('button', { name: 'Search' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Name, email, username or policy number'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Name, email, username or policy number'), 'x');
    expect(button).toBeEnabled();
  });

  it("says 'No Results Found' when nothing matches", async () => {
    serve();
    const { user } = renderUi(<MemberAccounts />);
    await user.type(await screen.findByLabelText('Name, email, username or policy number'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  });

  it('shows 10 members a page and pages through the rest, with the admins-only choice sent', async () => {
    const searches = serve();
    const { user } = renderUi(<MemberAccounts />);
    await user.type(await screen.findByLabelText('Name, email, username or policy number'), ' Member ');
    await user.click(screen.getByLabelText('Admins only'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByTestId('member-results');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(searches[0]).toEqual({ criteria: 'Member', isAdmin: true, page: 1 });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Member 23')).toBeInTheDocument();
    expect(within(screen.getByTestId('member-results')).getAllByRole('row')).toHaveLength(4);
    expect(searches.at(-1)).toEqual({ criteria: 'Member', isAdmin: true, page: 3 });
  });
});

describe('StaffVerification', () => {
  it("says 'No pending verifications available' when none are pending", async () => {
    serve([]);
    renderUi(<StaffVerification />);
    expect(await screen.findByText('No pending verifications available')).toBeInTheDocument();
  });

  it('asks for a message before declining and refuses one with a phone number', async () => {
    serve([
      {
        id: 'r1',
        timeStamp: '2026-01-15T17:05:00Z',
        policyNumber: 'PPA1000501',
        policyHolder: 'Priya Raman',
        driversLicenseNumber: '2291',
        zip: null,
        dateOfBirth: '1990-12-05',
        employeeIdentificationNumber: '6613',
        staffVerificationEmail: 'p@example.com',
        staffVerificationPhoneNumber: '3175550133',
        accepted: null,
        messageToUser: null,
      },
    ]);
    const { user } = renderUi(<StaffVerification />);
    await user.click(await screen.findByRole('button', { name: /Priya Raman/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Account Request' });
    expect(within(dialog).getByText('01/15/2026 12:05 PM ET')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Send Decline' }));
    expect(await screen.findByText('Enter a message to the requestor.')).toBeInTheDocument();
    // The message is as long as StaffVerificationDecision.messageToUser allows (the spec's 1000), not a length of its own.
    expect(screen.getByLabelText('Message to the requestor')).toHaveAttribute('maxLength', '1000');
    await user.type(screen.getByLabelText('Message to the requestor'), 'Call 317 555 0133');
    await user.click(screen.getByRole('button', { name: 'Send Decline' }));
    expect(await screen.findByText('The message may not contain a phone number.')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: 'POST' }));
  });
});
