export { PolicyChangesModule } from './policy-changes.module';
export { PolicyChangeSaves } from './policy-change-saves';
export { POLICY_CHANGES_ENTITIES } from './entities';
