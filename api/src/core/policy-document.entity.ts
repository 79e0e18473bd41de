import { type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE } from './column-types';
import { Policy } from './policy.entity';

export enum DocumentKind {
  /** A declarations page; the newest by printDate is the current one. */
  Declaration = 'declaration',
  /** A policy form or endorsement, e.g. "PP 00 01 09 18 Personal Auto Policy". */
  Form = 'form',
}

/**
 * A printable policy document. `printUrl` is an opaque token; /api/document?q={printUrl}
 * resolves it to the generated PDF, so it must be unguessable and unique.
 */
@Entity()
@Index({ properties: ['policy', 'kind', 'printDate'] })
export class PolicyDocument {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Policy, deleteRule: 'cascade' })
  policy!: Rel<Policy>;

  @Enum({ items: () => DocumentKind })
  kind!: DocumentKind;

  @Property({ type: 'string', length: 160 })
  description!: string;

  /** Form number and edition, e.g. "PP 00 01 09 18". */
  @Property({ type: 'string', length: 40, nullable: true })
  formNumber?: string | null;

  @Property({ ...CALENDAR_DATE })
  printDate!: string;

  @Property({ type: 'string', length: 64, unique: true })
  printUrl!: string;

  /**
   * A declarations page issued by a mid-term change: the policy image it prints. Null for one
   * issued before any change of the term (it prints the first image the term had).
   */
  @Property({ type: 'integer', nullable: true })
  imageNum?: number | null;
}
