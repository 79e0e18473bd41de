/*
 * The English catalogue of every namespace, as types only (nothing here is bundled): i18next's
 * `CustomTypeOptions` makes a key that English does not have a type error in `t`, `useTranslation`
 * and <Trans>. Add one line per namespace (README.md, "Adding a namespace").
 */
import type admin from './locales/en/admin.json';
import type agency from './locales/en/agency.json';
import type auth from './locales/en/auth.json';
import type authSession from './locales/en/auth-session.json';
import type authSteps from './locales/en/auth-steps.json';
import type contact from './locales/en/contact.json';
import type documents from './locales/en/documents.json';
import type email from './locales/en/email.json';
import type home from './locales/en/home.json';
import type payments from './locales/en/payments.json';
import type policyProof from './locales/en/policy-proof.json';
import type profile from './locales/en/profile.json';
import type profileSecurity from './locales/en/profile-security.json';
import type shell from './locales/en/shell.json';
import type policies from './locales/en/policies.json';
import type claims from './locales/en/claims.json';
import type claimReport from './locales/en/claim-report.json';
import type idCards from './locales/en/id-cards.json';
import type certificates from './locales/en/certificates.json';
import type policyChanges from './locales/en/policy-changes.json';
import type forms from './locales/en/forms.json';
import type profileAlerts from './locales/en/profile-alerts.json';
import type titles from './locales/en/titles.json';
import type registration from './locales/en/registration.json';
import type passwordReset from './locales/en/password-reset.json';

export interface NamespaceResources {
  'policy-proof': typeof policyProof;
  'profile-security': typeof profileSecurity;
  admin: typeof admin;
  agency: typeof agency;
  auth: typeof auth;
  'auth-session': typeof authSession;
  'auth-steps': typeof authSteps;
  contact: typeof contact;
  documents: typeof documents;
  email: typeof email;
  home: typeof home;
  payments: typeof payments;
  profile: typeof profile;
  shell: typeof shell;
  policies: typeof policies;
  claims: typeof claims;
  'claim-report': typeof claimReport;
  'id-cards': typeof idCards;
  certificates: typeof certificates;
  'policy-changes': typeof policyChanges;
  forms: typeof forms;
  'profile-alerts': typeof profileAlerts;
  titles: typeof titles;
  registration: typeof registration;
  'password-reset': typeof passwordReset;
}

export type Namespace = keyof NamespaceResources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: NamespaceResources;
  }
}
