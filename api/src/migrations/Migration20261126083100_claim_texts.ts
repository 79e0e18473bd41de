import { Migration } from '@mikro-orm/migrations';

export class Migration20261126083100_claim_texts extends Migration {

  override name = 'Migration20261126083100_claim_texts';

  override up(): void | Promise<void> {
    this.addSql(`create table "outbox_sms" ("id" uuid not null default gen_random_uuid(), "to" varchar(10) not null, "body" varchar(320) not null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null, "status" text check ("status" in ('queued', 'sent', 'failed')) not null default 'queued', "attempts" int not null default 0, "error" varchar(1000) null, constraint "outbox_sms_pkey" primary key ("id"));`);
    this.addSql(`create index "outbox_sms_created_at_index" on "outbox_sms" ("created_at");`);
    this.addSql(`create index "outbox_sms_status_created_at_index" on "outbox_sms" ("status", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbox_sms" cascade;`);
  }

}
