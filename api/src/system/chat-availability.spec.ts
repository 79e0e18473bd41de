import { isChatAvailable } from './chat-availability';
import { easternClock } from './eastern-time';

const schedule = { mode: 3, startTime: '07:30', endTime: '17:30', closedWeekends: true };
const at = (iso: string) => new Date(iso);

describe('isChatAvailable', () => {
  it('offers chat at any time in mode 1 (always on)', () => {
    expect(isChatAvailable({ ...schedule, mode: 1 }, at('2026-11-22T03:00:00Z'))).toBe(true);
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
