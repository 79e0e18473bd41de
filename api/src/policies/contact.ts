import { CUSTOMER_SERVICE } from '../system';
import { formatPhone } from './policy-rules';

/** The customer service phone as users read it (800-555-0199); the number itself lives in system/contact.ts. */
export const CUSTOMER_SERVICE_PHONE = formatPhone(CUSTOMER_SERVICE.phone);
