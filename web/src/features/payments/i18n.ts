import en from '@/i18n/locales/en/payments.json';
import { defineNamespace, textOf } from '@/i18n';

/** The payments feature's texts (namespace `payments`; web/src/i18n/README.md). */
export const usePaymentsText = defineNamespace('payments', en);
/** For rules and messages built outside components: read at call time, in the language shown then. */
export const paymentsText = () => textOf('payments');
