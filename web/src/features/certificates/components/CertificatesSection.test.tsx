/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import { CertificatesSection, certificateDoneMessage } from './CertificatesSection';
import { FakeHeaders, jsonResponse as json } from '@/testing/fakeFetch';

const ok = (result: unknown) => json({ success: true, errors: [], result });

const POLICY = 'CGL7300401';
const threeRivers = {
  holderId: 'h-1',
  name: 'Three Rivers Construction Co.',
  line1: '1200 Commerce Dr',
  line2: null,
  city: 'Fort Wayne',
  stateId: 15,
  state: 'IN',
  zip: '46802',
};
const certificate = (id: string, holder: typeof threeRivers) => ({
  certificateId: id,
  policyNumber: POLICY,
  issuedOn: '2026-11-20',
  holder: { name: holder.name, line1: holder.line1, line2: holder.line2, city: holder.city, state: holder.state, zip: holder.zip },
  additionalInsured: null,
  descriptionOfOperations: null,
  printUrl: `/api/document?q=coi-${id}`,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The certificates calls of one policy; records every call with its JSON body. */
function serve(listing: { eligible: boolean; notEligibleReason: string | null; certificates: object[]; holders: object[] }) {
  globalThis.Headers ??= FakeHeaders as unknown as typeof Headers;
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    if (method === 'GET' && url.endsWith(`/api/policy/${POLICY}/certificates`)) return ok({ policyNumber: POLICY, ...listing });
    if (method === 'POST' && url.endsWith(`/api/policy/${POLICY}/certificates`)) {
      const b = JSON.parse(init!.body as string) as { holderName: string };
      return ok(certificate('c-new', { ...threeRivers, name: b.holderName }));
    }
    if (method === 'POST' && url.endsWith('/reissue')) return ok(certificate('c-again', threeRivers));
    if (method === 'DELETE' && url.includes('/certificate-holders/')) return ok(null);
    return json({ success: false, result: null, errors: ['Not found.'], code: 'NOT_FOUND' }, 404);
  }) as typeof fetch;
  return calls;
}

const eligible = { eligible: true, notEligibleReason: null, certificates: [], holders: [] };

describe(CertificatesSection.name, () => {
  describe('the success text', () => {
    it('ends with one full stop, also after a holder name that ends with one', () => {
      expect(certificateDoneMessage('issued', 'Summit Ridge General Contractors')).toBe('Certificate issued for Summit Ridge General Contractors.');
      expect(certificateDoneMessage('issued', 'Three Rivers Construction Co.')).toBe('Certificate issued for Three Rivers Construction Co.');
      expect(certificateDoneMessage('re-issued', 'Acme Inc. ')).toBe('Certificate re-issued for Acme Inc.');
    });
  });

  describe('the issue form', () => {
    it('asks for the holder, street, city, state and a 5-digit zip before sending anything', async () => {
      const calls = serve(eligible);
      const { user } = renderUi(<CertificatesSection policyNumber={POLICY} />);
      const form = await screen.findByRole('form', { name: 'Issue a certificate of insurance' });
      await user.type(within(form).getByRole('textbox', { name: /^Zip code/ }), '462');
      await user.click(within(form).getByRole('button', { name: 'Issue Certificate' }));
      expect(await within(form).findByText('Zip code must be at least 5 characters.')).toBeInTheDocument();
      expect(within(form).getByText('Choose the state.')).toBeInTheDocument();
      for (const label of ['Certificate holder', 'Street address', 'City'])
        expect(within(form).getByRole('textbox', { name: new RegExp(`^${label}`) })).toHaveAttribute('aria-invalid', 'true');
      await user.type(within(form).getByRole('textbox', { name: /^Zip code/ }), '0a');
      await user.click(within(form).getByRole('button', { name: 'Issue Certificate' }));
      expect(await within(form).findByText('The zip code must be 5 digits.')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it('sends the holder and wording only (no limits or dates) and says the certificate is issued, one full stop after "Co."', async () => {
      const calls = serve(eligible);
      const { user } = renderUi(<CertificatesSection policyNumber={POLICY} />);
      const form = await screen.findByRole('form', { name: 'Issue a certificate of insurance' });
      await user.type(within(form).getByRole('textbox', { name: /^Certificate holder/ }), 'Three Rivers Construction Co.');
      await user.type(within(form).getByRole('textbox', { name: /^Street address/ }), '1200 Commerce Dr');
      await user.type(within(form).getByRole('textbox', { name: /^City/ }), 'Fort Wayne');
      await user.click(within(form).getByRole('combobox', { name: /^State/ }));
      await user.click(await screen.findByRole('option', { name: 'Indiana', hidden: true }));
      await user.type(within(form).getByRole('textbox', { name: /^Zip code/ }), '46802');
      await user.click(within(form).getByRole('button', { name: 'Issue Certificate' }));
      expect(await within(form).findByRole('status')).toHaveTextContent(/^Certificate issued for Three Rivers Construction Co\.$/);
      const sent = calls.find((c) => c.method === 'POST')!;
      expect(sent.url).toMatch(new RegExp(`/api/policy/${POLICY}/certificates$`));
      expect(sent.body).toEqual({
        holderName: 'Three Rivers Construction Co.',
        line1: '1200 Commerce Dr',
        line2: null,
        city: 'Fort Wayne',
        stateId: expect.any(Number),
        zip: '46802',
        additionalInsured: null,
        descriptionOfOperations: null,
      });
    });

    it('a policy that cannot issue one shows why, and no form', async () => {
      serve({ eligible: false, notEligibleReason: 'A certificate of insurance can only be issued for an In-Force policy.', certificates: [], holders: [] });
      renderUi(<CertificatesSection policyNumber={POLICY} />);
      expect(await screen.findByText('A certificate of insurance can only be issued for an In-Force policy.')).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Issue a certificate of insurance' })).toBeNull();
      expect(screen.getByText('No certificates issued yet.')).toBeInTheDocument();
    });
  });

  describe('saved holders and issued certificates', () => {
    const withHistory = { eligible: true, notEligibleReason: null, certificates: [certificate('c-1', threeRivers)], holders: [threeRivers] };

    it('lists the saved holders; choosing one fills the form; Delete forgets it', async () => {
      const calls = serve(withHistory);
      const { user } = renderUi(<CertificatesSection policyNumber={POLICY} />);
      expect(await screen.findByText('Three Rivers Construction Co., 1200 Commerce Dr, Fort Wayne, IN 46802')).toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'Issue a certificate of insurance' });
      await user.click(within(form).getByRole('combobox', { name: 'Saved certificate holder' }));
      await user.click(await screen.findByRole('option', { name: 'Three Rivers Construction Co., Fort Wayne IN', hidden: true }));
      expect(within(form).getByRole('textbox', { name: /^Certificate holder/ })).toHaveValue('Three Rivers Construction Co.');
      expect(within(form).getByRole('textbox', { name: /^City/ })).toHaveValue('Fort Wayne');
      expect(within(form).getByRole('textbox', { name: /^Zip code/ })).toHaveValue('46802');
      await user.click(screen.getByRole('button', { name: 'Delete saved holder Three Rivers Construction Co.' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(`/api/policy/${POLICY}/certificate-holders/h-1`))).toBe(true));
    });

    it('re-issues a listed certificate for its holder and says so, one full stop after "Co."', async () => {
      const calls = serve(withHistory);
      const { user } = renderUi(<CertificatesSection policyNumber={POLICY} />);
      const table = await screen.findByRole('table', { name: 'Issued certificates' });
      expect(within(table).getByText('Three Rivers Construction Co.')).toBeInTheDocument();
      await user.click(within(table).getByRole('button', { name: /^Re-issue certificate for Three Rivers Construction Co\. issued/ }));
      expect(await screen.findByRole('status')).toHaveTextContent(/^Certificate re-issued for Three Rivers Construction Co\.$/);
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(`/api/policy/${POLICY}/certificates/c-1/reissue`))).toBe(true);
    });
  });
});
