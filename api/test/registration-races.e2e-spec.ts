import { MikroORM } from '@mikro-orm/postgresql';
import { VerificationAttempt, VerificationStep } from '../src/account/entities/verification-attempt.entity';
import { MAX_VERIFICATION_FAILURES } from '../src/account/verification.service';
import { DEMO_REGISTRATION as MARCUS } from '../src/seed/demo-plan';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const PARALLEL = 20;

/**
 * The failure limit of registration (doc 1 §4: three failed verifications, then only staff
 * verification) holds for guesses sent at once: one person firing many verifications
 * together gets at most three of them checked against the records, never one per request.
 * See api/README.md, "Testing with parallel requests".
 */
describe('registration verification limit under parallel requests', () => {
  let t: TestApp;
  const orm = () => t.app.get(MikroORM).em.fork();
  const post = (path: string, body: unknown, address: string) => t.call('POST', `/api/account/${path}`, { body, headers: { 'X-Forwarded-For': address } });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const cases = [
    {
      name: 'part 2 (the details)',
      path: 'verifyfullpolicy',
      step: VerificationStep.Full,
      guess: (i: number) => ({
        policyNumber: MARCUS.autoPolicyNumber,
        policyHolder: MARCUS.policyHolder,
        driversLicenseNumber: `Z${9000000 + i}`,
        zip: MARCUS.zip,
      }),
      right: { policyNumber: MARCUS.autoPolicyNumber, policyHolder: MARCUS.policyHolder, driversLicenseNumber: MARCUS.driversLicenseNumber, zip: MARCUS.zip },
      address: '198.51.100.21',
    },
    {
      name: 'part 1 (the name)',
      path: 'verifypolicy',
      step: VerificationStep.Policy,
      guess: (i: number) => ({ policyNumber: MARCUS.homePolicyNumber, policyHolder: `${MARCUS.policyHolder} ${'x'.repeat(i + 1)}` }),
      right: { policyNumber: MARCUS.homePolicyNumber, policyHolder: MARCUS.policyHolder },
      address: '198.51.100.22',
    },
  ];

  for (const c of cases) {
    it(`checks at most ${MAX_VERIFICATION_FAILURES} of ${PARALLEL} wrong ${c.name} verifications sent at once for one policy, then only staff verification is left`, async () => {
      // A part-1 success first: the counts of the policy and the person start from 0.
      expect((await post('verifypolicy', { policyNumber: c.right.policyNumber, policyHolder: c.right.policyHolder }, c.address)).body.result.isValid).toBe(
        true,
      );
      const since = new Date();

      const replies = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => () => post(c.path, c.guess(i), c.address)).map((send) => send()));

      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
      const results = replies.map((r) => r.body.result as { isValid: boolean; registrationFailureCount: number; requiresStaffVerification: boolean });
      expect(results.every((r) => !r.isValid)).toBe(true);
      expect(Math.max(...results.map((r) => r.registrationFailureCount))).toBe(MAX_VERIFICATION_FAILURES);
      // Only the replies to the first two checked failures still offer another try.
      expect(results.filter((r) => !r.requiresStaffVerification)).toHaveLength(MAX_VERIFICATION_FAILURES - 1);
      const checked = await orm().count(VerificationAttempt, {
        policyNumber: c.right.policyNumber,
        step: c.step,
        succeeded: false,
        createdAt: { $gte: since },
      });
      expect(checked).toBe(MAX_VERIFICATION_FAILURES);

      // The right details now are not even looked at.
      const after = await post(c.path, c.right, c.address);
      expect(after.body.result).toMatchObject({ isValid: false, requiresStaffVerification: true, registrationFailureCount: MAX_VERIFICATION_FAILURES });
    });
  }
});
