import { homeScrollState, notHeldNotice, requestHomeDeepLink, takeHomeDeepLink } from './deepLink';

describe('home page', () => {
  it('shows the welcome area up to 64 px of scroll and the shortcuts from 128 px', () => {
    expect(homeScrollState(0)).toEqual({ showWelcome: true, showShortcuts: false });
    expect(homeScrollState(64)).toEqual({ showWelcome: true, showShortcuts: false });
    expect(homeScrollState(100)).toEqual({ showWelcome: false, showShortcuts: false });
    expect(homeScrollState(128)).toEqual({ showWelcome: false, showShortcuts: true });
  });

  it('handles a deep link once', () => {
    requestHomeDeepLink({ section: 'policies', policyNumber: 'PPA1000101', tab: 'documents' });
    expect(takeHomeDeepLink()).toEqual({ section: 'policies', policyNumber: 'PPA1000101', tab: 'documents' });
    expect(takeHomeDeepLink()).toBeNull();
  });

  it('tells the user when a deep link names a policy the account does not hold', () => {
    const held = [{ policyNumber: 'PPA1000101' }, { policyNumber: 'HOM2000101' }];
    expect(notHeldNotice({ section: 'policies', policyNumber: 'ppa1000101', tab: 'documents' }, held)).toBeNull();
    expect(notHeldNotice({ section: 'policies', policyNumber: 'PPA1000999', tab: 'documents' }, held)).toBe('Policy PPA1000999 is not on your account.');
    expect(notHeldNotice({ section: 'help' }, held)).toBeNull();
  });
});
