export { ClaimEventList } from './components/ClaimEventList';
export { ClaimFileList } from './components/ClaimFileList';
export { downloadClaimFile } from './detail/downloadClaimFile';
export { formatBytes } from './detail/rules';
export { ClaimsPage } from './components/ClaimsPage';
export { isPendingClaim, claimsNewestFirst, claimStatusLabel, latestEventLabel } from './claims';
