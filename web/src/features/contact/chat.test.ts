import { isChatAvailable } from './chat';

const schedule = { mode: 3 as const, startTime: '07:30', endTime: '17:30', closedWeekends: true };

describe('chat availability', () => {
  it('is always on in mode 1 and always off in mode 2', () => {
    const sundayNight = new Date('2025-01-05T08:00:00Z');
    expect(isChatAvailable({ ...schedule, mode: 1 }, sundayNight)).toBe(true);
    expect(isChatAvailable({ ...schedule, mode: 2 }, new Date('2025-01-08T15:00:00Z'))).toBe(false);
  });
  it('in mode 3 opens at the start time and closes at the end time, Eastern (winter, UTC-5)', () => {
    // Wednesday 8 January 2025
    expect(isChatAvailable(schedule, new Date('2025-01-08T12:29:00Z'))).toBe(false); // 07:29
    expect(isChatAvailable(schedule, new Date('2025-01-08T12:30:00Z'))).toBe(true); // 07:30
    expect(isChatAvailable(schedule, new Date('2025-01-08T22:29:00Z'))).toBe(true); // 17:29
    expect(isChatAvailable(schedule, new Date('2025-01-08T22:30:00Z'))).toBe(false); // 17:30
  });
  it('follows daylight saving time (summer, UTC-4)', () => {
    // Wednesday 9 July 2025
    expect(isChatAvailable(schedule, new Date('2025-07-09T11:29:00Z'))).toBe(false); // 07:29 EDT
    expect(isChatAvailable(schedule, new Date('2025-07-09T11:30:00Z'))).toBe(true); // 07:30 EDT
    expect(isChatAvailable(schedule, new Date('2025-07-09T21:30:00Z'))).toBe(false); // 17:30 EDT
  });
  it('is closed at weekends only when closedWeekends is set', () => {
    const saturdayNoon = new Date('2025-01-11T17:00:00Z');
    const sundayNoon = new Date('2025-01-12T17:00:00Z');
    expect(isChatAvailable(schedule, saturdayNoon)).toBe(false);
    expect(isChatAvailable(schedule, sundayNoon)).toBe(false);
    expect(isChatAvailable({ ...schedule, closedWeekends: false }, saturdayNoon)).toBe(true);
  });
  it('uses the Eastern day, not the UTC day (Friday 23:00 Eastern is Saturday in UTC)', () => {
    expect(isChatAvailable({ ...schedule, startTime: '00:00', endTime: '23:59' }, new Date('2025-01-11T04:00:00Z'))).toBe(true);
  });
});
