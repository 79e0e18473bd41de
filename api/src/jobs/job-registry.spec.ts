import { JobRegistry } from './job-registry';

describe('JobRegistry.nightly', () => {
  it('defines, handles and schedules a nightly clean-up in one call, with the nightly retry settings', async () => {
    const registry = new JobRegistry();
    let runs = 0;
    const definition = registry.nightly('demo.cleanup', '5 3 * * *', async () => {
      runs += 1;
      return { deleted: 3 };
    });
    const sealed = registry.seal();
    expect(sealed.definitions).toEqual([definition]);
    expect(definition).toMatchObject({
      name: 'demo.cleanup',
      retryLimit: 2,
      retryDelaySeconds: 300,
      retryBackoff: false,
      expireInSeconds: 600,
      pollingIntervalSeconds: 30,
    });
    expect(sealed.schedules).toEqual([{ definition, cron: '5 3 * * *', tz: 'UTC', payload: {} }]);
    await sealed.handlers.get('demo.cleanup')!({}, { jobId: 'j', retryCount: 0, lastAttempt: false });
    expect(runs).toBe(1);
  });

  it('refuses a second nightly job of the same name', () => {
    const registry = new JobRegistry();
    registry.nightly('demo.cleanup', '5 3 * * *', async () => undefined);
    expect(() => registry.nightly('demo.cleanup', '6 3 * * *', async () => undefined)).toThrow(/two job definitions are named demo.cleanup/);
  });
});
