import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, validateSync } from 'class-validator';
import { isAbsolute, join, resolve } from 'node:path';
import { repoRoot } from './paths';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : /^-?\d+$/.test(String(value)) ? Number(value) : value);
const toBool = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  const v = String(value).toLowerCase();
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
  @IsOptional() @IsIn(['development', 'production', 'test'], { message: 'NODE_ENV must be development, production or test' })
  NODE_ENV?: string;

  @IsOptional() @Transform(toInt) @IsInt({ message: 'PORT must be a whole number' }) @Min(0) @Max(65535, { message: 'PORT must be between 0 and 65535' })
  PORT?: number;

  @IsOptional() @IsString() @Matches(/^[0-9a-zA-Z.:-]+$/, { message: 'HOST must be a host name or IP address, such as 0.0.0.0' })
  HOST?: string;

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// or postgresql:// connection URL' })
  DATABASE_URL?: string;

  @IsOptional() @IsString() @Matches(/\S/, { message: 'DATA_DIR must be a folder path' })
  DATA_DIR?: string;

  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }, { message: 'PUBLIC_URL must be an http(s) URL such as https://portal.example.com' })
  PUBLIC_URL?: string;

  @IsOptional() @IsIn(LOG_LEVELS as unknown as string[], { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: string;

  @IsOptional() @Transform(toBool) @IsBoolean({ message: 'LOG_PRETTY must be true or false' })
  LOG_PRETTY?: boolean;

  @IsOptional() @Transform(toBool) @IsBoolean({ message: 'SEED_DEMO must be true or false' })
  SEED_DEMO?: boolean;

  @IsOptional() @Transform(toBool) @IsBoolean({ message: 'SERVE_WEB must be true or false' })
  SERVE_WEB?: boolean;

  @IsOptional() @IsString()
  WEB_DIST?: string;

  @IsOptional() @Transform(toInt) @IsInt({ message: 'RATE_LIMIT_PER_MINUTE must be a whole number' }) @Min(1, { message: 'RATE_LIMIT_PER_MINUTE must be at least 1' }) @Max(1000000)
  RATE_LIMIT_PER_MINUTE?: number;

  @IsOptional() @Transform(toInt) @IsInt({ message: 'BODY_LIMIT_BYTES must be a whole number' }) @Min(1024, { message: 'BODY_LIMIT_BYTES must be at least 1024' }) @Max(1024 * 1024 * 1024)
  BODY_LIMIT_BYTES?: number;
}

/** Validated configuration of one API process. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** A real PostgreSQL server; when absent the API runs an embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  logLevel: LogLevel;
  logPretty: boolean;
  /** Load the demo book of business when the database has none. */
  seedDemo: boolean;
  /** Serve the built web app (web/dist) at / with an SPA fallback. */
  serveWeb: boolean;
  webDist: string;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (VAR=) means "not set", as in most shells' and tools' conventions.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const raw = plainToInstance(EnvironmentVariables, given, { enableImplicitConversion: false });
  const errors = validateSync(raw, { whitelist: false, forbidUnknownValues: false });
  if (errors.length) {
    throw new ConfigError(
      errors.flatMap((e) => Object.values(e.constraints ?? {}).map((msg) => `${msg} (got ${JSON.stringify(env[e.property])})`)),
    );
  }
  const root = repoRoot();
  const nodeEnv = (raw.NODE_ENV ?? 'development') as AppConfig['env'];
  const port = raw.PORT ?? 3000;
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(process.cwd(), p));
  return {
    env: nodeEnv,
    port,
    host: raw.HOST ?? '0.0.0.0',
    databaseUrl: raw.DATABASE_URL || undefined,
    dataDir: raw.DATA_DIR ? abs(raw.DATA_DIR) : join(root, '.data'),
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: (raw.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel,
    logPretty: raw.LOG_PRETTY ?? false,
    seedDemo: raw.SEED_DEMO ?? nodeEnv !== 'test',
    serveWeb: raw.SERVE_WEB ?? nodeEnv === 'production',
    webDist: raw.WEB_DIST ? abs(raw.WEB_DIST) : join(root, 'web/dist'),
    rateLimitPerMinute: raw.RATE_LIMIT_PER_MINUTE ?? 600,
    bodyLimitBytes: raw.BODY_LIMIT_BYTES ?? 1024 * 1024,
  };
}
