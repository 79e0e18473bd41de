/** The zone the insurer's office hours and calendar days are kept in (doc 1 §9: US Eastern). */
export const OFFICE_TIME_ZONE = 'America/New_York';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

export interface EasternClock {
  /** 'YYYY-MM-DD' in US Eastern. */
  date: string;
  /** Minutes since Eastern midnight (0..1439). */
  minuteOfDay: number;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Reads a moment on the office's wall clock; Intl applies daylight saving time. */
export function easternClock(now: Date): EasternClock {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    minuteOfDay: Number(p.hour) * 60 + Number(p.minute),
    weekday: WEEKDAYS.indexOf(p.weekday),
  };
}
