import { decideChat, isChatAvailable, nextChatChange } from './chat-availability';
import { easternClock } from './eastern-time';

const schedule = { mode: 3, startTime: '07:30', endTime: '17:30', closedWeekends: true };
const at = (iso: string) => new Date(iso);

// The one implementation of doc 1 §4 Chat availability: the web shows GET /api/contact's answer,
// and the cases its own copy tested (edges in standard and daylight time, weekends with and
// without closedWeekends, the Eastern rather than the UTC day) are here, each once.

describe('isChatAvailable', () => {
  it('offers chat at any time in mode 1 (always on)', () => {
    expect(isChatAvailable({ ...schedule, mode: 1 }, at('2026-11-22T03:00:00Z'))).toBe(true);
  });

  it('never offers chat in an unknown mode', () => {
    expect(isChatAvailable({ ...schedule, mode: 4 }, at('2026-11-18T15:00:00Z'))).toBe(false);
    expect(isChatAvailable({ ...schedule, mode: 0 }, at('2026-11-18T15:00:00Z'))).toBe(false);
  });

  it('never offers chat in mode 2 (always off)', () => {
    expect(isChatAvailable({ ...schedule, mode: 2 }, at('2026-11-18T15:00:00Z'))).toBe(false);
  });

  describe('mode 3 (schedule, US Eastern)', () => {
    // Wednesday 18 November 2026 is in standard time: Eastern = UTC-5.
    it('opens at the start time, not a minute before (standard time)', () => {
      expect(isChatAvailable(schedule, at('2026-11-18T12:29:00Z'))).toBe(false); // 07:29 EST
      expect(isChatAvailable(schedule, at('2026-11-18T12:30:00Z'))).toBe(true); // 07:30 EST
    });

    it('closes at the end time, open the minute before (standard time)', () => {
      expect(isChatAvailable(schedule, at('2026-11-18T22:29:00Z'))).toBe(true); // 17:29 EST
      expect(isChatAvailable(schedule, at('2026-11-18T22:30:00Z'))).toBe(false); // 17:30 EST
    });

    // Wednesday 15 July 2026 is in daylight time: Eastern = UTC-4.
    it('follows daylight saving time at both edges', () => {
      expect(isChatAvailable(schedule, at('2026-07-15T11:29:00Z'))).toBe(false); // 07:29 EDT
      expect(isChatAvailable(schedule, at('2026-07-15T11:30:00Z'))).toBe(true); // 07:30 EDT
      expect(isChatAvailable(schedule, at('2026-07-15T21:29:00Z'))).toBe(true); // 17:29 EDT
      expect(isChatAvailable(schedule, at('2026-07-15T21:30:00Z'))).toBe(false); // 17:30 EDT
    });

    it('uses the Eastern day on the days the clocks change', () => {
      // Monday 9 March 2026, the day after clocks went forward: 07:30 EDT = 11:30 UTC.
      expect(isChatAvailable(schedule, at('2026-03-09T11:30:00Z'))).toBe(true);
      expect(isChatAvailable(schedule, at('2026-03-09T11:29:00Z'))).toBe(false);
      // Monday 2 November 2026, the day after clocks went back: 07:30 EST = 12:30 UTC.
      expect(isChatAvailable(schedule, at('2026-11-02T12:29:00Z'))).toBe(false);
      expect(isChatAvailable(schedule, at('2026-11-02T12:30:00Z'))).toBe(true);
    });

    it('is closed on Saturday and Sunday when closedWeekends is set', () => {
      expect(isChatAvailable(schedule, at('2026-11-21T15:00:00Z'))).toBe(false); // Sat 10:00 EST
      expect(isChatAvailable(schedule, at('2026-11-22T15:00:00Z'))).toBe(false); // Sun 10:00 EST
    });

    it('is open at weekends within the hours when closedWeekends is not set', () => {
      expect(isChatAvailable({ ...schedule, closedWeekends: false }, at('2026-11-21T15:00:00Z'))).toBe(true);
    });

    it('takes the weekday from the Eastern calendar, not UTC', () => {
      // Saturday 01:00 UTC is Friday 20:00 EST: a weekday, but after hours.
      expect(easternClock(at('2026-11-21T01:00:00Z')).weekday).toBe(5);
      // With hours to 23:00, Friday 20:00 EST is open.
      expect(isChatAvailable({ ...schedule, endTime: '23:00' }, at('2026-11-21T01:00:00Z'))).toBe(true);
    });
  });
});

describe('nextChatChange', () => {
  const iso = (d: Date | null) => d?.toISOString() ?? null;

  it('is the end time today while open, and the start time while before the hours', () => {
    expect(iso(nextChatChange(schedule, at('2026-11-18T15:00:00Z')))).toBe('2026-11-18T22:30:00.000Z'); // Wed 10:00 EST -> 17:30 EST
    expect(iso(nextChatChange(schedule, at('2026-11-18T12:29:00Z')))).toBe('2026-11-18T12:30:00.000Z'); // 07:29 -> 07:30
  });

  it('counts the end time itself as closed: at 17:30 the next change is tomorrow at 07:30', () => {
    expect(iso(nextChatChange(schedule, at('2026-11-18T22:30:00Z')))).toBe('2026-11-19T12:30:00.000Z');
  });

  it('skips the weekend when closedWeekends is set: Friday evening opens again on Monday', () => {
    expect(iso(nextChatChange(schedule, at('2026-11-20T23:00:00Z')))).toBe('2026-11-23T12:30:00.000Z'); // Fri 18:00 EST -> Mon 07:30 EST
    expect(iso(nextChatChange({ ...schedule, closedWeekends: false }, at('2026-11-20T23:00:00Z')))).toBe('2026-11-21T12:30:00.000Z'); // -> Sat 07:30
  });

  it('crosses a daylight saving change: the weekend the clocks go forward opens at 07:30 EDT (11:30 UTC)', () => {
    // Friday 6 March 2026 18:00 EST; clocks go forward on Sunday 8 March.
    expect(iso(nextChatChange(schedule, at('2026-03-06T23:00:00Z')))).toBe('2026-03-09T11:30:00.000Z');
    // Friday 30 October 2026 18:00 EDT; clocks go back on Sunday 1 November: Monday opens at 07:30 EST.
    expect(iso(nextChatChange(schedule, at('2026-10-30T22:00:00Z')))).toBe('2026-11-02T12:30:00.000Z');
  });

  it('opens when the clocks jump to 03:00 on the day they go forward, for a start time in the skipped hour', () => {
    // Sunday 8 March 2026: at 07:00 UTC the clocks go from 01:59 EST to 03:00 EDT; 02:30 is never read.
    const skipped = { ...schedule, startTime: '02:30', endTime: '17:00', closedWeekends: false };
    expect(iso(nextChatChange(skipped, at('2026-03-08T05:00:00Z')))).toBe('2026-03-08T07:00:00.000Z'); // 00:00 EST -> 03:00 EDT
    expect(isChatAvailable(skipped, at('2026-03-08T06:59:00Z'))).toBe(false);
    expect(isChatAvailable(skipped, at('2026-03-08T07:00:00Z'))).toBe(true);
    // Starting at 03:00 EDT itself: the same instant.
    expect(iso(nextChatChange({ ...skipped, startTime: '03:00' }, at('2026-03-08T05:00:00Z')))).toBe('2026-03-08T07:00:00.000Z');
  });

  it('opens at the first of the two readings of a start time in the hour repeated on the day the clocks go back', () => {
    // Sunday 1 November 2026: 01:30 is read at 05:30 UTC (EDT) and again at 06:30 UTC (EST).
    const repeated = { ...schedule, startTime: '01:30', endTime: '17:00', closedWeekends: false };
    expect(iso(nextChatChange(repeated, at('2026-11-01T04:00:00Z')))).toBe('2026-11-01T05:30:00.000Z'); // 00:00 EDT -> 01:30 EDT
    expect(isChatAvailable(repeated, at('2026-11-01T05:29:00Z'))).toBe(false);
    expect(isChatAvailable(repeated, at('2026-11-01T05:30:00Z'))).toBe(true);
    // A start time after the repeated hour is read once, in standard time: 02:30 EST is 07:30 UTC.
    expect(iso(nextChatChange({ ...repeated, startTime: '02:30' }, at('2026-11-01T04:00:00Z')))).toBe('2026-11-01T07:30:00.000Z');
  });

  it('crosses a month and a year end: New Year’s Eve evening opens again on 1 January at 07:30, and the last day of a 30-day month opens on the 1st', () => {
    expect(iso(nextChatChange(schedule, at('2026-12-31T23:00:00Z')))).toBe('2027-01-01T12:30:00.000Z'); // Thu 18:00 EST -> Fri 07:30 EST
    expect(iso(nextChatChange(schedule, at('2026-09-30T22:00:00Z')))).toBe('2026-10-01T11:30:00.000Z'); // Wed 18:00 EDT -> Thu 07:30 EDT
  });

  it('is null when the answer never changes by itself: modes 1 and 2, or hours that never open', () => {
    expect(nextChatChange({ ...schedule, mode: 1 }, at('2026-11-18T15:00:00Z'))).toBeNull();
    expect(nextChatChange({ ...schedule, mode: 2 }, at('2026-11-18T15:00:00Z'))).toBeNull();
    expect(nextChatChange({ ...schedule, startTime: '09:00', endTime: '09:00' }, at('2026-11-18T15:00:00Z'))).toBeNull();
  });
});

describe('decideChat', () => {
  const chatUrl = 'https://chat.harbormutual.test/start';

  it('offers chat with its address while the schedule is open and a chat client is configured', () => {
    expect(decideChat({ ...schedule, chatUrl }, at('2026-11-18T15:00:00Z'))).toEqual({
      available: true,
      chatUrl,
      nextChangeAt: at('2026-11-18T22:30:00Z'),
    });
  });

  it('gives no address outside the hours, and says when chat opens', () => {
    expect(decideChat({ ...schedule, chatUrl }, at('2026-11-21T15:00:00Z'))).toEqual({
      available: false,
      chatUrl: null,
      nextChangeAt: at('2026-11-23T12:30:00Z'),
    });
  });

  it('never offers chat without a chat client, even in mode 1 (no dead Start Chat button)', () => {
    expect(decideChat({ ...schedule, mode: 1, chatUrl: null }, at('2026-11-18T15:00:00Z'))).toEqual({ available: false, chatUrl: null, nextChangeAt: null });
  });
});
