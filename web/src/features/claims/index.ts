export { ClaimsPage } from './components/ClaimsPage';
export { isPendingClaim, claimsNewestFirst } from './claims';
