import { AddPolicyAttempt } from './add-policy-attempt.entity';

export * from './add-policy-attempt.entity';

/** The policies area's tables. */
export const POLICIES_ENTITIES = [AddPolicyAttempt];
