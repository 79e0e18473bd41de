import { Entity, Property } from '@mikro-orm/decorators/legacy';

/**
 * The columns of a file stored through the ClaimFileStorage port, shared by a report's
 * attachments and the documents added to a claim later: the bytes live in storage under
 * `storageKey` (a generated id, never the file's name); the name is a label only; the type is
 * decided from the content (magic bytes); `sha256` lets each table refuse the same content twice
 * per claim with its own unique constraint.
 */
@Entity({ abstract: true })
export abstract class StoredClaimFile {
  @Property({ type: 'string', length: 255 })
  fileName!: string;

  /** Decided from the content (magic bytes). */
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'string', length: 64 })
  sha256!: string;

  @Property({ type: 'string', length: 64 })
  storageKey!: string;
}
