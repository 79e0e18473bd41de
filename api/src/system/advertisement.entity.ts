import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE } from '../core';

/** Advertisement sizes: 0 Tiny, 1 Mini, 2 Small, 3 Large. */
export const ADVERTISEMENT_SIZES = [0, 1, 2, 3] as const;
export type AdvertisementSize = (typeof ADVERTISEMENT_SIZES)[number];

/**
 * A home page advertisement. The one with the latest activeOn that is not after today is
 * shown. bodyHtml is stored as staff wrote it and sanitised every time it is served.
 */
@Entity()
@Index({ name: 'advertisement_active_on_index', properties: ['activeOn'] })
@Check({ name: 'advertisement_size_check', expression: 'size in (0, 1, 2, 3)' })
export class Advertisement {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  header!: string;

  @Property({ type: 'smallint' })
  size!: AdvertisementSize;

  /** First day shown ('YYYY-MM-DD', US Eastern calendar). */
  @Property({ ...CALENDAR_DATE })
  activeOn!: string;

  @Property({ type: 'text' })
  bodyHtml!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
