/** @jest-environment jsdom */
import type { Policy, PolicyDocument } from '@portal/generated-client';
import { screen, within } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import { PolicyDocumentsTab } from './PolicyDocumentsTab';

const declaration = (printUrl: string, printDate: string, versionEffectiveDate?: string): PolicyDocument => ({
  printUrl,
  printDate,
  formNumber: 'PPA DEC',
  description: 'Declarations - Change',
  ...(versionEffectiveDate ? { versionEffectiveDate } : {}),
});

/** The parts of a Policy the Documents tab reads. */
function policyWith(declarations: PolicyDocument[]): Policy {
  return {
    policyNumber: 'PPA1000501',
    declarations,
    documents: [{ printUrl: 'form-1', printDate: '2026-06-01', formNumber: 'PP 00 01 09 18', description: 'Personal Auto Policy' }],
    futurePolicy: null,
  } as unknown as Policy;
}

const rows = () => screen.getAllByTestId('declaration');

describe('PolicyDocumentsTab declarations', () => {
  it('shows under each declarations page the date the policy version it prints took effect, beside its print date', async () => {
    const { user } = renderUi(
      <PolicyDocumentsTab policy={policyWith([declaration('dec-new', '2026-11-26', '2026-12-15'), declaration('dec-old', '2026-05-20', '2026-06-01')])} />,
    );
    await screen.findByRole('region', { name: 'Declarations' });
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('Version effective 12/15/2026')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('11/26/2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more (1)' }));
    expect(rows()).toHaveLength(2);
    expect(within(rows()[1]!).getByText('Version effective 06/01/2026')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('05/20/2026')).toBeInTheDocument();
  });

  it('shows no version line for a page the API gives no version date, nor for forms', async () => {
    renderUi(<PolicyDocumentsTab policy={policyWith([declaration('dec-1', '2026-05-20')])} />);
    await screen.findByRole('region', { name: 'Declarations' });
    expect(within(rows()[0]!).getByRole('button', { name: 'Declarations - Change' })).toBeInTheDocument();
    expect(screen.queryByText(/Version effective/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Personal Auto Policy' })).toBeInTheDocument();
  });
});
