export { type EmailLinkSearch, INCOMPLETE_LINK, hasLinkValues, incompleteLink, parseEmailLinkSearch } from './linkSearch';
export { EmailLinkLayout, LinkDone, LogInButton } from './components/EmailLinkLayout';
