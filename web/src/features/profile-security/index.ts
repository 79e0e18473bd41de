export { MASKED_PASSWORD, MaskedPasswordValue } from './components/SecurityOverview';
/** The term/value rows of the profile pages, shared by /profile and /profile/security. */
export { default as profileRowClasses } from './components/ProfileSecurity.module.css';
