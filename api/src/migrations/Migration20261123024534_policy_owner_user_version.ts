import { Migration } from '@mikro-orm/migrations';

/**
 * Concurrency guards (issue 7 part 3):
 * - `user_account.version`: optimistic lock of the account's settings (MikroORM version
 *   property), so a save checked on a stale read fails instead of mixing two saves' columns.
 * - A policy belongs to at most one account: `user_policy.policy_number` is unique (it replaces
 *   the (user_id, policy_number) pair; user_id keeps an index of its own). Links that a race
 *   left on a second account are removed first, keeping the earliest link of each policy.
 */
export class Migration20261123024534_policy_owner_user_version extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "user_account" add column "version" int not null default 1;`);

    this.addSql(`delete from "user_policy" as "later" using "user_policy" as "earlier" where "later"."policy_number" = "earlier"."policy_number" and ("later"."added_on", "later"."id") > ("earlier"."added_on", "earlier"."id");`);
    this.addSql(`drop index "user_policy_policy_number_index";`);
    this.addSql(`alter table "user_policy" drop constraint "user_policy_user_id_policy_number_unique";`);

    this.addSql(`create index "user_policy_user_id_index" on "user_policy" ("user_id");`);
    this.addSql(`alter table "user_policy" add constraint "user_policy_policy_number_unique" unique ("policy_number");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "user_account" drop column "version";`);

    this.addSql(`drop index "user_policy_user_id_index";`);
    this.addSql(`alter table "user_policy" drop constraint "user_policy_policy_number_unique";`);

    this.addSql(`create index "user_policy_policy_number_index" on "user_policy" ("policy_number");`);
    this.addSql(`alter table "user_policy" add constraint "user_policy_user_id_policy_number_unique" unique ("user_id", "policy_number");`);
  }

}
