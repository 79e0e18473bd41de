import { PolicyChangeSave } from './policy-change-save.entity';

export * from './policy-change-save.entity';

/** The policy-change area's tables. */
export const POLICY_CHANGES_ENTITIES = [PolicyChangeSave];
