import type { ChatOptions } from '@portal/generated-client';

/** The chat schedule is kept in US Eastern time (doc 1 §3 Chat options, §9). */
export const CHAT_TIME_ZONE = 'America/New_York';

/** The message when chat is off (doc 1 §2 Contact dialog, §8). */
export const CHAT_UNAVAILABLE = "We're sorry. Chat is not available at this time.";

const eastern = new Intl.DateTimeFormat('en-US', {
  timeZone: CHAT_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Weekday and minutes since midnight of `now` on an Eastern wall clock (DST included). */
export function easternClock(now: Date): { weekday: string; minutes: number } {
  const parts = Object.fromEntries(eastern.formatToParts(now).map((part) => [part.type, part.value]));
  return { weekday: parts.weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Doc 1 §4 Chat availability: mode 1 on, mode 2 off, mode 3 on only from startTime (inclusive)
 * to endTime (exclusive) Eastern on the current day, and never on Saturday or Sunday when
 * closedWeekends is set.
 */
export function isChatAvailable(options: Pick<ChatOptions, 'mode' | 'startTime' | 'endTime' | 'closedWeekends'>, now: Date): boolean {
  if (options.mode === 1) return true;
  if (options.mode !== 3) return false;
  const { weekday, minutes } = easternClock(now);
  if (options.closedWeekends && (weekday === 'Sat' || weekday === 'Sun')) return false;
  return minutes >= minutesOf(options.startTime) && minutes < minutesOf(options.endTime);
}
