export { ClaimsModule } from './claims.module';
export { ClaimsException, ClaimsExceptionCode } from './claims.exception';
export { CLAIMS_ENTITIES } from './entities';
export { ClaimTimelineService } from './claim-timeline.service';
