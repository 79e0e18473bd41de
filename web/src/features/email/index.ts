export { type EmailLinkSearch, INCOMPLETE_LINK, hasLinkValues, parseEmailLinkSearch } from './linkSearch';
