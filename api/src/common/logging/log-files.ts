import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pino, { type DestinationStream } from 'pino';
import type { AppConfig } from '../../config/app-config';

/**
 * The API's JSON log lines, also written to rotating files in DATA_DIR/logs (LOG_FILES, on by
 * default outside tests): `api.<yyyy-MM-dd>.<n>.log`, a new file every day and every 10 MB,
 * the last LOG_FILES_KEEP (14) kept besides the one being written (pino-roll). The lines are
 * the ones stdout gets, redacted by the logger's formatters and serializers before either
 * destination sees them (logging.ts), so the files hold no secret the console does not.
 */
export const LOG_FILE_PATTERN = /^api\.\d{4}-\d{2}-\d{2}\.\d{1,6}\.log$/;
export const LOG_FILE_MAX_SIZE = '10m';

export function logDirOf(dataDir: string): string {
  return join(dataDir, 'logs');
}

export interface LogFileInfo {
  name: string;
  size: number;
  modified: string;
}

/** The log files of the folder, most recently written first (none when the folder is absent). */
export async function listLogFiles(dir: string): Promise<LogFileInfo[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files: (LogFileInfo & { mtime: number })[] = [];
  for (const name of names.filter((n) => LOG_FILE_PATTERN.test(n))) {
    try {
      const s = await stat(join(dir, name));
      if (s.isFile()) files.push({ name, size: s.size, modified: s.mtime.toISOString(), mtime: s.mtimeMs });
    } catch {
      // Rotated away between the listing and the stat.
    }
  }
  return files.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name)).map(({ name, size, modified }) => ({ name, size, modified }));
}

/**
 * The path of the listed file with exactly this name, or null. The name is looked up among the
 * listing's names (never joined to the folder as given), so `../x`, `/etc/passwd`, `a%2Fb` or any
 * name the folder does not list is unknown.
 */
export async function findLogFile(dir: string, name: string): Promise<string | null> {
  const listed = await listLogFiles(dir);
  const found = listed.find((f) => f.name === name);
  return found ? join(dir, found.name) : null;
}

/** The rotating file destination (pino-roll's SonicBoom). */
export async function openLogFiles(config: Pick<AppConfig, 'dataDir' | 'logFilesKeep'>): Promise<DestinationStream> {
  const dir = logDirOf(config.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // pino-roll has no types and is CommonJS.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS module, loaded only when file logging is on
  const roll = require('pino-roll') as (options: Record<string, unknown>) => Promise<DestinationStream>;
  return roll({
    file: join(dir, 'api'),
    extension: '.log',
    dateFormat: 'yyyy-MM-dd',
    frequency: 'daily',
    size: LOG_FILE_MAX_SIZE,
    limit: { count: config.logFilesKeep },
    mkdir: true,
  });
}

/**
 * Where the logger writes: the given destination (tests), or stdout (pretty in development),
 * plus the rotating files when LOG_FILES is on. Undefined: the logger's default (stdout, or the
 * pretty transport).
 */
export async function logDestinationFor(config: AppConfig, given?: DestinationStream): Promise<DestinationStream | undefined> {
  if (!config.logFiles) return given;
  const files = await openLogFiles(config);
  let primary = given;
  if (!primary) {
    if (config.logPretty) {
      // A development dependency, loaded only with LOG_PRETTY.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS module, loaded only when file logging is on
      const pretty = require('pino-pretty') as (o: object) => DestinationStream;
      primary = pretty({ singleLine: true });
    } else {
      primary = pino.destination(1);
    }
  }
  return pino.multistream([
    { stream: primary, level: 'trace' },
    { stream: files, level: 'trace' },
  ]);
}
