export { ClaimEventList } from './components/ClaimEventList';
export { downloadClaimFile } from './detail/downloadClaimFile';
export { formatBytes } from './detail/rules';
export { ClaimsPage } from './components/ClaimsPage';
export { isPendingClaim, claimsNewestFirst, claimStatusLabel, latestEventLabel } from './claims';
