import { Migration } from '@mikro-orm/migrations';

/**
 * Portal settings staff maintain: chat options and system toggles (one row each, id 1; the
 * seed writes them, and the API answers with the documented defaults while a row is missing),
 * and home page advertisements.
 */
export class Migration20261121121000_profile_system extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "chat_options" ("id" serial primary key, "mode" smallint not null, "start_time" varchar(5) not null, "end_time" varchar(5) not null, "closed_weekends" boolean not null default true, "chat_url" varchar(2048) null, constraint chat_options_mode_check check (mode in (1, 2, 3)));`);

    this.addSql(`create table "system_toggles" ("id" serial primary key, "can_make_payments" boolean not null default true, "electronic_alerts_enabled" boolean not null default true, "ccc_claims_enabled" boolean not null default false);`);

    this.addSql(`create table "advertisement" ("id" serial primary key, "header" varchar(200) not null, "size" smallint not null, "active_on" date not null, "body_html" text not null, "created_at" timestamptz not null default now(), constraint advertisement_size_check check (size in (0, 1, 2, 3)));`);
    this.addSql(`create index "advertisement_active_on_index" on "advertisement" ("active_on");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "advertisement" cascade;`);
    this.addSql(`drop table if exists "system_toggles" cascade;`);
    this.addSql(`drop table if exists "chat_options" cascade;`);
  }

}
