export { PoliciesModule } from './policies.module';
export { PoliciesService } from './policies.service';
export { PoliciesException, PoliciesExceptionCode } from './policies.exception';
export { POLICIES_ENTITIES } from './entities';
export * from './policy.mapper';
export * from './policy-rules';
export type { Policy } from './dto/policy.dto';
