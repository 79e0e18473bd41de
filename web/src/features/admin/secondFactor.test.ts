import { isRedirect } from '@tanstack/react-router';
import { ApiReplyError } from '@/api/client';
import { loadOrSetUpSecondFactor } from './secondFactor';

describe('/admin without a second factor', () => {
  it('sends a staff member whose admin call answers 403 AUTH_SECOND_FACTOR_REQUIRED to /profile/security with the reason', async () => {
    const refused = new ApiReplyError(['any text at all'], {}, 403, 'AUTH_SECOND_FACTOR_REQUIRED');
    const thrown = await loadOrSetUpSecondFactor(() => Promise.reject(refused)).catch((e: unknown) => e);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string; search: unknown } }).options).toMatchObject({ to: '/profile/security', search: { needs: 'second-factor' } });
  });

  it('decides on the code, not the text: another 403 is passed on as it is', async () => {
    const refused = new ApiReplyError(['Staff must set up a second factor'], {}, 403, 'AUTH_ADMIN_ONLY');
    await expect(loadOrSetUpSecondFactor(() => Promise.reject(refused))).rejects.toBe(refused);
  });

  it('answers what the loader read when the call succeeds', async () => {
    await expect(loadOrSetUpSecondFactor(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
