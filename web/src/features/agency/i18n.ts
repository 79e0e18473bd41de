import en from '@/i18n/locales/en/agency.json';
import { defineNamespace } from '@/i18n';

/** The agency feature's texts (namespace `agency`; web/src/i18n/README.md). */
export const useAgencyText = defineNamespace('agency', en);
