import { defineOutboxDeliveryJob } from '../jobs';

/** Delivers one outbox_sms row through the SMS port, retried with backoff as mail is (defineOutboxDeliveryJob). */
export const DELIVER_SMS = defineOutboxDeliveryJob('sms.deliver');
