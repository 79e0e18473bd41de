import { fileProblem, importCounts, importPercent, IMPORT_MAX_BYTES } from './rules';

const run = {
  id: 'r',
  fileName: 'u.csv',
  status: 'running' as const,
  createdAt: '',
  finishedAt: null,
  total: 10,
  scheduled: 0,
  enqueued: 4,
  processing: 2,
  succeeded: 3,
  failed: 1,
};

describe('user import rules', () => {
  it('asks for a file before uploading', () => {
    expect(fileProblem(null)).toBe('Choose a CSV file of users to import.');
  });
  it('refuses a file that is not .csv or .txt before uploading', () => {
    expect(fileProblem({ name: 'users.xlsx', size: 10 })).toMatch(/^The file is not a CSV file/);
    expect(fileProblem({ name: 'USERS.CSV', size: 10 })).toBeNull();
  });
  it('refuses an empty file and one over 20,000,000 bytes (the API limit), and takes one at the limit', () => {
    expect(fileProblem({ name: 'u.csv', size: 0 })).toBe('The file is empty.');
    expect(fileProblem({ name: 'u.csv', size: IMPORT_MAX_BYTES + 1 })).toMatch(/larger than 20,000,000 bytes/);
    expect(fileProblem({ name: 'u.csv', size: IMPORT_MAX_BYTES })).toBeNull();
  });
  it('counts succeeded and failed rows as handled', () => {
    expect(importPercent(run)).toBe(40);
    expect(importPercent({ total: 0, succeeded: 0, failed: 0 })).toBe(100);
  });
  it('shows the spec counts scheduled, enqueued, processing, succeeded, then failed and total', () => {
    expect(importCounts(run).map((c) => `${c.label} ${c.value}`)).toEqual(['Scheduled 0', 'Enqueued 4', 'Processing 2', 'Succeeded 3', 'Failed 1', 'Total 10']);
  });
});
