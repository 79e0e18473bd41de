import { easternClock } from './eastern-time';

export interface ChatSchedule {
  mode: number;
  startTime: string;
  endTime: string;
  closedWeekends: boolean;
}

/** The server's answer to "is chat offered now?", as GET /api/contact sends it (schema ChatAvailability). */
export interface ChatDecision {
  available: boolean;
  chatUrl: string | null;
  nextChangeAt: Date | null;
}

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/**
 * Whether live chat is offered at `now` (doc 1 §4 Chat availability): mode 1 always, mode 2
 * never, mode 3 from startTime (inclusive) to endTime (exclusive) on the US Eastern wall clock,
 * and not on Saturday or Sunday when closedWeekends is set. The one implementation of the rule:
 * the web shows what GET /api/contact answers (`decideChat`) and keeps no copy.
 */
export function isChatAvailable(options: ChatSchedule, now: Date): boolean {
  switch (options.mode) {
    case 1:
      return true;
    case 2:
      return false;
    case 3: {
      const clock = easternClock(now);
      if (options.closedWeekends && (clock.weekday === 0 || clock.weekday === 6)) return false;
      return minutes(options.startTime) <= clock.minuteOfDay && clock.minuteOfDay < minutes(options.endTime);
    }
    default:
      return false;
  }
}

const DAY_MS = 86_400_000;

/** UTC milliseconds of an Eastern calendar date at midnight, read as if it were UTC (for day arithmetic). */
function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** What the Eastern wall clock reads at instant `t` (milliseconds), in the units of `dayNumber`. */
function wallClock(t: number): number {
  const clock = easternClock(new Date(t));
  return dayNumber(clock.date) + clock.minuteOfDay * 60_000;
}

/**
 * The first instant at which the Eastern wall clock reads `minuteOfDay` of the Eastern date `day`
 * (a `dayNumber`) or later: when the answer of `isChatAvailable`, which reads the wall clock, turns
 * at that time. Eastern time is UTC-4 (daylight) or UTC-5 (standard), so that is 4 or 5 hours after
 * the wall time read as UTC. On the day the clocks go back a time between 01:00 and 01:59 is read
 * twice and the first (daylight) reading counts; on the day they go forward a time between 02:00
 * and 02:59 is never read, and the clock first reads later when it jumps to 03:00.
 */
function easternInstant(day: number, minuteOfDay: number): Date {
  const wall = day + minuteOfDay * 60_000;
  let early = wall + 4 * 3_600_000;
  if (wallClock(early) >= wall) return new Date(early);
  // `early` reads an hour before: standard time, where `late` reads the time itself...
  let late = wall + 5 * 3_600_000;
  if (wallClock(late) === wall) return new Date(late);
  // ...unless the clocks jumped over it: `late` reads an hour after, and the clock reads forward
  // from `early` to `late`, so the jump is found by bisecting by the minute.
  while (late - early > 60_000) {
    const middle = early + Math.floor((late - early) / 120_000) * 60_000;
    if (wallClock(middle) >= wall) late = middle;
    else early = middle;
  }
  return new Date(late);
}

/**
 * When `isChatAvailable` next gives another answer than it gives at `now`, or null when it never
 * changes by itself (modes 1 and 2, or mode 3 hours that never open). In mode 3 the answer can
 * only change at a day's start or end time, so those instants of the next eight Eastern days
 * (a weekend and a daylight saving change included) are the only candidates. Not foreseen: hours
 * that end between 01:00 and 01:59 reopen at 01:00 standard time on the day the clocks go back,
 * until the second reading of the end time.
 */
export function nextChatChange(options: ChatSchedule, now: Date): Date | null {
  if (options.mode !== 3 || minutes(options.startTime) >= minutes(options.endTime)) return null;
  const current = isChatAvailable(options, now);
  const today = dayNumber(easternClock(now).date);
  for (let d = 0; d <= 8; d++) {
    const day = today + d * DAY_MS;
    for (const edge of [easternInstant(day, minutes(options.startTime)), easternInstant(day, minutes(options.endTime))]) {
      if (edge.getTime() > now.getTime() && isChatAvailable(options, edge) !== current) return edge;
    }
  }
  return null;
}

/**
 * The decision GET /api/contact answers: chat is available when the schedule is open and a chat
 * client is configured (a dead Start Chat button is never offered); without a client it never
 * becomes available, so there is no next change either.
 */
export function decideChat(options: ChatSchedule & { chatUrl: string | null }, now: Date): ChatDecision {
  if (!options.chatUrl) return { available: false, chatUrl: null, nextChangeAt: null };
  const available = isChatAvailable(options, now);
  return { available, chatUrl: available ? options.chatUrl : null, nextChangeAt: nextChatChange(options, now) };
}
