import { Migration } from '@mikro-orm/migrations';

export class Migration20261126040414_admin extends Migration {

  override name = 'Migration20261126040414_admin';

  override up(): void | Promise<void> {
    // The member search's trigram indexes (PostgreSQL contrib; the embedded PGlite loads it too).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "admin_audit_entry" ("id" uuid not null default gen_random_uuid(), "at" timestamptz not null default now(), "actor_id" uuid not null, "actor_email" varchar(254) not null, "action" varchar(60) not null, "target" varchar(120) null, "outcome" varchar(10) not null, "status" smallint not null, "code" varchar(60) null, primary key ("id"));`);
    this.addSql(`create index "admin_audit_entry_target_at_index" on "admin_audit_entry" ("target", "at");`);
    this.addSql(`create index "admin_audit_entry_actor_at_index" on "admin_audit_entry" ("actor_id", "at");`);
    this.addSql(`create index "admin_audit_entry_action_at_index" on "admin_audit_entry" ("action", "at");`);
    this.addSql(`create index "admin_audit_entry_at_index" on "admin_audit_entry" ("at");`);

    this.addSql(`create index "user_account_username_trgm_index" on "user_account" using gin (lower("username") gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`create index "user_account_email_trgm_index" on "user_account" using gin ("email" gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`create index "user_account_display_name_trgm_index" on "user_account" using gin (lower("display_name") gin_trgm_ops) with (fastupdate = off);`);

    this.addSql(`create index "user_policy_policy_number_trgm_index" on "user_policy" using gin ("policy_number" gin_trgm_ops) with (fastupdate = off);`);

    // Prefix matches of the member search (criteria of 1-2 characters, whole email addresses).
    this.addSql(`create index "user_account_display_name_prefix_index" on "user_account" (lower("display_name") text_pattern_ops);`);
    this.addSql(`create index "user_account_email_prefix_index" on "user_account" ("email" varchar_pattern_ops);`);
    this.addSql(`create index "user_account_username_prefix_index" on "user_account" (lower("username") text_pattern_ops);`);
    this.addSql(`create index "user_policy_policy_number_prefix_index" on "user_policy" ("policy_number" varchar_pattern_ops);`);

    this.addSql(`alter table "admin_audit_entry" add constraint "admin_audit_entry_outcome_check" check (outcome in ('succeeded', 'refused', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_audit_entry" cascade;`);

    this.addSql(`drop index "user_account_username_trgm_index";`);
    this.addSql(`drop index "user_account_email_trgm_index";`);
    this.addSql(`drop index "user_account_display_name_trgm_index";`);

    this.addSql(`drop index "user_policy_policy_number_trgm_index";`);
    this.addSql(`drop index "user_account_display_name_prefix_index";`);
    this.addSql(`drop index "user_account_email_prefix_index";`);
    this.addSql(`drop index "user_account_username_prefix_index";`);
    this.addSql(`drop index "user_policy_policy_number_prefix_index";`);
  }

}
