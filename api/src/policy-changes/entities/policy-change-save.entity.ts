import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

export const POLICY_CHANGE_SAVE_UNIQUE = 'policy_change_save_policy_number_unique';

/**
 * A saved, unfinished policy change (doc 3 §3 "Saved change", §4 "Saved changes"): one per
 * policy number. `data` is the wizard's state as the web sent it (a JSON string), stored as is.
 */
@Entity()
@Unique({ name: POLICY_CHANGE_SAVE_UNIQUE, properties: ['policyNumber'] })
export class PolicyChangeSave {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 10 })
  policyNumber!: string;

  @Property({ type: 'string', length: 10 })
  type!: string;

  @Property({ type: 'string', length: 10 })
  action!: string;

  @Property({ type: 'text' })
  data!: string;

  @Property({ type: 'date', columnType: 'date' })
  effectiveDate!: string;

  @Property({ type: 'string', length: 10 })
  policyId!: string;

  @Property({ type: 'integer' })
  policyImageNum!: number;

  @Property({ type: 'string', length: 254, nullable: true })
  agencyEmailAddress?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  agencyName?: string | null;

  /** The account that saved it (the policy's owner then). */
  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime' })
  savedAt!: Date;
}
