export { PolicyChangesModule } from './policy-changes.module';
export { POLICY_CHANGES_ENTITIES } from './entities';
export { PolicyChangesService } from './policy-changes.service';
