import type { AppConfig } from './config/app-config';
import { describeRole } from './jobs/portal-role';
import { devMailboxUrl } from './mail/dev-mailbox.access';
import { mailerDescription } from './mail/mailer.service';

const DEMO_ACCOUNTS = [
  ['demo@example.com', 'Harbor-Light-42', 'policyholder with the richest book'],
  ['admin@example.com', 'Harbor-Admin-42', 'staff administrator'],
];

export interface BannerFacts {
  config: Pick<AppConfig, 'host' | 'dataDir' | 'smtpUrl' | 'devMailbox' | 'devMailboxKey'> & Partial<Pick<AppConfig, 'portalRole'>>;
  /** The port the server really listens on (PORT may be 0); undefined when the role serves no HTTP. */
  port: number | undefined;
  embedded: boolean;
  seeded: boolean;
  startedInMs: number;
}

/** The address a person on this machine opens: localhost, or the HOST the portal listens on. */
export function localBaseUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === '::1' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * The lines `npm start` prints once the portal answers. The development mailbox's line is the
 * only place its per-start key is shown.
 */
export function startupBanner(facts: BannerFacts): string {
  const { config, port } = facts;
  const role = config.portalRole ?? 'all';
  const database = `  Database:      ${facts.embedded ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL from DATABASE_URL'}${facts.seeded ? ' (demo book loaded)' : ''}`;
  if (port === undefined) {
    // PORTAL_ROLE=worker: nothing to open in a browser.
    return (
      [
        '',
        `Harbor Mutual portal worker is ready in ${(facts.startedInMs / 1000).toFixed(1)} s`,
        `  Role:          ${describeRole(role)}`,
        `  Runtime:       Node.js ${process.version}`,
        database,
        `  Mail:          ${config.smtpUrl ? mailerDescription(config).replace(/^Mailer: /, '') : 'kept in the outbox'}`,
        '',
      ].join('\n') + '\n'
    );
  }
  const base = localBaseUrl(config.host, port);
  const mail = config.smtpUrl
    ? mailerDescription(config).replace(/^Mailer: /, '')
    : config.devMailbox
      ? `kept in the outbox, shown at ${devMailboxUrl(base, config.devMailboxKey)}`
      : 'kept in the outbox (the /dev/mailbox page is off)';
  const lines = [
    '',
    `Harbor Mutual portal is ready in ${(facts.startedInMs / 1000).toFixed(1)} s`,
    `  Portal:        ${base}/`,
    `  API reference: ${base}/api/docs`,
    `  Listening on:  ${config.host}:${port}${config.host === '0.0.0.0' || config.host === '::' ? ' (every network address)' : ''}`,
    `  Role:          ${describeRole(role)}`,
    `  Runtime:       Node.js ${process.version}`,
    database,
    `  Mail:          ${mail}`,
    '  Demo accounts:',
    ...DEMO_ACCOUNTS.map(([email, password, what]) => `    ${email.padEnd(20)} ${password.padEnd(16)} ${what}`),
    '',
  ];
  return lines.join('\n') + '\n';
}
