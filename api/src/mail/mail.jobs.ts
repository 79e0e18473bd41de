import { defineOutboxDeliveryJob } from '../jobs';

/** Delivers one outbox row, with every outbox's retry policy (defineOutboxDeliveryJob: 8 attempts over half an hour to an hour, then failed). */
export const DELIVER_MAIL = defineOutboxDeliveryJob('mail.deliver');

/** How long delivered and failed outbox rows (and the dev mailbox's bodies) are kept. */
export const MAIL_RETENTION_DAYS = 30;

/** 03:30 UTC every night (mail.cleanup): deletes delivered and failed mail older than MAIL_RETENTION_DAYS. */
export const MAIL_CLEANUP_CRON = '30 3 * * *';
