import { ClaimNotice, ClaimReport, ClaimReportAttachment, ClaimReportThirdParty } from './claim-report.entity';

export * from './claim-report.entity';

/** The claims area's tables. */
export const CLAIMS_ENTITIES = [ClaimReport, ClaimReportThirdParty, ClaimReportAttachment, ClaimNotice];
