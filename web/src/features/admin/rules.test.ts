import {
  ADMIN_TEXT,
  auditFiltersFrom,
  canSearch,
  hasActiveUsers,
  checkAdminEmail,
  checkAdminEmailChange,
  checkAdminPolicyNumber,
  checkChatSchedule,
  checkDeclineMessage,
  checkSystemInfoMessage,
  formatEastern,
  fromEasternInput,
  pageCount,
  toEasternInput,
} from './rules';
import { parseAdminSearch } from './search';

describe('admin rules', () => {
  describe('member search', () => {
    it('disables the search button while the criteria are empty or only spaces', () => {
      expect(canSearch('')).toBe(false);
      expect(canSearch('   ')).toBe(false);
      expect(canSearch('ben')).toBe(true);
    });
    it('shows 10 members a page: 21 results are 3 pages, none is one page', () => {
      expect(pageCount(21, 10)).toBe(3);
      expect(pageCount(10, 10)).toBe(1);
      expect(pageCount(0, 10)).toBe(1);
    });
  });

  describe('add policy to user', () => {
    it('requires a policy number longer than 3 characters', () => {
      expect(checkAdminPolicyNumber('PPA')).toMatch(/longer than 3/);
      expect(checkAdminPolicyNumber(' PPA ')).toMatch(/longer than 3/);
      expect(checkAdminPolicyNumber('PPA1')).toBeNull();
      expect(checkAdminPolicyNumber('')).toMatch(/Enter/);
    });
  });

  describe('change email', () => {
    it('requires a new email with an @ and a dot', () => {
      expect(checkAdminEmailChange('a@b.com', '', '').newEmail).toBe('Enter the new email address.');
      expect(checkAdminEmailChange('a@b.com', 'new@example', 'new@example').newEmail).toBe('Enter a valid email address, such as name@example.com.');
      expect(checkAdminEmailChange('a@b.com', 'newexample.com', 'newexample.com').newEmail).toBe('Enter a valid email address, such as name@example.com.');
    });
    it('requires the new email to differ from the old one (any case)', () => {
      expect(checkAdminEmailChange('A@b.com', 'a@B.com', 'a@B.com').newEmail).toMatch(/differ/);
    });
    it('requires the confirmation to match', () => {
      expect(checkAdminEmailChange('a@b.com', 'c@d.com', 'c@d.co')).toEqual({ confirmEmail: 'The email addresses do not match.' });
      expect(checkAdminEmailChange('a@b.com', 'c@d.com', 'c@d.com')).toEqual({});
    });
    it('says the failure with the server message after the spec text', () => {
      expect(ADMIN_TEXT.emailChangeFailed('Taken')).toBe('Failed to send Email Address change confirmation email - Taken');
    });
  });

  it('create admin user needs an email address', () => {
    expect(checkAdminEmail('')).toMatch(/Enter/);
    expect(checkAdminEmail('staff')).toMatch(/valid/);
    expect(checkAdminEmail('staff@example.com')).toBeNull();
  });

  describe('declining a staff verification', () => {
    it('requires a message', () => {
      expect(checkDeclineMessage('  ')).toMatch(/Enter a message/);
    });
    it('refuses a message holding an email address or a phone number', () => {
      expect(checkDeclineMessage('Write to jo@example.com')).toMatch(/email/);
      expect(checkDeclineMessage('Call us on 317-555-0142')).toMatch(/phone/);
      expect(checkDeclineMessage('Call (317) 555 0142')).toMatch(/phone/);
    });
    it('accepts a plain message', () => {
      expect(checkDeclineMessage('We could not match the details to the policy. Please call customer service.')).toBeNull();
    });
  });

  describe('US Eastern times', () => {
    it('shows a UTC instant in Eastern standard time in winter', () => {
      expect(formatEastern('2026-01-15T17:05:00Z')).toBe('01/15/2026 12:05 PM ET');
    });
    it('shows a UTC instant in Eastern daylight time in summer', () => {
      expect(formatEastern('2026-07-15T17:05:00Z')).toBe('07/15/2026 1:05 PM ET');
    });
    it('reads a typed date and time as Eastern wall time and back', () => {
      expect(fromEasternInput('2026-07-15T13:05')).toBe('2026-07-15T17:05:00.000Z');
      expect(fromEasternInput('2026-01-15T13:05')).toBe('2026-01-15T18:05:00.000Z');
      expect(toEasternInput('2026-01-15T18:05:00.000Z')).toBe('2026-01-15T13:05');
      expect(fromEasternInput('')).toBeNull();
    });
  });

  describe('system info message form', () => {
    it('requires a message and a start; the end is optional but after the start', () => {
      expect(checkSystemInfoMessage({ message: '', start: '', end: '' })).toEqual({ message: 'Enter the message.', start: 'Enter the start date and time.' });
      expect(checkSystemInfoMessage({ message: 'Down', start: '2026-01-02T10:00', end: '' })).toEqual({});
      expect(checkSystemInfoMessage({ message: 'Down', start: '2026-01-02T10:00', end: '2026-01-02T09:00' }).end).toMatch(/after/);
    });
  });

  describe('chat schedule', () => {
    it('with the schedule, the end time comes after the start time', () => {
      expect(checkChatSchedule({ mode: 3, startTime: '17:30', endTime: '07:30' }).endTime).toMatch(/after/);
      expect(checkChatSchedule({ mode: 3, startTime: '07:30', endTime: '17:30' })).toEqual({});
    });
    it('always on or off does not judge the window, but the times must be times', () => {
      expect(checkChatSchedule({ mode: 1, startTime: '17:30', endTime: '07:30' })).toEqual({});
      expect(checkChatSchedule({ mode: 2, startTime: '7', endTime: '' })).toEqual({ startTime: 'Enter the start time.', endTime: 'Enter the end time.' });
    });
  });

  it('audit filters leave out empty ones and read dates as whole Eastern days', () => {
    expect(auditFiltersFrom({ action: ' ', actor: 'admin', target: '', outcome: '', from: '2026-01-15', to: '2026-01-15' })).toEqual({
      action: undefined,
      actor: 'admin',
      target: undefined,
      outcome: undefined,
      from: '2026-01-15T05:00:00.000Z',
      to: '2026-01-16T05:00:00.000Z',
    });
    expect(auditFiltersFrom({ action: '', actor: '', target: '', outcome: 'refused', from: '', to: '' }).outcome).toBe('refused');
  });

  it('the open section lives in ?section=, Member Accounts left out', () => {
    expect(parseAdminSearch({ section: 'audit' })).toEqual({ section: 'audit' });
    expect(parseAdminSearch({ section: 'members' })).toEqual({});
    expect(parseAdminSearch({ section: '../x' })).toEqual({});
  });
});

describe('advertisement rules', () => {
  it('advertisement save requires a non-empty header and body', () => {
    const { checkAdvertisement } = jest.requireActual<typeof import('./rules')>('./rules');
    expect(checkAdvertisement({ header: ' ', bodyHtml: '<p> </p>', activeOn: '2026-01-02' })).toEqual({
      header: 'Enter the header.',
      bodyHtml: 'Enter the body.',
    });
    expect(checkAdvertisement({ header: 'Save', bodyHtml: '<p>Bundle and save</p>', activeOn: '2026-01-02' })).toEqual({});
    expect(checkAdvertisement({ header: 'Save', bodyHtml: '<img src="a.png" alt="">', activeOn: '' })).toEqual({ activeOn: 'Enter the active date.' });
  });
});

describe('active users export', () => {
  it("'No active users' when activeUsers.csv has the header row only", () => {
    expect(hasActiveUsers('userName,email,name,lastLogin,emailConfirmed,deliveryEnabled\n')).toBe(false);
    expect(hasActiveUsers('userName,email\na@example.com,a@example.com\n')).toBe(true);
  });
});
