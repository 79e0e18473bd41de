import { isActiveAt, toSystemInfoMessageDto, SystemService } from './system.service';

const at = (iso: string) => new Date(iso);

describe(SystemService.name, () => {
  describe('isActiveAt', () => {
    const message = { start: at('2026-11-20T00:00:00Z'), end: at('2026-11-22T00:00:00Z') };

    it('shows a message from the moment its window starts', () => {
      expect(isActiveAt(message, at('2026-11-20T00:00:00Z'))).toBe(true);
    });

    it('hides a message before its window starts', () => {
      expect(isActiveAt(message, at('2026-11-19T23:59:59Z'))).toBe(false);
    });

    it('hides a message once its end has come', () => {
      expect(isActiveAt(message, at('2026-11-22T00:00:00Z'))).toBe(false);
      expect(isActiveAt(message, at('2026-11-21T23:59:59Z'))).toBe(true);
    });

    it('keeps a message without an end showing from its start on', () => {
      expect(isActiveAt({ start: message.start, end: null }, at('2030-01-01T00:00:00Z'))).toBe(true);
    });
  });

  it('reports times as ISO 8601 UTC and an open end as null', () => {
    const dto = toSystemInfoMessageDto({ message: 'Down Sunday', start: at('2026-11-20T05:00:00Z'), end: null } as never, at('2026-11-21T00:00:00Z'));
    expect(dto).toEqual({ message: 'Down Sunday', start: '2026-11-20T05:00:00.000Z', end: null, isActive: true });
  });
});
