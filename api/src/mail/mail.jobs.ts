import { defineJob, field, payloadSchema } from '../jobs';

/** Delivers one outbox row. Retried with backoff (8 attempts over half an hour to an hour), then failed. */
export const DELIVER_MAIL = defineJob({
  name: 'mail.deliver',
  payload: payloadSchema({ outboxId: field.uuid() }),
  // Retries after 30 s, 1, 2, 4, 8, 16 and 32 min, each cut by up to half by jitter; then failed.
  retryLimit: 7,
  retryDelaySeconds: 30,
  retryBackoff: true,
  retryDelayMaxSeconds: 3600,
  // An SMTP conversation times out after 30 s per step; an attempt longer than this is dead.
  expireInSeconds: 300,
  pollingIntervalSeconds: 1,
  concurrency: 2,
});

/** How long delivered and failed outbox rows (and the dev mailbox's bodies) are kept. */
export const MAIL_RETENTION_DAYS = 30;

/** 03:30 UTC every night (mail.cleanup): deletes delivered and failed mail older than MAIL_RETENTION_DAYS. */
export const MAIL_CLEANUP_CRON = '30 3 * * *';
