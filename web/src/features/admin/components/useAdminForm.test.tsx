/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { useAdminForm } from './useAdminForm';

describe(useAdminForm.name, () => {
  const check = (v: { header: string }) => (v.header.trim() ? {} : { header: 'Enter a header.' });

  it('does not send when its check refuses, and shows the check', async () => {
    const send = jest.fn();
    const { result } = renderHook(() => useAdminForm({ header: '' }, check));
    await act(async () => result.current.onSubmit(send)());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ header: 'Enter a header.' });
  });

  it('marks the fields the server names and keeps every line of the refusal', async () => {
    const send = jest
      .fn()
      .mockRejectedValue(new ApiReplyError(['Header is too long.', 'Fix and save.'], { header: 'Too long.', other: 'Not here.' }, 400, 'VALIDATION_FAILED'));
    const { result } = renderHook(() => useAdminForm({ header: 'Spring' }, check));
    await act(async () => result.current.onSubmit(send)());
    await act(async () => undefined);
    expect(send).toHaveBeenCalledWith({ header: 'Spring' });
    expect(result.current.errors).toEqual({ header: 'Too long.' });
    expect(result.current.failure).toEqual(['Header is too long.', 'Fix and save.']);
    expect(result.current.failureCode).toBe('VALIDATION_FAILED');
  });
});
