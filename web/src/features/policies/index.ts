/** The user's policies: their query, display rules and the views the home page embeds. */
export { policiesQueryOptions } from './queries';
export { type PolicyTab, paymentFigures, policyStatusLabel, policyTitle } from './policyDisplay';
export { isPolicyNumber } from './policyNumber';
export { PoliciesView } from './components/PoliciesView';
export { PolicyIcon } from './components/PolicyIcon';
export { NoResults } from './components/PolicyLoadError';
export { DueBadges } from './components/DueBadges';
export { pageCount, pageItems, pageLinks, MAX_PAGE_LINKS } from './pagination';
