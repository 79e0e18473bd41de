/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { ApiReplyError } from '@/api/client';
import { NETWORK_ERROR_MESSAGE } from './serverErrors';
import { useServerCall } from './useServerCall';

describe(useServerCall.name, () => {
  it('keeps a refusal with every line, its status and code, and hands it to onFailure', async () => {
    const onFailure = jest.fn();
    const send = jest.fn().mockRejectedValue(new ApiReplyError(['Card declined.', 'Try another card.'], {}, 422, 'VALIDATION_FAILED'));
    const { result } = renderHook(() => useServerCall(send, { onFailure }));
    await act(() => result.current.call('key-1'));
    expect(send).toHaveBeenCalledWith('key-1');
    expect(result.current.failure).toEqual({ errors: ['Card declined.', 'Try another card.'], fieldErrors: {}, status: 422, code: 'VALIDATION_FAILED' });
    expect(onFailure).toHaveBeenCalledWith(result.current.failure);
  });

  it('gives a code its handler instead of the failure', async () => {
    const duplicate = jest.fn();
    const onFailure = jest.fn();
    const send = jest.fn().mockRejectedValue(new ApiReplyError(['Already scheduled.'], {}, 409, 'SCHEDULED_PAYMENT_DUPLICATE'));
    const { result } = renderHook(() => useServerCall(send, { onCode: { SCHEDULED_PAYMENT_DUPLICATE: duplicate }, onFailure }));
    await act(() => result.current.call());
    expect(duplicate).toHaveBeenCalledWith(expect.objectContaining({ code: 'SCHEDULED_PAYMENT_DUPLICATE', status: 409 }));
    expect(onFailure).not.toHaveBeenCalled();
    expect(result.current.failure).toBeNull();
  });

  it('says the server could not be reached when fetch fails, and clears the failure on the next call', async () => {
    const send = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('ok');
    const { result } = renderHook(() => useServerCall(send));
    await act(() => result.current.call());
    expect(result.current.failure?.errors).toEqual([NETWORK_ERROR_MESSAGE]);
    await act(() => result.current.call());
    expect(result.current.failure).toBeNull();
  });
});
