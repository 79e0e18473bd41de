import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The routing directory: one bank per 9-digit ABA routing number (FedACH directory format, `npm run import:routing`). */
@Entity({ tableName: 'routing_bank' })
export class RoutingBank {
  @PrimaryKey({ type: 'string', length: 9 })
  routingNumber!: string;

  @Property({ type: 'string', length: 120 })
  bankName!: string;

  @Property({ type: 'string', length: 60, nullable: true })
  city?: string | null;

  @Property({ type: 'string', length: 2, nullable: true })
  state?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
