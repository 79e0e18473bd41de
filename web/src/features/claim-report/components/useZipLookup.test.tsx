/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { ZIP_LOOKUP_DEBOUNCE_MS, useZipLookup } from './useZipLookup';

type Found = { city: string; stateId: number | null };
type Fields = { city: string; stateId: string };

/** The hook as the claim form uses it: the zip field's value in, the city and state fields filled by a found zip. */
function renderLookup(lookupZip: jest.Mock<Promise<Found | null>, [string]>, initial: Fields = { city: '', stateId: '' }) {
  const gateway = { lookupZip };
  return renderHook(
    ({ zip }: { zip: string }) => {
      const [fields, setFields] = useState(initial);
      useZipLookup(zip, gateway, (found) => setFields((f) => ({ city: found.city, stateId: found.stateId ? String(found.stateId) : f.stateId })));
      return fields;
    },
    { initialProps: { zip: '' } },
  );
}

/** Moves the fake clock on and lets the lookup's promise settle inside act. */
const wait = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
};

describe('useZipLookup: the loss location zip is looked up 500 ms after typing stops (doc 4 §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does not call before 500 ms of quiet, calls once after, and fills city and state', async () => {
    const lookupZip = jest.fn<Promise<Found | null>, [string]>().mockResolvedValue({ city: 'Indianapolis', stateId: 16 });
    const { result, rerender } = renderLookup(lookupZip);
    // Typing one digit at a time, 200 ms apart: the timer restarts at each key.
    for (const zip of ['4', '46', '462', '4624', '46240']) {
      rerender({ zip });
      await wait(200);
    }
    expect(lookupZip).not.toHaveBeenCalled();
    await wait(ZIP_LOOKUP_DEBOUNCE_MS - 200 - 1);
    expect(lookupZip).not.toHaveBeenCalled();
    await wait(1);
    expect(lookupZip).toHaveBeenCalledTimes(1);
    expect(lookupZip).toHaveBeenCalledWith('46240');
    expect(result.current).toEqual({ city: 'Indianapolis', stateId: '16' });
  });

  it('does not look the same zip up again (unchanged, or typed away and back)', async () => {
    const lookupZip = jest.fn<Promise<Found | null>, [string]>().mockResolvedValue({ city: 'Carmel', stateId: 16 });
    const { rerender } = renderLookup(lookupZip);
    rerender({ zip: '46032' });
    await wait(ZIP_LOOKUP_DEBOUNCE_MS);
    expect(lookupZip).toHaveBeenCalledTimes(1);
    rerender({ zip: '46032' });
    await wait(ZIP_LOOKUP_DEBOUNCE_MS * 2);
    rerender({ zip: '4603' });
    await wait(ZIP_LOOKUP_DEBOUNCE_MS);
    rerender({ zip: '46032' });
    await wait(ZIP_LOOKUP_DEBOUNCE_MS * 2);
    expect(lookupZip).toHaveBeenCalledTimes(1);
    // A different zip is looked up.
    rerender({ zip: '46240' });
    await wait(ZIP_LOOKUP_DEBOUNCE_MS);
    expect(lookupZip).toHaveBeenCalledTimes(2);
    expect(lookupZip).toHaveBeenLastCalledWith('46240');
  });

  it('never looks up a zip that is not 5 characters', async () => {
    const lookupZip = jest.fn<Promise<Found | null>, [string]>().mockResolvedValue({ city: 'Carmel', stateId: 16 });
    const { rerender } = renderLookup(lookupZip);
    rerender({ zip: '4603' });
    await wait(ZIP_LOOKUP_DEBOUNCE_MS * 2);
    expect(lookupZip).not.toHaveBeenCalled();
  });

  it('a failed lookup (error or unknown zip) leaves the city and state as the customer typed them', async () => {
    const typed = { city: 'Fishers', stateId: '16' };
    const lookupZip = jest.fn<Promise<Found | null>, [string]>().mockRejectedValueOnce(new Error('503 Service Unavailable')).mockResolvedValueOnce(null);
    const { result, rerender } = renderLookup(lookupZip, typed);
    rerender({ zip: '46037' });
    await wait(ZIP_LOOKUP_DEBOUNCE_MS);
    expect(lookupZip).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual(typed);
    rerender({ zip: '99999' });
    await wait(ZIP_LOOKUP_DEBOUNCE_MS);
    expect(lookupZip).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual(typed);
  });
});
