import { useEffect, useState } from 'react';
import { sessionDeadline, timeLeftMs } from '../rules/timer';

/**
 * Milliseconds left of the card session (10 minutes from the earliest issuedOn), ticking every
 * second; null before any session. Calls onExpired once when it reaches 0.
 */
export function useTimeLeft(issuedOn: readonly string[], onExpired: () => void): number | null {
  const deadline = sessionDeadline(issuedOn);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  const left = deadline === null ? null : timeLeftMs(deadline, now);
  useEffect(() => {
    if (left === 0) onExpired();
  }, [left, onExpired]);
  return left;
}
