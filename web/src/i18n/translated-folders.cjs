/**
 * The feature folders (web/src/features/<folder>) whose screens are fully translated. In these,
 * ESLint's extraction check (eslint.config.mjs, rule i18next/no-literal-string) refuses a text
 * written in JSX (as a child, in a `{'…'}` expression, or in one of the attributes users read or
 * hear: label, title, placeholder, aria-label, description, error, alt...) instead of coming from
 * the catalogue. Add your folder here in the commit that finishes translating it (README.md).
 */
module.exports = [
  'admin',
  'agency',
  'auth',
  'certificates',
  'claim-report',
  'claims',
  'contact',
  'documents',
  'email',
  'home',
  'password-reset',
  'id-cards',
  'payments',
  'policies',
  'policy-changes',
  'policy-proof',
  'profile',
  'profile-alerts',
  'profile-security',
  'registration',
  'shell',
  'system',
];
