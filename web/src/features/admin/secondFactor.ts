import { redirect } from '@tanstack/react-router';
import { ApiReplyError } from '@/api/client';

/*
 * Read by the /admin route's loader (entry bundle): keep it small. Issue 17: staff calls answer
 * 403 AUTH_SECOND_FACTOR_REQUIRED until the staff member has an authenticator app and signed in
 * with it; /admin then sends them to /profile/security to set one up.
 */

/** The search of /profile/security that shows why the user was sent there. */
export const SECOND_FACTOR_NEEDED_SEARCH = { needs: 'second-factor' } as const;

/** The admin call was refused because the session has no second factor (decided on the code). */
export function isSecondFactorRequired(error: unknown): boolean {
  return error instanceof ApiReplyError && error.code === 'AUTH_SECOND_FACTOR_REQUIRED';
}

/** Runs the /admin loader; a refusal for want of a second factor becomes a redirect to /profile/security. */
export async function loadOrSetUpSecondFactor<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isSecondFactorRequired(error)) throw redirect({ to: '/profile/security', search: SECOND_FACTOR_NEEDED_SEARCH });
    throw error;
  }
}
