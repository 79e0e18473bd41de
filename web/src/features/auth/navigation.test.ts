import { JUST_LOGGED_OUT_KEY, RETURN_PATH_KEY, ReturnPath, signedInTarget } from './navigation';
import { memoryStorage } from './testing/fakes';

const customer = { email: 'demo@example.com', isAdmin: false };
const admin = { email: 'admin@example.com', isAdmin: true };

describe(ReturnPath.name, () => {
  it('keeps the page a signed-out visitor asked for, for after sign-in', () => {
    const returnPath = new ReturnPath(memoryStorage());
    returnPath.rememberUnlessJustLoggedOut('/policies?tab=documents');
    expect(returnPath.take()).toBe('/policies?tab=documents');
    expect(returnPath.take()).toBeNull();
  });

  it('keeps no return path right after a logout', () => {
    const storage = memoryStorage();
    const returnPath = new ReturnPath(storage);
    returnPath.markLoggedOut();
    returnPath.rememberUnlessJustLoggedOut('/');
    expect(storage.data.has(RETURN_PATH_KEY)).toBe(false);
    expect(storage.data.has(JUST_LOGGED_OUT_KEY)).toBe(false);
    // The mark is used once: a later visit keeps its path again.
    returnPath.rememberUnlessJustLoggedOut('/claims');
    expect(returnPath.take()).toBe('/claims');
  });

  it('never keeps a path that leaves the site', () => {
    const returnPath = new ReturnPath(memoryStorage());
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      returnPath.rememberUnlessJustLoggedOut(path);
      expect(returnPath.take()).toBeNull();
    }
  });
});

describe('where a user goes after signing in', () => {
  it('sends a username that is not an email address to /legacyuser', () => {
    expect(signedInTarget('jalbright', { email: 'janet.albright@example.com', isAdmin: false }, '/policies')).toBe('/legacyuser');
  });

  it('sends a username that differs from the profile email to /legacyuser', () => {
    expect(signedInTarget('old@example.com', customer, null)).toBe('/legacyuser');
  });

  it('compares the username with the profile email without regard to case', () => {
    expect(signedInTarget('Demo@Example.com', customer, null)).toBe('/');
  });

  it('sends a customer to the stored return path, or home', () => {
    expect(signedInTarget('demo@example.com', customer, '/policies')).toBe('/policies');
    expect(signedInTarget('demo@example.com', customer, null)).toBe('/');
  });

  it('sends an administrator to /admin', () => {
    expect(signedInTarget('admin@example.com', admin, null)).toBe('/admin');
    expect(signedInTarget('admin@example.com', admin, '/policies')).toBe('/admin');
    expect(signedInTarget('admin@example.com', admin, '/admin/import')).toBe('/admin/import');
  });
});
