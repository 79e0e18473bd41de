import { providerFailureLines, submitFailure, summarizeResult } from './result';

describe('payment result (doc 2 §4, §8)', () => {
  it('all approved: Success! with a confirmation line per account or policy', () => {
    const out = summarizeResult([
      { policyNumber: 'PPA1000101', confirmationNumber: 'C-1', success: true },
      { policyNumber: 'FAR3000301', accountNumber: '7700412835', confirmationNumber: 'C-2', success: true },
    ]);
    expect(out).toEqual({
      title: 'Success!',
      failed: false,
      partialMessage: null,
      lines: ['Confirmation (PPA1000101): C-1', 'Confirmation (7700412835): C-2'],
      providerLines: [],
    });
  });

  it('partial failure: One or more payments failed!, the error on its line', () => {
    const out = summarizeResult([
      { policyNumber: 'PPA1000101', confirmationNumber: 'C-1', success: true },
      { policyNumber: 'HOM2000201', success: false, error: 'Card declined', statusDescriptions: ['05: Do not honor'] },
    ]);
    expect(out.providerLines).toEqual(['05 - Do not honor']);
    expect(out.partialMessage).toBe('One or more payments failed!');
    expect(out.lines[1]).toBe('Confirmation (HOM2000201): Card declined');
  });

  it('a pending line says so', () => {
    expect(summarizeResult([{ policyNumber: 'PPA1000101', success: true, pending: true, confirmationNumber: null }]).lines).toEqual([
      'Confirmation (PPA1000101): Pending',
    ]);
  });

  it('total failure: red Failed!', () => {
    expect(summarizeResult([{ policyNumber: 'PPA1000101', success: false, error: 'x' }])).toMatchObject({ title: 'Failed!', failed: true });
    expect(submitFailure('Network down')).toMatchObject({ title: 'Failed!', lines: ['Error: Network down'] });
  });

  it('provider descriptions show colons as " - "', () => {
    expect(providerFailureLines(['DECLINED: Do not honor'])).toEqual(['DECLINED - Do not honor']);
  });
});
