import { Injectable } from '@nestjs/common';

/**
 * The time as the portal's rules and jobs see it: the system clock, unless a test (or the
 * development-only "run due payments" route) sets it. Inject it instead of calling `new Date()`
 * where a rule depends on today (scheduled payment dates, recurring deduction days, retries), so
 * tests move the date instead of waiting.
 */
@Injectable()
export class Clock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed.getTime()) : new Date();
  }

  /** Today as YYYY-MM-DD (UTC, as every date of the payments area). */
  today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /** Stops the clock at a moment (tests, the dev route); `null` goes back to the system clock. */
  set(at: Date | string | null): void {
    this.fixed = at === null ? null : new Date(typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T12:00:00Z` : at);
  }
}
