import { ApiReplyError } from '@/api/client';
import { addPolicy, addPolicyLocked } from './queries';

describe('addPolicy', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function answer(status: number, body: object) {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
  }

  const request = { policyNumber: 'PPA1001101', policyHolder: 'Marcus Bell', driversLicenseNumber: '6207418853', zip: '46250' };

  async function refusal(): Promise<ApiReplyError> {
    const error: unknown = await addPolicy(request).then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof ApiReplyError)) throw new Error(`expected a refusal, got ${String(error)}`);
    return error;
  }

  it('hides Add when the server says adding is locked (code POLICY_ADD_LOCKED), whatever the message says', async () => {
    answer(422, { success: false, result: null, errors: ['Any wording the server chooses.'], code: 'POLICY_ADD_LOCKED' });
    const error = await refusal();
    expect([error.errors, error.fieldErrors, error.code]).toEqual([['Any wording the server chooses.'], {}, 'POLICY_ADD_LOCKED']);
    expect(addPolicyLocked(error.code)).toBe(true);
  });

  it('keeps Add for a mismatch the user may correct (code POLICY_DETAILS_DO_NOT_MATCH)', async () => {
    answer(422, {
      success: false,
      result: null,
      errors: ["The driver's license number or billing zip code does not match the policy."],
      code: 'POLICY_DETAILS_DO_NOT_MATCH',
    });
    expect(addPolicyLocked((await refusal()).code)).toBe(false);
  });

  it('keeps Add even when a message mentions Customer Service, since only the code decides', async () => {
    answer(409, {
      success: false,
      result: null,
      errors: ['For help adding this policy, please contact Customer Service at 800-555-0199.'],
      code: 'POLICY_ON_ANOTHER_ACCOUNT',
    });
    expect(addPolicyLocked((await refusal()).code)).toBe(false);
  });

  it('resolves for an added policy', async () => {
    answer(200, { success: true, result: { added: true }, errors: [] });
    await expect(addPolicy(request)).resolves.toBeUndefined();
  });
});
