import { INVALID_PHONE } from './phone';
import {
  simpleClaimOnlyPolicies,
  simpleClaimPolicies,
  simpleClaimRequest,
  simpleClaimRules,
  simpleClaimValuesFor,
  type SimpleClaimValues,
} from './simpleClaim';
import { FILL_OUT, SELECT_VALUE } from './validation';

const filled: SimpleClaimValues = {
  policyNumber: 'PUP3000101',
  lossType: ' Liability ',
  lossDate: '2026-11-20',
  policyHolder: 'Emily Carter',
  emailAddress: 'emily@example.com',
  phoneNumber: '317-555-0142',
  injuriesExist: 'no',
  lossDescription: ' A guest fell on the stairs. ',
};

describe('simple claim form (doc 4 §3, §9)', () => {
  const rules = simpleClaimRules(() => '2026-11-26');
  const check = (k: keyof SimpleClaimValues, v: SimpleClaimValues) => (rules[k] as (value: unknown, values: SimpleClaimValues) => string | null)(v[k], v);
  const errors = (v: SimpleClaimValues) =>
    Object.fromEntries(
      (Object.keys(rules) as (keyof SimpleClaimValues)[]).flatMap((k) => {
        const e = check(k, v);
        return e ? [[k, e]] : [];
      }),
    );

  it('takes any policy but WCP (canReportSimpleClaim), and offers it for those the full form refuses', () => {
    const policies = [
      { policyNumber: 'PPA1000101', canReportClaim: true, canReportSimpleClaim: true },
      { policyNumber: 'PUP3000101', canReportClaim: false, canReportSimpleClaim: true },
      { policyNumber: 'WCP7500201', canReportClaim: false, canReportSimpleClaim: false },
    ];
    expect(simpleClaimPolicies(policies).map((p) => p.policyNumber)).toEqual(['PPA1000101', 'PUP3000101']);
    expect(simpleClaimOnlyPolicies(policies).map((p) => p.policyNumber)).toEqual(['PUP3000101']);
  });

  it('every field is required, with the claim form message', () => {
    const empty = simpleClaimValuesFor(null, { email: '', phone: '' });
    expect(errors(empty)).toEqual({
      policyNumber: FILL_OUT,
      lossType: FILL_OUT,
      lossDate: FILL_OUT,
      policyHolder: FILL_OUT,
      emailAddress: FILL_OUT,
      phoneNumber: FILL_OUT,
      injuriesExist: SELECT_VALUE,
      lossDescription: FILL_OUT,
    });
    expect(errors(filled)).toEqual({});
  });

  it('rules come from the spec: 10-digit phone, email format, 2048-character description, no date after today', () => {
    expect(errors({ ...filled, phoneNumber: '317-555' }).phoneNumber).toBe(INVALID_PHONE);
    expect(errors({ ...filled, emailAddress: 'emily@' }).emailAddress).toMatch(/valid email/);
    expect(errors({ ...filled, lossDescription: 'x'.repeat(2049) }).lossDescription).toMatch(/at most 2048/);
    expect(errors({ ...filled, lossDescription: 'x'.repeat(2048) }).lossDescription).toBeUndefined();
    expect(errors({ ...filled, lossDate: '2026-11-27' }).lossDate).toBe('The date of loss cannot be in the future.');
    expect(errors({ ...filled, lossType: 'a<b' }).lossType).toBeDefined();
  });

  it('prefills the policyholder, the profile email and phone and today; keeps what was typed when the policy changes', () => {
    const policy = {
      policyNumber: 'PUP3000101',
      policyHolder: { displayName: 'Emily Carter', firstName: null, lastName: null, isCommercial: false },
      maxLossDate: '2026-11-26',
    };
    const v = simpleClaimValuesFor(policy, { email: 'emily@example.com', phone: '317-555-0142' });
    expect(v).toMatchObject({
      policyNumber: 'PUP3000101',
      policyHolder: 'Emily Carter',
      emailAddress: 'emily@example.com',
      phoneNumber: '317-555-0142',
      lossDate: '2026-11-26',
    });
    const other = { ...policy, policyNumber: 'HOM2000101', policyHolder: { ...policy.policyHolder, displayName: 'Emily and Mark Carter' } };
    expect(simpleClaimValuesFor(other, { email: 'x@y.z', phone: '' }, { ...v, lossType: 'Theft' })).toMatchObject({
      policyNumber: 'HOM2000101',
      policyHolder: 'Emily and Mark Carter',
      lossType: 'Theft',
      emailAddress: 'emily@example.com',
    });
  });

  it('sends trimmed texts, the phone digits and injuries as a boolean', () => {
    expect(simpleClaimRequest(filled)).toEqual({
      policyNumber: 'PUP3000101',
      lossType: 'Liability',
      lossDate: '2026-11-20',
      policyHolder: 'Emily Carter',
      emailAddress: 'emily@example.com',
      phoneNumber: '3175550142',
      injuriesExist: false,
      lossDescription: 'A guest fell on the stairs.',
    });
    expect(simpleClaimRequest({ ...filled, injuriesExist: 'yes' }).injuriesExist).toBe(true);
  });
});
