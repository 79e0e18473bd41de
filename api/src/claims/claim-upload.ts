import type { Multipart, MultipartFile } from '@fastify/multipart';
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { acceptedTypeOf, CLAIM_MESSAGES, MAX_FILE_BYTES, MAX_FILES, MAX_TOTAL_BYTES } from './claim-catalog';
import { ClaimsException, ClaimsExceptionCode } from './claims.exception';
import type { ClaimFileStorage } from './storage/claim-file-storage';

/** A file received and stored, before the claim is saved. */
export interface ReceivedFile {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** What the multipart body held: the `command` part (parsed JSON) and the stored files. */
export interface ReceivedClaim {
  command: unknown;
  files: ReceivedFile[];
}

/** Busboy limits of the claim body: one command field of up to 64 KiB, MAX_FILES files of MAX_FILE_BYTES. */
export const CLAIM_MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  fields: 1,
  files: MAX_FILES,
  fileSize: MAX_FILE_BYTES,
  parts: MAX_FILES + 1,
  headerPairs: 20,
} as const;

/** Detects a stored file's type from its content (file-type reads only as much as it needs). */
export type ContentSniffer = (key: string) => Promise<string | undefined>;

/** The ContentSniffer of a storage: file-type over strtok3's stream tokenizer reads only the bytes it needs (a zip's entries for docx and xlsx). */
export function storedContentSniffer(storage: ClaimFileStorage): ContentSniffer {
  return async (key) => {
    const stream = await storage.open(key);
    if (!stream) return undefined;
    try {
      const [{ fileTypeFromTokenizer }, { fromStream }] = await Promise.all([import('file-type'), import('strtok3')]);
      return (await fileTypeFromTokenizer(await fromStream(stream)))?.mime;
    } finally {
      stream.destroy();
    }
  };
}

/**
 * Counts, hashes and checks a file's bytes as they pass to storage, never holding the file:
 * the combined size across files, and whether the whole content is UTF-8 without NUL (text).
 */
class FileMeter extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  isText = true;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });

  constructor(private readonly totalSoFar: () => number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.totalSoFar() + this.size > MAX_TOTAL_BYTES) {
      done(new ClaimsException(ClaimsExceptionCode.FilesTooLarge, [CLAIM_MESSAGES.filesTooLarge]));
      return;
    }
    this.hash.update(chunk);
    if (this.isText) {
      if (chunk.includes(0)) this.isText = false;
      else {
        try {
          this.utf8.decode(chunk, { stream: true });
        } catch {
          this.isText = false;
        }
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.isText) {
      try {
        this.utf8.decode();
      } catch {
        this.isText = false;
      }
    }
    done();
  }
}

const CONTROL_OR_QUOTE = /[\x00-\x1F\x7F"]/g; // eslint-disable-line no-control-regex -- control characters are what it removes

/** The name shown for a file: its last path segment, without control characters, at most 255 characters. */
export function displayFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(CONTROL_OR_QUOTE, '').trim();
  return (base || 'file').slice(0, 255);
}

/**
 * Reads the claim's multipart body part by part. Each file streams through a FileMeter into the
 * storage port as it arrives; the per-file (busboy's fileSize) and combined limits stop it at
 * once. Type (from the stored content), duplicates (same sha256) and refusals are collected so
 * every refused file is listed. On any refusal or error, every file stored so far is removed
 * and the rest of the body is drained, so the client reads the reply.
 */
export async function receiveClaimParts(
  parts: AsyncIterableIterator<Multipart>,
  storage: ClaimFileStorage,
  sniff: ContentSniffer,
  /** Checks the command as soon as it arrives (sent first, it refuses the claim before any file is stored). */
  onCommand: (command: unknown) => Promise<void> = async () => undefined,
): Promise<ReceivedClaim> {
  const files: ReceivedFile[] = [];
  const refusedTypes: string[] = [];
  const duplicates: string[] = [];
  let command: unknown;
  let sawCommand = false;
  let total = 0;
  let current: MultipartFile['file'] | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'command' || sawCommand)
          throw new ClaimsException(ClaimsExceptionCode.MultipartInvalid, [`The part ${part.fieldname} is not taken: send one command part and files parts.`]);
        if (part.valueTruncated) throw new ClaimsException(ClaimsExceptionCode.MultipartInvalid, ['The command part is too large.']);
        sawCommand = true;
        command = typeof part.value === 'string' ? parseCommand(part.value) : part.value;
        await onCommand(command);
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname !== 'files') {
        file.file.resume();
        throw new ClaimsException(ClaimsExceptionCode.MultipartInvalid, [`The part ${file.fieldname} is not taken: send one command part and files parts.`]);
      }
      current = file.file;
      const fileName = displayFileName(file.filename);
      const meter = new FileMeter(() => total);
      const storageKey = await storage.put(file.file.pipe(meter));
      const stored = { storageKey, fileName, size: meter.size };
      if (file.file.truncated) {
        await storage.remove(storageKey);
        throw new ClaimsException(ClaimsExceptionCode.FileTooLarge, [`${fileName}: ${CLAIM_MESSAGES.fileTooLarge}`]);
      }
      total += meter.size;
      const sha256 = meter.hash.digest('hex');
      const contentType = meter.size ? acceptedTypeOf(await sniff(storageKey), fileName, meter.isText) : null;
      files.push({ ...stored, sha256, contentType: contentType ?? '' });
      if (!contentType) refusedTypes.push(`${fileName}: This type of file is not accepted.`);
      else if (files.some((f) => f !== files.at(-1) && f.sha256 === sha256)) duplicates.push(`${fileName}: ${CLAIM_MESSAGES.duplicate}`);
    }
    if (!sawCommand) throw new ClaimsException(ClaimsExceptionCode.MultipartInvalid);
    if (refusedTypes.length) throw new ClaimsException(ClaimsExceptionCode.FileTypeRefused, refusedTypes);
    if (duplicates.length) throw new ClaimsException(ClaimsExceptionCode.FileDuplicate, duplicates);
    return { command, files };
  } catch (err) {
    current?.resume();
    await removeFiles(storage, files);
    await drain(parts);
    throw asClaimRefusal(err);
  }
}

export async function removeFiles(storage: ClaimFileStorage, files: Array<Pick<ReceivedFile, 'storageKey'>>): Promise<void> {
  await Promise.all(files.map((f) => storage.remove(f.storageKey).catch(() => undefined)));
}

function parseCommand(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ClaimsException(ClaimsExceptionCode.MultipartInvalid, ['The command part is not valid JSON.']);
  }
}

/** Reads and drops what is left of the body (bounded by the parser's limits), so the reply reaches the client. */
async function drain(parts: AsyncIterableIterator<Multipart>): Promise<void> {
  try {
    for await (const part of parts) if (part.type === 'file') part.file.resume();
  } catch {
    // the body was already broken: nothing more to read
  }
}

/** Busboy's limits and @fastify/multipart's refusals, as the claim's own codes. */
function asClaimRefusal(err: unknown): unknown {
  const code = (err as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ClaimsException(ClaimsExceptionCode.TooManyFiles);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ClaimsException(ClaimsExceptionCode.FileTooLarge, [CLAIM_MESSAGES.fileTooLarge]);
    case 'FST_FIELDS_LIMIT':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ClaimsException(ClaimsExceptionCode.MultipartInvalid);
    default:
      return err;
  }
}
