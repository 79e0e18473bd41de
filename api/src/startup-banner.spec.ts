import { startupBanner } from './startup-banner';

describe('startupBanner', () => {
  const config = { host: '127.0.0.1', dataDir: '/tmp/portal-data', smtpUrl: undefined, devMailbox: false, devMailboxKey: 'k' };

  it('names the Node.js version the portal runs on (the pinned Node 24)', () => {
    const banner = startupBanner({ config, port: 3000, embedded: true, seeded: false, startedInMs: 900 });
    expect(banner).toContain(`  Runtime:       Node.js ${process.version}\n`);
    expect(process.version).toMatch(/^v24\./);
  });

  it('says which role the process runs, and a worker lists no portal address', () => {
    const all = startupBanner({ config: { ...config, portalRole: 'all' }, port: 3000, embedded: true, seeded: false, startedInMs: 900 });
    expect(all).toContain('  Role:          all (HTTP API and job workers with cron in this process)\n');
    const worker = startupBanner({ config: { ...config, portalRole: 'worker' }, port: undefined, embedded: false, seeded: false, startedInMs: 900 });
    expect(worker).toContain('  Role:          worker (job workers and cron, no HTTP listener)\n');
    expect(worker).not.toContain('Portal:');
  });
});
