export { ClaimsModule } from './claims.module';
export { ClaimsException, ClaimsExceptionCode } from './claims.exception';
export { CLAIMS_ENTITIES } from './entities';
export { ClaimTimelineService } from './claim-timeline.service';
export { ClaimDocumentParams, ClaimNumberParams } from './dto/params.dto';
export { sendDownload } from './claims.controller';
export type { ClaimDetail } from './dto/replies';
