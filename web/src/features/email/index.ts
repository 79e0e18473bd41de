export { type EmailLinkSearch, INCOMPLETE_LINK, hasLinkValues, parseEmailLinkSearch } from './linkSearch';
export { EmailLinkLayout, LinkDone, LogInButton } from './components/EmailLinkLayout';
