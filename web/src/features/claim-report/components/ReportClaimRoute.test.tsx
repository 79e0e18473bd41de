/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import type { ClaimFormData, ClaimReportGateway } from '../gateway';
import { FETCH_FAILURE_TEXT } from './dialogs';
import { ReportClaimRoute } from './ReportClaimRoute';

const DATA: ClaimFormData = {
  policies: [],
  catalog: {
    fnolTypes: [],
    lossTypes: [],
    waterDamageTypes: [],
    otherDamageTypes: [],
    severities: [],
    fileRules: { maxFileBytes: 1, maxTotalBytes: 1, maxFiles: 1 },
  },
  profile: { email: '', cellPhone: '', name: '' },
};

describe('ReportClaimRoute', () => {
  it('shows the policy-fetch failure dialog, and Retry loads the form', async () => {
    let calls = 0;
    const gateway: ClaimReportGateway = {
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return DATA;
      },
      lookupZip: async () => null,
      submit: async () => ({ claimNumber: 'C0000001' }),
      sendErrorEmail: async () => undefined,
      sendDebugEmail: async () => undefined,
    };
    const { user } = renderUi(<ReportClaimRoute gateway={gateway} />);
    const dialog = await screen.findByRole('dialog', { name: 'Report Claim' });
    expect(dialog).toHaveTextContent(FETCH_FAILURE_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Report Claim' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
