/** Card-entry session (doc 2 §4, §9): 10 minutes from the earliest provider-issued time. */
export const SESSION_MS = 10 * 60 * 1000;

/** When the session ends: 10 minutes after the earliest issuedOn; null before any session. */
export function sessionDeadline(issuedOn: readonly (string | number | Date)[]): number | null {
  const times = issuedOn.map((t) => new Date(t).getTime()).filter((t) => Number.isFinite(t));
  if (times.length === 0) return null;
  return Math.min(...times) + SESSION_MS;
}

/** Milliseconds left, never below 0. */
export function timeLeftMs(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

/** 'Time Left' as minutes:seconds (9:05), rounding up so 0:00 means expired. */
export function formatTimeLeft(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
