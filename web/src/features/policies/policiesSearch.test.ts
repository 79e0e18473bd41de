import { parsePoliciesSearch, policyKeyOf } from './policiesSearch';

describe('/policies address', () => {
  it('keeps the chosen policy and tab, so the view can be bookmarked and shared', () => {
    expect(parsePoliciesSearch({ policy: 'PPA1000101', tab: 'documents' })).toEqual({ policy: 'PPA1000101', tab: 'documents' });
    expect(parsePoliciesSearch({ policy: 'hom2000101-renewal' })).toEqual({ policy: 'HOM2000101-renewal' });
  });

  it('drops a malformed policy, an unknown tab and anything else', () => {
    expect(parsePoliciesSearch({ policy: 'PPA100', tab: 'claims', other: 'x' })).toEqual({});
    expect(parsePoliciesSearch({ policy: 1000101, tab: ['documents'] })).toEqual({});
  });

  it('tells a renewal term apart from the current term of the same number', () => {
    expect(policyKeyOf({ policyNumber: 'PPA1000101', isRenewal: false })).toBe('PPA1000101');
    expect(policyKeyOf({ policyNumber: 'PPA1000101', isRenewal: true })).toBe('PPA1000101-renewal');
  });
});
