import { Migration } from '@mikro-orm/migrations';

/**
 * Failed add-policy attempts per user (doc 1 §5: 3 attempts), counted on the server. Written
 * by hand: the policies area reads it with SQL, so no entity maps it.
 */
export class Migration20261121120000_add_policy_attempt extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "add_policy_attempt" ("user_id" uuid not null, "failed_attempts" int not null default 0, "updated_at" timestamptz not null default now(), constraint "add_policy_attempt_pkey" primary key ("user_id"));`);
    this.addSql(`alter table "add_policy_attempt" add constraint "add_policy_attempt_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "add_policy_attempt" cascade;`);
  }
}
