import { ClaimDocument } from './claim-document.entity';
import { ClaimNotice, ClaimReport, ClaimReportAttachment, ClaimReportThirdParty } from './claim-report.entity';

export * from './claim-report.entity';
export * from './claim-document.entity';

/** The claims area's tables. */
export const CLAIMS_ENTITIES = [ClaimReport, ClaimReportThirdParty, ClaimReportAttachment, ClaimNotice, ClaimDocument];
