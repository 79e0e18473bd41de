import { refetchDelay } from './queries';

// Whether chat is available is decided by the API (api/src/system/chat-availability.ts, where its
// rule cases are tested); the dialog only asks again when the server said the answer changes.
describe('asking the server again when chat availability changes', () => {
  const now = Date.parse('2026-11-18T15:00:00Z');

  it('waits until a second after the change the server announced', () => {
    expect(refetchDelay('2026-11-18T22:30:00.000Z', now)).toBe(7.5 * 3_600_000 + 1_000);
  });

  it('does not wait when the answer never changes by itself, or changes more than a day away', () => {
    expect(refetchDelay(null, now)).toBeNull();
    expect(refetchDelay('2026-11-20T15:00:00.000Z', now)).toBeNull();
  });

  it('asks again soon, not at once in a loop, when the announced change is already past', () => {
    expect(refetchDelay('2026-11-18T14:00:00.000Z', now)).toBe(1_000);
  });
});
