import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A notice shown on the login page (and home) while now lies in [start, end). A null end
 * keeps it active until someone ends it.
 */
@Entity()
@Index({ name: 'system_info_message_start_end_index', properties: ['start', 'end'] })
export class SystemInfoMessage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 1000 })
  message!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  start!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  end?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
