import { defineJob, field, payloadSchema } from '../../jobs';

/**
 * Handles one batch of a user import (up to 500 rows). One queued job per batch (the singleton
 * key); a retried or repeated job picks up the rows still pending, so a crash mid-batch neither
 * loses nor doubles a row.
 */
export const IMPORT_USERS_BATCH = defineJob({
  name: 'admin.import-users-batch',
  payload: payloadSchema({ runId: field.uuid(), batch: field.int(1, 1_000_000) }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  retryDelayMaxSeconds: 600,
  // 500 accounts, each one transaction with its mail: well under a minute; a dead attempt is retried.
  expireInSeconds: 600,
  pollingIntervalSeconds: 1,
  concurrency: 1,
  policy: 'short',
  singletonKey: (p) => `${p.runId}:${p.batch}`,
});

/** 03:40 UTC every night (admin.import-cleanup): user imports older than IMPORT_RETENTION_DAYS go. */
export const IMPORT_CLEANUP_JOB = 'admin.import-cleanup';
export const IMPORT_CLEANUP_CRON = '40 3 * * *';
