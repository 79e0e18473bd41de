import { startupBanner } from './startup-banner';

describe('startupBanner', () => {
  const config = { host: '127.0.0.1', dataDir: '/tmp/portal-data', smtpUrl: undefined, devMailbox: false, devMailboxKey: 'k' };

  it('names the Node.js version the portal runs on (the pinned Node 24)', () => {
    const banner = startupBanner({ config, port: 3000, embedded: true, seeded: false, startedInMs: 900 });
    expect(banner).toContain(`  Runtime:       Node.js ${process.version}\n`);
    expect(process.version).toMatch(/^v24\./);
  });
});
