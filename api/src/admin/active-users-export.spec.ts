import { activeUserRecord, activeUsersHeader, easternMidnight } from './active-users-export';

describe('activeUsers.csv rules', () => {
  it('a date counts from midnight US Eastern, standard or daylight time', () => {
    expect(easternMidnight('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(easternMidnight('2026-07-04').toISOString()).toBe('2026-07-04T04:00:00.000Z');
    expect(easternMidnight('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z'); // DST begins at 2 am
  });

  it('policies are flattened to policyNumberN and policyNumberNStatus, padded to the widest row, History shown as Cancelled', () => {
    expect(activeUsersHeader(2).slice(6)).toEqual(['policyNumber1', 'policyNumber1Status', 'policyNumber2', 'policyNumber2Status']);
    const record = activeUserRecord(
      {
        id: 'x',
        username: 'a@example.com',
        email: 'a@example.com',
        display_name: 'A B',
        last_login: '2026-01-15T12:00:00Z',
        email_confirmed: true,
        is_delivery: false,
        policies: [{ policyNumber: 'PPA1000101', status: 'History' }],
      },
      2,
    );
    expect(record).toEqual(['a@example.com', 'a@example.com', 'A B', '2026-01-15T12:00:00.000Z', 'true', 'false', 'PPA1000101', 'Cancelled', '', '']);
  });
});
