import { Migration } from '@mikro-orm/migrations';

export class Migration20261126044836_claim_timeline extends Migration {

  override name = 'Migration20261126044836_claim_timeline';

  override up(): void | Promise<void> {
    this.addSql(`create table "claim_document" ("id" uuid not null, "claim_number" varchar(20) not null, "user_id" uuid not null, "requested_item_id" uuid null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "storage_key" varchar(64) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "claim_document_claim_number_created_at_index" on "claim_document" ("claim_number", "created_at");`);
    this.addSql(`alter table "claim_document" add constraint "claim_document_claim_number_sha256_unique" unique ("claim_number", "sha256");`);

    this.addSql(`create table "claim_requested_item" ("id" uuid not null, "claim_id" int not null, "label" varchar(200) not null, "requested_at" timestamptz not null, "received_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "claim_requested_item_claim_id_requested_at_index" on "claim_requested_item" ("claim_id", "requested_at");`);

    this.addSql(`create table "claim_event" ("id" uuid not null, "claim_id" int not null, "kind" varchar(30) not null, "occurred_at" timestamptz not null, "details" jsonb not null default '{}', primary key ("id"));`);
    this.addSql(`create index "claim_event_claim_id_occurred_at_index" on "claim_event" ("claim_id", "occurred_at");`);

    this.addSql(`alter table "claim_requested_item" add constraint "claim_requested_item_claim_id_foreign" foreign key ("claim_id") references "claim" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "claim_event" add constraint "claim_event_claim_id_foreign" foreign key ("claim_id") references "claim" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "claim_document" cascade;`);
    this.addSql(`drop table if exists "claim_requested_item" cascade;`);
    this.addSql(`drop table if exists "claim_event" cascade;`);
  }

}
