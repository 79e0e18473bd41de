import { easternClock } from './eastern-time';

export interface ChatSchedule {
  mode: number;
  startTime: string;
  endTime: string;
  closedWeekends: boolean;
}

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/**
 * Whether live chat is offered at `now` (doc 1 §4 Chat availability): mode 1 always, mode 2
 * never, mode 3 from startTime (inclusive) to endTime (exclusive) on the US Eastern wall clock,
 * and not on Saturday or Sunday when closedWeekends is set. The web keeps its own copy of this
 * rule for display; this one is the documented and tested reference.
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
