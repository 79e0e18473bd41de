import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Portal-wide switches staff turn on and off (doc 4 §3). One row (id 1). */
@Entity({ tableName: 'system_toggles' })
export class SystemToggles {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'boolean', default: true })
  canMakePayments: boolean = true;

  /** Offers the E-Mail and Text Alerts screen to everyone (delivery testers see it regardless). */
  @Property({ type: 'boolean', default: true })
  electronicAlertsEnabled: boolean = true;

  @Property({ type: 'boolean', default: false })
  cccClaimsEnabled: boolean = false;
}
