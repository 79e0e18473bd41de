import { memberSearchPatterns } from './member-search';

describe('member search patterns (issue 15: part of a name, email, username or policy number)', () => {
  it('matches a part of each column from 3 characters, lower-casing name and login and upper-casing the policy number', () => {
    expect(memberSearchPatterns('  Carter ')).toEqual({ name: '%carter%', login: '%carter%', policy: '%CARTER%' });
  });

  it('matches the start of each column for 1-2 characters (a trigram index cannot serve them)', () => {
    expect(memberSearchPatterns('Jo')).toEqual({ name: 'jo%', login: 'jo%', policy: 'JO%' });
  });

  it('matches the start of email and username when the criteria hold an @, the rest as parts', () => {
    expect(memberSearchPatterns('Member7@Scale')).toEqual({ name: '%member7@scale%', login: 'member7@scale%', policy: '%MEMBER7@SCALE%' });
  });

  it('takes %, _ and \\ literally', () => {
    expect(memberSearchPatterns('a_%\\b')).toEqual({ name: '%a\\_\\%\\\\b%', login: '%a\\_\\%\\\\b%', policy: '%A\\_\\%\\\\B%' });
  });
});
