import { defineJob, field, payloadSchema } from '../jobs';

/** The daily scan: notices 15 days ahead, scheduled payments whose date came, a charge job per payment due. */
export const AUTO_CHARGE_SCAN = defineJob({
  name: 'payments.auto-charge-scan',
  payload: payloadSchema({}),
  retryLimit: 3,
  retryDelaySeconds: 300,
  retryBackoff: true,
  expireInSeconds: 1800,
});

/** Every day at 06:00 UTC. */
export const AUTO_CHARGE_SCAN_CRON = '0 6 * * *';

/** One attempt of one due payment; one queued job per payment (singleton key) and safe to run again. */
export const AUTO_CHARGE = defineJob({
  name: 'payments.auto-charge',
  payload: payloadSchema({ chargeId: field.uuid(), today: field.string(10) }),
  retryLimit: 6,
  retryDelaySeconds: 60,
  retryBackoff: true,
  retryDelayMaxSeconds: 3600,
  expireInSeconds: 300,
  policy: 'short',
  singletonKey: (p) => p.chargeId,
});
