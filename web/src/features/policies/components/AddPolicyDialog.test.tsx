/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import { AddPolicyDialog } from './AddPolicyDialog';
import { FakeHeaders } from '@/testing/fakeFetch';

type Reply = { status: number; body: object };

/** A JSON reply as fetch gives it (the parts the generated client reads). */
function json(r: Reply) {
  return {
    ok: r.status >= 200 && r.status < 300,
    status: r.status,
    statusText: '',
    headers: new FakeHeaders({ 'Content-Type': 'application/json' }),
    json: async () => r.body,
    text: async () => JSON.stringify(r.body),
  } as unknown as Response;
}

/** What GET /api/policy/add answers when nothing has failed yet (AddPolicyStatus). */
const OPEN = { locked: false, remainingAttempts: 3, lockedUntil: null };

/** Answers the dialog's calls: the add-policy status, the home content (the phone), and the add itself. */
function serve(add: Reply, status: { locked: boolean; remainingAttempts: number; lockedUntil: string | null } = OPEN) {
  globalThis.Headers ??= FakeHeaders as unknown as typeof Headers;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url.includes('/api/policy/add') && method === 'POST') return json(add);
    if (url.includes('/api/policy/add')) return json({ status: 200, body: { success: true, result: status, errors: [] } });
    if (url.includes('/api/profile/home')) return json({ status: 200, body: { success: true, result: { customerServicePhone: '8005550199' }, errors: [] } });
    return json({ status: 404, body: { success: false, result: null, errors: ['Not found.'], code: 'NOT_FOUND' } });
  }) as typeof fetch;
}

async function fillAndSubmit(user: ReturnType<typeof renderUi>['user']) {
  await user.type(await screen.findByLabelText(/Policy Number/), 'PPA1001101');
  await user.type(screen.getByLabelText(/Policyholder Name/), 'Marcus Bell');
  await user.type(await screen.findByLabelText(/license/i), '6207418853');
  await user.type(screen.getByLabelText(/Zip/i), '46250');
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

describe('AddPolicyDialog submits through the form kit', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('hides Add and shows the contact message when the reply code is POLICY_ADD_LOCKED, whatever the text', async () => {
    serve({ status: 422, body: { success: false, result: null, errors: ['Any wording the server chooses.'], code: 'POLICY_ADD_LOCKED' } });
    const { user } = renderUi(<AddPolicyDialog opened onClose={() => undefined} />);
    await fillAndSubmit(user);
    const alert = await screen.findByTestId('add-policy-failed');
    expect(within(alert).getByText('Any wording the server chooses.')).toBeVisible();
    expect(within(alert).getByText('For help adding this policy, please contact Customer Service at 800-555-0199.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('hides Add and shows the contact message on opening when the server says adding is locked (a reload keeps the lock)', async () => {
    serve(
      { status: 200, body: { success: true, result: { added: true }, errors: [] } },
      { locked: true, remainingAttempts: 0, lockedUntil: '2026-11-27T18:00:00Z' },
    );
    renderUi(<AddPolicyDialog opened onClose={() => undefined} />);
    expect(await screen.findByText('For help adding this policy, please contact Customer Service at 800-555-0199.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(globalThis.fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/policy/add'), expect.objectContaining({ method: 'POST' }));
  });

  it('offers Add while attempts remain', async () => {
    serve({ status: 200, body: { success: true, result: { added: true }, errors: [] } }, { locked: false, remainingAttempts: 1, lockedUntil: null });
    renderUi(<AddPolicyDialog opened onClose={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Add' })).toBeVisible();
    expect(screen.queryByText(/please contact Customer Service/)).toBeNull();
  });

  it('keeps Add for a mismatch and marks the field the server names', async () => {
    serve({
      status: 422,
      body: {
        success: false,
        result: null,
        errors: ['The billing zip code does not match the policy.'],
        fieldErrors: { zip: 'Check the zip code.' },
        code: 'POLICY_DETAILS_DO_NOT_MATCH',
      },
    });
    const { user } = renderUi(<AddPolicyDialog opened onClose={() => undefined} />);
    await fillAndSubmit(user);
    expect(await screen.findByText('The billing zip code does not match the policy.')).toBeVisible();
    expect(screen.getByLabelText(/Zip/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Add' })).toBeVisible();
  });

  it('shows Policy Added Successfully! when the server adds it', async () => {
    serve({ status: 200, body: { success: true, result: { added: true }, errors: [] } });
    const { user } = renderUi(<AddPolicyDialog opened onClose={() => undefined} />);
    await fillAndSubmit(user);
    expect(await screen.findByText('Policy Added Successfully!')).toBeVisible();
  });
});
