import { randomUUID } from 'node:crypto';
import { Collection } from '@mikro-orm/core';
import { Check, Entity, Index, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { UserPolicy } from './user-policy.entity';

/**
 * A portal account. The email is stored lower-cased (unique), so lookups lower-case their
 * input. Legacy accounts may have a username that is not their email.
 */
@Entity({ tableName: 'user_account' })
@Check({ name: 'user_account_email_lower_check', expression: 'email = lower(email)' })
@Index({
  name: 'user_account_username_lower_unique',
  expression: 'create unique index "user_account_username_lower_unique" on "user_account" (lower("username"))',
})
// The back office's member search (admin/member-search.ts): LIKE '%x%' on name, email and
// username, served by trigram indexes (pg_trgm, created by the migration that adds them).
@Index({
  name: 'user_account_display_name_trgm_index',
  expression: 'create index "user_account_display_name_trgm_index" on "user_account" using gin (lower("display_name") gin_trgm_ops) with (fastupdate = off)',
})
@Index({
  name: 'user_account_email_trgm_index',
  expression: 'create index "user_account_email_trgm_index" on "user_account" using gin ("email" gin_trgm_ops) with (fastupdate = off)',
})
@Index({
  name: 'user_account_username_trgm_index',
  expression: 'create index "user_account_username_trgm_index" on "user_account" using gin (lower("username") gin_trgm_ops) with (fastupdate = off)',
})
// Its criteria of 1-2 characters, and whole email addresses, are prefix matches (LIKE 'x%'):
// btree indexes in byte order (pattern ops, or collation "C") serve them (a trigram index cannot).
// The name's is also the search's order (lower-cased name in collation "C", then id), covering
// what a page ranks by: a short criterion reads its first page in index order and counts its
// matches from the index alone, instead of fetching and sorting thousands of rows.
@Index({
  name: 'user_account_display_name_sort_index',
  expression:
    'create index "user_account_display_name_sort_index" on "user_account" ((lower("display_name") collate "C"), "id") include ("display_name", "is_admin")',
})
@Index({
  name: 'user_account_email_prefix_index',
  expression: 'create index "user_account_email_prefix_index" on "user_account" ("email" varchar_pattern_ops)',
})
@Index({
  name: 'user_account_username_prefix_index',
  expression: 'create index "user_account_username_prefix_index" on "user_account" (lower("username") text_pattern_ops)',
})
// The member search's "admins only": the few staff accounts, so a search for staff starts from
// them instead of reading every account a broad criterion matches.
@Index({
  name: 'user_account_admins_index',
  expression: 'create index "user_account_admins_index" on "user_account" ("id") where "is_admin"',
})
export class User {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'string', length: 254 })
  username!: string;

  /** argon2id hash (PHC string). */
  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 120 })
  displayName!: string;

  @Property({ type: 'string', length: 60 })
  firstName!: string;

  @Property({ type: 'string', length: 60 })
  lastName!: string;

  /** Digits only (10 for US mobiles). */
  @Property({ type: 'string', length: 15, nullable: true })
  phoneNumber?: string | null;

  @Property({ type: 'boolean', default: false })
  emailConfirmed: boolean = false;

  @Property({ type: 'boolean', default: false })
  isAdmin: boolean = false;

  @Property({ type: 'boolean', default: false })
  isDeliveryTester: boolean = false;

  /** Signed up for e-delivery (paperless). */
  @Property({ type: 'boolean', default: false })
  isDelivery: boolean = false;

  @Property({ type: 'boolean', default: false })
  isDeliveryViaEmail: boolean = false;

  @Property({ type: 'boolean', default: false })
  isDeliveryViaText: boolean = false;

  @Property({ type: 'boolean', default: false })
  isClaimDeliveryViaEmail: boolean = false;

  @Property({ type: 'boolean', default: false })
  isClaimDeliveryViaText: boolean = false;

  /** Extra addresses that also receive e-delivery email (lower-cased). */
  @Property({ type: 'json', fieldName: 'additional_e_delivery_email_recipients', default: '[]' })
  additionalEDeliveryEmailRecipients: string[] = [];

  /** Extra mobile numbers (digits) that also receive e-delivery texts. */
  @Property({ type: 'json', fieldName: 'additional_e_delivery_sms_recipients', default: '[]' })
  additionalEDeliverySMSRecipients: string[] = [];

  @Property({ type: 'boolean', default: false })
  dontShowAdvertisement: boolean = false;

  @Property({ type: 'boolean', fieldName: 'dont_show_e_delivery', default: false })
  dontShowEDelivery: boolean = false;

  @Property({ type: 'string', length: 10, default: 'en-US' })
  locale: string = 'en-US';

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastLogin?: Date | null;

  /**
   * Optimistic lock. MikroORM moves it on every update it issues (unit of work and nativeUpdate)
   * and writes a loaded entity only `where version = <the version read>`, so a save whose rules
   * were checked on a state another request changed meanwhile fails with OptimisticLockError
   * (409). Sign-in bookkeeping (lastLogin) is written by recordSignIn and does not move it.
   */
  @Property({ type: 'integer', version: true, default: 1 })
  version: number = 1;

  @OneToMany({ entity: () => UserPolicy, mappedBy: 'user', orderBy: { addedOn: 'asc' } })
  policies = new Collection<UserPolicy>(this);
}
