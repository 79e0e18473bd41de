/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import { AdminClaims } from './AdminClaims';
import { FakeHeaders, jsonResponse as json } from '@/testing/fakeFetch';

const FILE_ID = '0b7c6f8e-2d4a-4f1b-9c3e-5a6d7e8f9a0b';
const STAFF_PATH = `/api/admin/claims/1005120/documents/${FILE_ID}`;

/** A claim as getAdminClaim answers it: one file, sent for the requested roofer invoice, whose downloadPath is the staff call. */
const claim = {
  claimNumber: '1005120',
  policyNumber: 'HOM2000101',
  type: 'Property',
  lossDate: '2026-10-02',
  status: 'Open',
  isOpen: true,
  description: null,
  adjuster: { name: 'Denise Park', phone: '3175550111', email: 'denise.park@harbormutual.test' },
  timeline: [],
  checklist: [{ itemId: 'item-1', label: 'Roofer invoice', requestedAt: '2026-11-01T10:00:00.000Z', receivedAt: '2026-11-02T10:00:00.000Z' }],
  files: [
    {
      fileId: FILE_ID,
      fileName: 'roofer-invoice.pdf',
      contentType: 'application/pdf',
      size: 2048,
      addedAt: '2026-11-02T10:00:00.000Z',
      requestedItemId: 'item-1',
      downloadPath: STAFF_PATH,
    },
  ],
  filesTotalBytes: 2048,
  maxFilesTotalBytes: 100_000_000,
  fileRules: { maxFileBytes: 10_485_760, maxTotalBytes: 20_971_520, maxFiles: 10, acceptedTypes: ['application/pdf'] },
};

function serve(downloadStatus = 200) {
  globalThis.Headers ??= FakeHeaders as unknown as typeof Headers;
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    if (url.endsWith('/api/admin/claims/1005120')) return json({ success: true, errors: [], result: claim });
    if (url === STAFF_PATH) return { ok: downloadStatus === 200, status: downloadStatus, blob: async () => new Blob(['%PDF-1.4']) } as unknown as Response;
    return json({ success: false, result: null, errors: ['Not found.'], code: 'CLAIM_NOT_FOUND' }, 404);
  }) as typeof fetch;
  return calls;
}

describe('AdminClaims: the claim’s files', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:claim-file');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const findClaim = async () => {
    const ui = renderUi(<AdminClaims />);
    await ui.user.type(await screen.findByLabelText('Claim number'), '1005120');
    await ui.user.click(screen.getByRole('button', { name: 'Find claim' }));
    return ui;
  };

  it('lists each file with its size, date and the requested item it answers, and downloads it through the staff call its downloadPath names', async () => {
    const calls = serve();
    const { user } = await findClaim();
    const files = await screen.findByRole('region', { name: 'Files' });
    const row = within(files).getByTestId('admin-claim-file');
    expect(row).toHaveTextContent('roofer-invoice.pdf');
    expect(row).toHaveTextContent('2 KB');
    expect(row).toHaveTextContent('for Roofer invoice');
    await user.click(within(files).getByRole('button', { name: 'Download roofer-invoice.pdf' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:claim-file', download: 'roofer-invoice.pdf' }]));
    expect(calls).toContain(STAFF_PATH);
    expect(calls.some((c) => c.startsWith('/api/claim/'))).toBe(false);
  });

  it('Find claim on the claim shown reloads it (staff come back for what the customer sent since)', async () => {
    const calls = serve();
    const { user } = await findClaim();
    await screen.findByRole('region', { name: 'Files' });
    await user.click(screen.getByRole('button', { name: 'Find claim' }));
    await waitFor(() => expect(calls.filter((c) => c.endsWith('/api/admin/claims/1005120'))).toHaveLength(2));
  });

  it('says so when the download is refused, and saves nothing', async () => {
    serve(404);
    const { user } = await findClaim();
    await user.click(await screen.findByRole('button', { name: 'Download roofer-invoice.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
    expect(saved).toEqual([]);
  });
});
