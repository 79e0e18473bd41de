import { defineOutboxDeliveryJob } from './job-definition';

describe('defineOutboxDeliveryJob', () => {
  it('gives every outbox the same delivery policy: 7 retries from 30 s doubling up to an hour, 5 min per attempt, two at once', () => {
    expect(defineOutboxDeliveryJob('demo.deliver')).toMatchObject({
      name: 'demo.deliver',
      policy: 'standard',
      retryLimit: 7,
      retryDelaySeconds: 30,
      retryBackoff: true,
      retryDelayMaxSeconds: 3600,
      expireInSeconds: 300,
      pollingIntervalSeconds: 1,
      concurrency: 2,
    });
  });

  it("takes only the outbox row's id as payload", () => {
    const job = defineOutboxDeliveryJob('demo.deliver');
    const id = '0B6E3F1A-2C4D-4E5F-8A9B-1C2D3E4F5A6B';
    expect(job.payload.parse(job.name, { outboxId: id })).toEqual({ outboxId: id.toLowerCase() });
    expect(() => job.payload.parse(job.name, { outboxId: 'row-1' })).toThrow(/outboxId must be a UUID|must be a UUID/);
    expect(() => job.payload.parse(job.name, { outboxId: id, to: 'a@b.c' })).toThrow(/unknown field\(s\) to/);
  });

  it('refuses a name that is not area.what', () => {
    expect(() => defineOutboxDeliveryJob('Deliver')).toThrow(/must look like area.what/);
  });
});
