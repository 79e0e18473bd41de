import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { PORTAL_ROLES, type PortalRole } from './portal-role';
import { repoRoot } from './paths';

/** An environment value as text (numbers and booleans come from tests' overrides); anything else stays as given and fails validation. */
const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^-?\d+$/.test(asText(value) ?? '') ? Number(value) : value;
const toBool = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  const v = (asText(value) ?? '').toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return value;
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The environment variables the API reads. Every one is validated at start-up and a bad value
 * stops the process with a message naming the variable, the rule and the value given.
 */
class EnvironmentVariables {
  @IsOptional()
  @IsIn(['development', 'production', 'test'], { message: 'NODE_ENV must be development, production or test' })
  NODE_ENV?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'PORT must be a whole number' })
  @Min(0)
  @Max(65535, { message: 'PORT must be between 0 and 65535' })
  PORT?: number;

  @IsOptional()
  @IsString()
  @Matches(/^[0-9a-zA-Z.:-]+$/, { message: 'HOST must be a host name or IP address, such as 127.0.0.1 or 0.0.0.0' })
  HOST?: string;

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// or postgresql:// connection URL' })
  DATABASE_URL?: string;

  @IsOptional()
  @IsString()
  @Matches(/\S/, { message: 'DATA_DIR must be a folder path' })
  DATA_DIR?: string;

  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'PUBLIC_URL must be an http(s) URL such as https://portal.example.com' },
  )
  PUBLIC_URL?: string;

  @IsOptional()
  @IsIn(LOG_LEVELS as unknown as string[], { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'LOG_PRETTY must be true or false' })
  LOG_PRETTY?: boolean;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'LOG_FILES must be true or false' })
  LOG_FILES?: boolean;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'LOG_FILES_KEEP must be a whole number from 1 to 365' })
  @Min(1, { message: 'LOG_FILES_KEEP must be a whole number from 1 to 365' })
  @Max(365, { message: 'LOG_FILES_KEEP must be a whole number from 1 to 365' })
  LOG_FILES_KEEP?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'IMPORT_RETENTION_DAYS must be a whole number from 1 to 3650' })
  @Min(1, { message: 'IMPORT_RETENTION_DAYS must be a whole number from 1 to 3650' })
  @Max(3650, { message: 'IMPORT_RETENTION_DAYS must be a whole number from 1 to 3650' })
  IMPORT_RETENTION_DAYS?: number;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'SEED_DEMO must be true or false' })
  SEED_DEMO?: boolean;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'SERVE_WEB must be true or false' })
  SERVE_WEB?: boolean;

  @IsOptional()
  @IsString()
  WEB_DIST?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'RATE_LIMIT_PER_MINUTE must be a whole number' })
  @Min(1, { message: 'RATE_LIMIT_PER_MINUTE must be at least 1' })
  @Max(1000000)
  RATE_LIMIT_PER_MINUTE?: number;

  @IsOptional()
  // No hop count: Fastify 5.12+ trusts no proxy for one (it cannot check the immediate peer).
  @Matches(/^(?![0-9]+$)(true|false|(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+)(,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+))*)$/, {
    message:
      'TRUST_PROXY must be false, true, or a comma-separated list of proxy addresses, CIDRs or loopback/linklocal/uniquelocal (a hop count is not supported: name your load balancer)',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters (use a long random value)' })
  JWT_SECRET?: string;

  @IsOptional()
  @Matches(/^\s*([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)\s*$/, {
    message: 'TOTP_ENCRYPTION_KEY must be 32 bytes written as 64 hex digits or 43 base64url characters (e.g. openssl rand -hex 32)',
  })
  TOTP_ENCRYPTION_KEY?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'ACCESS_TOKEN_TTL_SECONDS must be a whole number' })
  @Min(10, { message: 'ACCESS_TOKEN_TTL_SECONDS must be at least 10' })
  @Max(3600, { message: 'ACCESS_TOKEN_TTL_SECONDS must be at most 3600 (access tokens are short-lived)' })
  ACCESS_TOKEN_TTL_SECONDS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'REFRESH_TOKEN_TTL_SECONDS must be a whole number' })
  @Min(60, { message: 'REFRESH_TOKEN_TTL_SECONDS must be at least 60' })
  @Max(30 * 86400)
  REFRESH_TOKEN_TTL_SECONDS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'REMEMBER_ME_TTL_DAYS must be a whole number' })
  @Min(1, { message: 'REMEMBER_ME_TTL_DAYS must be at least 1' })
  @Max(365)
  REMEMBER_ME_TTL_DAYS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'EMAIL_CODE_TTL_MINUTES must be a whole number' })
  @Min(5, { message: 'EMAIL_CODE_TTL_MINUTES must be at least 5' })
  @Max(7 * 24 * 60)
  EMAIL_CODE_TTL_MINUTES?: number;

  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example.com:587' })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  @Matches(/^(.+<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, { message: 'MAIL_FROM must be an address such as "Harbor Mutual <no-reply@harbormutual.example>"' })
  MAIL_FROM?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'DEV_MAILBOX must be true or false (1 or 0)' })
  DEV_MAILBOX?: boolean;

  @IsOptional()
  @IsIn(['outbox', 'twilio'], {
    message: 'SMS_PROVIDER must be outbox (texts stay in the outbox, shown at /dev/mailbox) or twilio (a Twilio-compatible HTTP API)',
  })
  SMS_PROVIDER?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'SMS_ACCOUNT_SID must be the provider account id: 1 to 64 letters, digits, _ or -' })
  SMS_ACCOUNT_SID?: string;

  @IsOptional()
  @IsString()
  @Matches(/^\S{8,256}$/, { message: 'SMS_AUTH_TOKEN must be the provider API token: 8 to 256 characters, no spaces' })
  SMS_AUTH_TOKEN?: string;

  @IsOptional()
  @Matches(/^(\+[1-9][0-9]{7,14}|[A-Za-z0-9_-]{2,64})$/, {
    message: 'SMS_FROM must be the sending number in E.164 form (+13175550100) or a messaging service id',
  })
  SMS_FROM?: string;

  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'SMS_API_URL must be an http(s) URL such as https://api.twilio.com' },
  )
  SMS_API_URL?: string;

  @IsOptional()
  @Matches(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { message: 'CLAIM_DEBUG_EMAIL must be an email address' })
  CLAIM_DEBUG_EMAIL?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'AUTH_RATE_LIMIT_PER_15_MINUTES must be a whole number' })
  @Min(1)
  @Max(100000)
  AUTH_RATE_LIMIT_PER_15_MINUTES?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(100, { message: 'DB_STATEMENT_TIMEOUT_MS must be at least 100' })
  @Max(3_600_000, { message: 'DB_STATEMENT_TIMEOUT_MS must be at most 3600000 (one hour)' })
  DB_STATEMENT_TIMEOUT_MS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(100, { message: 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS must be at least 100' })
  @Max(3_600_000, { message: 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS must be at most 3600000 (one hour)' })
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR must be a whole number' })
  @Min(1)
  @Max(100000)
  AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR?: number;

  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379/0' })
  REDIS_URL?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9:_.-]{1,64}$/, { message: 'REDIS_KEY_PREFIX must be 1 to 64 letters, digits or : _ . -' })
  REDIS_KEY_PREFIX?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(100, { message: 'SHUTDOWN_TIMEOUT_MS must be at least 100' })
  @Max(600_000, { message: 'SHUTDOWN_TIMEOUT_MS must be at most 600000 (ten minutes)' })
  SHUTDOWN_TIMEOUT_MS?: number;
  @IsOptional()
  @IsIn(PORTAL_ROLES as unknown as string[], {
    message: `PORTAL_ROLE must be one of ${PORTAL_ROLES.join(', ')} (all: API and job workers; api: HTTP only; worker: jobs only, no HTTP)`,
  })
  PORTAL_ROLE?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'BODY_LIMIT_BYTES must be a whole number' })
  @Min(1024, { message: 'BODY_LIMIT_BYTES must be at least 1024' })
  @Max(1024 * 1024 * 1024)
  BODY_LIMIT_BYTES?: number;
}

/** Validated configuration of one API process. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  /** PORTAL_ROLE: what this process runs (HTTP, job workers and cron, or both). See jobs/portal-role.ts. */
  portalRole: PortalRole;
  /** Tests only (no variable): poll for jobs this often instead of each definition's interval. */
  jobsPollingIntervalSeconds?: number;
  /** Tests only (no variable): retry failed jobs after this many seconds (backoff capped there too). */
  jobsRetryDelaySeconds?: number;
  /** Tests only (no variable): look for due cron schedules this often (1 to 45 s; default 30). */
  jobsCronMonitorIntervalSeconds?: number;
  port: number;
  host: string;
  /** A real PostgreSQL server; when absent the API runs an embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  logLevel: LogLevel;
  logPretty: boolean;
  /** Also write the JSON log lines to rotating files in dataDir/logs (see common/logging/log-files.ts). */
  logFiles: boolean;
  /** How many rotated log files are kept besides the one being written. */
  logFilesKeep: number;
  /** Days a finished user import (its counts and refused rows) is kept before the nightly purge. */
  importRetentionDays: number;
  /** Load the demo book of business when the database has none. */
  seedDemo: boolean;
  /** Serve the built web app (web/dist) at / with an SPA fallback. */
  serveWeb: boolean;
  webDist: string;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy). Off by default: otherwise any
   * caller could pick the address that rate limits and verification counts are keyed by.
   */
  trustProxy: boolean | string;
  /** Signing secret of access and refresh tokens; when unset a random one is kept in dataDir. */
  jwtSecret?: string;
  /** Key of the authenticator-app secrets at rest (AES-256-GCM); when unset a random one is kept in dataDir. */
  totpEncryptionKey?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  rememberMeTtlDays: number;
  /** How long the codes in emailed links (confirm, reset, change email) stay valid. */
  emailCodeTtlMinutes: number;
  /** SMTP server for outgoing mail; unset keeps mail in the outbox shown at /dev/mailbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Where a failed claim submission's debug email goes (doc 4 §4); unset: MAIL_FROM's address. */
  claimDebugEmail?: string;
  /** The SMS port's adapter (api/src/sms): the outbox (development, the default) or a Twilio-compatible HTTP API. */
  sms: SmsConfig;
  /**
   * Serve /dev/mailbox: by default only without SMTP, on the embedded database and on a loopback
   * HOST; DEV_MAILBOX=1 turns it on elsewhere (never on a non-loopback HOST).
   */
  devMailbox: boolean;
  /**
   * The per-start secret the mailbox asks for (`/dev/mailbox?key=...`): random on every start,
   * printed only in the start-up banner, so another local user or a web page cannot read mail.
   */
  devMailboxKey: string;
  /** Longest a statement may run on a database connection before PostgreSQL cancels it. */
  dbStatementTimeoutMs: number;
  /** Longest a connection may sit idle inside an open transaction before PostgreSQL ends it. */
  dbIdleInTransactionTimeoutMs: number;
  /** Sign-in, recovery, registration and verification calls allowed per address in 15 minutes (half as many per account and address). */
  authRateLimitPer15Minutes: number;
  /** The slower limit on one account from every address together, per hour (OWASP ASVS 6.3: no lock-out from everywhere). */
  authAccountRateLimitPerHour: number;
  /**
   * Redis shared by every instance (rate-limit counters); unset keeps the counters in this
   * process's memory, which is right for one instance only.
   */
  redisUrl?: string;
  /** Prefix of every key this portal writes in Redis (several portals or tests may share one). */
  redisKeyPrefix: string;
  /** Longest a SIGTERM'd instance spends finishing requests (and jobs) in flight before it exits anyway. */
  shutdownTimeoutMs: number;
}

/** SMS_PROVIDER and its settings; the token is a secret: never logged, printed or stored. */
export type SmsConfig = { provider: 'outbox' } | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Variables whose value is a secret (or holds one): a refusal names the rule, never the value. */
const SECRET_VARIABLES = new Set(['JWT_SECRET', 'TOTP_ENCRYPTION_KEY', 'SMTP_URL', 'SMS_AUTH_TOKEN']);

/** Reads and validates the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (VAR=) means "not set", as in most shells' and tools' conventions.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const raw = plainToInstance(EnvironmentVariables, given, { enableImplicitConversion: false });
  const errors = validateSync(raw, { whitelist: false, forbidUnknownValues: false });
  if (errors.length) {
    throw new ConfigError(
      errors.flatMap((e) =>
        Object.values(e.constraints ?? {}).map(
          (msg) => `${msg} (${SECRET_VARIABLES.has(e.property) ? 'value not shown: it is a secret' : `got ${JSON.stringify(env[e.property])}`})`,
        ),
      ),
    );
  }
  const root = repoRoot();
  const nodeEnv = (raw.NODE_ENV ?? 'development') as AppConfig['env'];
  const port = raw.PORT ?? 3000;
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(process.cwd(), p));
  // The embedded database's portal (with its development mailbox and demo accounts) stays on this
  // machine unless HOST says otherwise; a deployment on a real PostgreSQL listens on every address.
  const host = raw.HOST ?? (raw.DATABASE_URL ? '0.0.0.0' : '127.0.0.1');
  if (raw.DEV_MAILBOX === true && !isLoopbackHost(host)) {
    throw new ConfigError([
      `DEV_MAILBOX must be off when the portal listens on a non-loopback address: the mailbox shows password-reset links (HOST is ${JSON.stringify(host)}; use HOST=127.0.0.1 or unset DEV_MAILBOX)`,
    ]);
  }
  if (raw.REDIS_URL && !raw.JWT_SECRET) {
    // REDIS_URL means several instances: each would make its own secret in its own DATA_DIR and
    // refuse the tokens the others sign.
    throw new ConfigError([
      'JWT_SECRET must be set when REDIS_URL is: several instances must sign and check tokens with one shared secret (a generated one lives in one DATA_DIR only)',
    ]);
  }
  const sms = smsConfigOf(raw);
  const portalRole = (raw.PORTAL_ROLE ?? 'all') as PortalRole;
  if (portalRole !== 'all' && !raw.DATABASE_URL) {
    throw new ConfigError([
      `PORTAL_ROLE=${portalRole} needs DATABASE_URL: the embedded database serves one process, which must then run everything (PORTAL_ROLE=all)`,
    ]);
  }
  return {
    env: nodeEnv,
    portalRole,
    port,
    host,
    databaseUrl: raw.DATABASE_URL || undefined,
    dataDir: raw.DATA_DIR ? abs(raw.DATA_DIR) : join(root, '.data'),
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: (raw.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel,
    logPretty: raw.LOG_PRETTY ?? false,
    logFiles: raw.LOG_FILES ?? nodeEnv !== 'test',
    logFilesKeep: raw.LOG_FILES_KEEP ?? 14,
    importRetentionDays: raw.IMPORT_RETENTION_DAYS ?? 30,
    seedDemo: raw.SEED_DEMO ?? nodeEnv !== 'test',
    serveWeb: raw.SERVE_WEB ?? nodeEnv === 'production',
    webDist: raw.WEB_DIST ? abs(raw.WEB_DIST) : join(root, 'web/dist'),
    rateLimitPerMinute: raw.RATE_LIMIT_PER_MINUTE ?? 600,
    bodyLimitBytes: raw.BODY_LIMIT_BYTES ?? 1024 * 1024,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    jwtSecret: raw.JWT_SECRET,
    totpEncryptionKey: raw.TOTP_ENCRYPTION_KEY,
    accessTokenTtlSeconds: raw.ACCESS_TOKEN_TTL_SECONDS ?? 300,
    refreshTokenTtlSeconds: raw.REFRESH_TOKEN_TTL_SECONDS ?? 8 * 3600,
    rememberMeTtlDays: raw.REMEMBER_ME_TTL_DAYS ?? 30,
    emailCodeTtlMinutes: raw.EMAIL_CODE_TTL_MINUTES ?? 24 * 60,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? 'Harbor Mutual <no-reply@harbormutual.test>',
    claimDebugEmail: raw.CLAIM_DEBUG_EMAIL,
    sms,
    devMailbox: raw.DEV_MAILBOX ?? (!raw.SMTP_URL && !raw.DATABASE_URL && isLoopbackHost(host)),
    devMailboxKey: randomBytes(24).toString('base64url'),
    dbStatementTimeoutMs: raw.DB_STATEMENT_TIMEOUT_MS ?? 15_000,
    dbIdleInTransactionTimeoutMs: raw.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS ?? 60_000,
    authRateLimitPer15Minutes: raw.AUTH_RATE_LIMIT_PER_15_MINUTES ?? 20,
    authAccountRateLimitPerHour: raw.AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR ?? 100,
    redisUrl: raw.REDIS_URL,
    redisKeyPrefix: raw.REDIS_KEY_PREFIX ?? 'portal:',
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS ?? 10_000,
  };
}

/** SMS_PROVIDER=twilio needs its account, token and sender; the outbox (the default) needs nothing. */
function smsConfigOf(raw: EnvironmentVariables): SmsConfig {
  if ((raw.SMS_PROVIDER ?? 'outbox') === 'outbox') return { provider: 'outbox' };
  const missing = (['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const).filter((k) => !raw[k]);
  if (missing.length) throw new ConfigError(missing.map((k) => `${k} must be set when SMS_PROVIDER is twilio`));
  return {
    provider: 'twilio',
    accountSid: raw.SMS_ACCOUNT_SID!,
    authToken: raw.SMS_AUTH_TOKEN!,
    from: raw.SMS_FROM!,
    apiUrl: (raw.SMS_API_URL ?? 'https://api.twilio.com').replace(/\/$/, ''),
  };
}

/** True for a HOST that only this machine can reach: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  return isIP(h) !== 0 && isLoopbackAddress(h);
}

/** True for a loopback IP address (127.0.0.0/8, ::1, or 127.x written as an IPv4-mapped IPv6 address). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase();
  if (a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}
