import en from '@/i18n/locales/en/policy-proof.json';
import { defineNamespace, textOf } from '@/i18n';

/** The policy-proof feature's texts (namespace `policy-proof`; web/src/i18n/README.md). */
export const usePolicyProofText = defineNamespace('policy-proof', en);
/** For rules outside components: read at call time, in the language shown then. */
export const policyProofText = () => textOf('policy-proof');
