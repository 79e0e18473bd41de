import { deepLinkOf, homeDeepLinkRedirect, homeScrollState, notHeldNotice } from './deepLink';

describe('home page', () => {
  it('shows the welcome area up to 64 px of scroll and the shortcuts from 128 px', () => {
    expect(homeScrollState(0)).toEqual({ showWelcome: true, showShortcuts: false });
    expect(homeScrollState(64)).toEqual({ showWelcome: true, showShortcuts: false });
    expect(homeScrollState(100)).toEqual({ showWelcome: false, showShortcuts: false });
    expect(homeScrollState(128)).toEqual({ showWelcome: false, showShortcuts: true });
  });

  it('carries a deep link to / in the history state of the redirect, not in the address', () => {
    const thrown = homeDeepLinkRedirect({ section: 'policies', policyNumber: 'PPA1000101', tab: 'documents' });
    expect(thrown.options).toMatchObject({
      to: '/',
      replace: true,
      state: { homeDeepLink: { section: 'policies', policyNumber: 'PPA1000101', tab: 'documents' } },
    });
    expect(deepLinkOf(thrown.options.state as never)).toEqual({ section: 'policies', policyNumber: 'PPA1000101', tab: 'documents' });
  });

  it('carries the Pay Now request of /paynow and /{policyNumber}/paynow, and only a real true', () => {
    const thrown = homeDeepLinkRedirect({ section: 'payments', policyNumber: 'PPA1000103', payNow: true });
    expect(deepLinkOf(thrown.options.state as never)).toEqual({ section: 'payments', policyNumber: 'PPA1000103', payNow: true });
    expect(deepLinkOf({ homeDeepLink: { section: 'payments', payNow: 'yes' } })).toEqual({ section: 'payments' });
  });

  it('reads no deep link from a history entry without one, or with one it does not know', () => {
    expect(deepLinkOf(undefined)).toBeNull();
    expect(deepLinkOf({})).toBeNull();
    expect(deepLinkOf({ homeDeepLink: { section: 'elsewhere' } })).toBeNull();
    expect(deepLinkOf({ homeDeepLink: { section: 'help', tab: 'other', policyNumber: 7 } })).toEqual({ section: 'help' });
  });

  it('tells the user when a deep link names a policy the account does not hold', () => {
    const held = [{ policyNumber: 'PPA1000101' }, { policyNumber: 'HOM2000101' }];
    expect(notHeldNotice({ section: 'policies', policyNumber: 'ppa1000101', tab: 'documents' }, held)).toBeNull();
    expect(notHeldNotice({ section: 'policies', policyNumber: 'PPA1000999', tab: 'documents' }, held)).toBe('Policy PPA1000999 is not on your account.');
    expect(notHeldNotice({ section: 'help' }, held)).toBeNull();
  });
});
