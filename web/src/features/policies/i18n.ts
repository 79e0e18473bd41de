import en from '@/i18n/locales/en/policies.json';
import { defineNamespace, textOf } from '@/i18n';

/** The policies screens' texts: `const { t } = usePoliciesText();`. */
export const usePoliciesText = defineNamespace('policies', en);
/** For the route's title, outside components. */
export const policiesText = () => textOf('policies');
