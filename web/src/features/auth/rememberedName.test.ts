/** @jest-environment jsdom */
import type { QueryClient } from '@tanstack/react-query';
import { readProfile } from './calls';
import { FIRST_NAME_KEY, firstNameOf, rememberedFirstName } from './rememberedName';
import { signOut } from './runtime';
import { SESSION_KEY, TAB_SESSION_KEY } from './session';

// The server's answers: what the device keeps is under test, not the network.
const mockGetProfile = jest.fn();
const mockLogout = jest.fn();
jest.mock('@/api/client', () => ({
  ...jest.requireActual('@/api/client'),
  api: {
    profile: { getProfile: () => mockGetProfile() },
    authentication: { logout: (args: unknown) => mockLogout(args) },
  },
}));

const ok = <T>(result: T) => Promise.resolve({ success: true, result, errors: [] });
const profile = (name: string) => ({ id: '1', email: 'emily@example.com', username: 'emily@example.com', name, policies: [] });
const far = new Date(Date.now() + 3_600_000).toISOString();
const SESSION = {
  token: 'a.e30.c',
  refreshToken: 'refresh',
  expiresAt: far,
  refreshExpiresAt: far,
  tokenDate: new Date().toISOString(),
  clockOffsetMs: 0,
  username: 'emily@example.com',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
});

describe("the signed-in customer's first name kept on the device (the home page's first paint)", () => {
  it("is the profile's first word, as the welcome shows it", () => {
    expect(firstNameOf('Emily  Carter')).toBe('Emily');
    expect(firstNameOf('  ')).toBeUndefined();
    expect(firstNameOf(undefined)).toBeUndefined();
  });

  it('is stored when the profile is read (every sign-in reads it) and follows a changed name', async () => {
    mockGetProfile.mockReturnValueOnce(ok(profile('Emily Carter')));
    await readProfile();
    expect(localStorage.getItem(FIRST_NAME_KEY)).toBe('Emily');
    mockGetProfile.mockReturnValueOnce(ok(profile('Emma Carter')));
    await readProfile();
    expect(rememberedFirstName()).toBe('Emma');
  });

  it("is not stored in a login-as tab: the member's name must not greet the staff member's device", async () => {
    sessionStorage.setItem(TAB_SESSION_KEY, JSON.stringify(SESSION));
    mockGetProfile.mockReturnValueOnce(ok(profile('Member Person')));
    await readProfile();
    expect(localStorage.getItem(FIRST_NAME_KEY)).toBeNull();
  });

  it('is cleared at logout with the rest of the device data', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(SESSION));
    mockGetProfile.mockReturnValueOnce(ok(profile('Emily Carter')));
    await readProfile();
    mockLogout.mockReturnValueOnce(ok(null));
    await signOut({ clear: () => undefined } as unknown as QueryClient);
    expect(localStorage.getItem(FIRST_NAME_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
