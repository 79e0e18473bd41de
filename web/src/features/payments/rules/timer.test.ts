import { SESSION_MS, formatTimeLeft, sessionDeadline, timeLeftMs } from './timer';

describe('card session timer (doc 2 §4)', () => {
  it('ends 10 minutes after the earliest issuedOn', () => {
    expect(sessionDeadline(['2026-11-25T21:05:00Z', '2026-11-25T21:00:00Z'])).toBe(Date.parse('2026-11-25T21:10:00Z'));
    expect(SESSION_MS).toBe(600000);
  });

  it('has no deadline before a session exists', () => {
    expect(sessionDeadline([])).toBeNull();
  });

  it('shows minutes:seconds and never goes below 0:00', () => {
    expect(formatTimeLeft(600000)).toBe('10:00');
    expect(formatTimeLeft(65000)).toBe('1:05');
    expect(formatTimeLeft(400)).toBe('0:01');
    expect(formatTimeLeft(timeLeftMs(1000, 5000))).toBe('0:00');
  });
});
