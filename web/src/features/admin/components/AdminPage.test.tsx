/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import { ADMIN_SECTIONS, parseAdminSearch } from '../search';
import { AdminPage } from './AdminPage';
import { FakeHeaders } from '@/testing/fakeFetch';

/** One member's records differ; the log file list is empty. Records the paths called. */
function serve() {
  const calls: string[] = [];
  globalThis.Headers ??= FakeHeaders as unknown as typeof Headers;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(new URL(url, 'http://localhost').pathname);
    const result = url.includes('getEDeliveryDiscrepancies')
      ? {
          items: [
            {
              userId: 'u1',
              userName: 'grace@example.com',
              email: 'grace@example.com',
              name: 'Grace Holloway',
              portalDelivery: true,
              policies: [{ policyNumber: 'HOM2000101', coreDelivery: false }],
            },
          ],
          page: 1,
          pageSize: 50,
          total: 1,
        }
      : [];
    return {
      ok: true,
      status: 200,
      statusText: '',
      headers: new FakeHeaders({ 'Content-Type': 'application/json' }),
      json: async () => ({ success: true, errors: [], result }),
      text: async () => JSON.stringify({ success: true, errors: [], result }),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

describe('AdminPage sections', () => {
  it("has doc 4's sections in its order, Admin OneTime Use between System Toggles and Data, then Audit and Claims", async () => {
    serve();
    renderUi(<AdminPage section="onetime" onSection={() => undefined} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Member Accounts',
      'Staff Verification',
      'Admin Settings',
      'Chat Management',
      'Advertisements',
      'System Toggles',
      'Admin OneTime Use',
      'Data',
      'Audit',
      'Claims',
    ]);
    expect(parseAdminSearch({ section: 'onetime' })).toEqual({ section: 'onetime' });
    expect(ADMIN_SECTIONS).toContain('onetime');
  });

  it('Admin OneTime Use holds the one-off e-delivery repair: the bulk sync and the members whose records differ', async () => {
    const calls = serve();
    renderUi(<AdminPage section="onetime" onSection={() => undefined} />);
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Admin OneTime Use' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Bulk Update E-Delivery' })).toBeInTheDocument();
    expect(await within(panel).findByText('Grace Holloway')).toBeInTheDocument();
    expect(calls).toContain('/api/admin/getEDeliveryDiscrepancies');
  });

  it('Data no longer carries the e-delivery repair', async () => {
    serve();
    renderUi(<AdminPage section="data" onSection={() => undefined} />);
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('button', { name: 'Download Active Users' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Bulk Update E-Delivery' })).toBeNull();
  });
});
