export { ClaimsPage } from './components/ClaimsPage';
export { isPendingClaim, claimsNewestFirst, latestEventLabel } from './claims';
