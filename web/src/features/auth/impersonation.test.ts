import { StaffSessionKeeper, STAFF_SESSION_KEY, impersonationBannerText } from './impersonation';
import type { KeyValueStorage, StoredSession } from './session';

function memory(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('login-as (impersonation)', () => {
  it("keeps the staff member's own session aside and gives it back once", () => {
    const storage = memory();
    const keeper = new StaffSessionKeeper(storage);
    const session = { token: 'a.b.c', refreshToken: 'd.e.f', username: 'admin@example.com' } as unknown as StoredSession;
    keeper.keep(session);
    expect(storage.map.has(STAFF_SESSION_KEY)).toBe(true);
    expect(keeper.take()).toEqual(session);
    expect(keeper.take()).toBeNull();
  });

  it('a malformed kept session counts as none', () => {
    const storage = memory();
    storage.setItem(STAFF_SESSION_KEY, '{nope');
    expect(new StaffSessionKeeper(storage).take()).toBeNull();
  });

  it('the banner names the customer and the acting staff member, and only in a login-as session', () => {
    expect(impersonationBannerText(jwt({ full_name: 'Priya Raman', act: { sub: 'x', email: 'admin@example.com' } }))).toBe(
      'Signed in as Priya Raman by staff member admin@example.com',
    );
    expect(impersonationBannerText(jwt({ full_name: 'Priya Raman' }))).toBeNull();
  });
});
