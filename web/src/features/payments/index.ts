/** Payments (doc 2): the payments section with Pay Now, and the one-time payment page. */
export { PaymentsSection, PaymentsTitle, type PayNowRequest } from './components/PaymentsSection';
export { paymentSettingsQueryOptions } from './queries';
export { OneTimePaymentPage } from './components/OneTimePaymentPage';
