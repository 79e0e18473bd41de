import en from '@/i18n/locales/en/policy-changes.json';
import { defineNamespace, textOf } from '@/i18n';

/** The policy-changes feature's texts (namespace `policy-changes`; web/src/i18n/README.md). */
export const usePolicyChangesText = defineNamespace('policy-changes', en);
/** For rules and messages built outside components: read at call time, in the language shown then. */
export const policyChangesText = () => textOf('policy-changes');
/** The English catalogue: the spec's fixed texts as the tests and the exported constants read them. */
export const POLICY_CHANGES_EN = en;
