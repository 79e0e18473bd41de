import { Migration } from '@mikro-orm/migrations';

export class Migration20261126072401_user_import extends Migration {

  override name = 'Migration20261126072401_user_import';

  override up(): void | Promise<void> {
    this.addSql(`create table "user_import_run" ("id" uuid not null default gen_random_uuid(), "file_name" varchar(255) not null, "status" varchar(9) not null default 'receiving', "created_by" uuid not null, "created_at" timestamptz not null default now(), "finished_at" timestamptz null, "total" int not null default 0, "scheduled" int not null default 0, "enqueued" int not null default 0, "processing" int not null default 0, "succeeded" int not null default 0, "failed" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "user_import_run_created_at_index" on "user_import_run" ("created_at");`);

    this.addSql(`create table "user_import_row" ("run_id" uuid not null, "row_number" int not null, "status" varchar(10) not null, "email" varchar(254) not null, "first_name" varchar(60) null, "last_name" varchar(60) null, "phone" varchar(10) null, "policy_numbers" varchar(200) null, "error" varchar(1000) null, primary key ("run_id", "row_number"));`);
    this.addSql(`create index "user_import_row_run_id_email_index" on "user_import_row" ("run_id", "email");`);

    this.addSql(`create table "user_import_batch" ("id" uuid not null default gen_random_uuid(), "run_id" uuid not null, "number" int not null, "status" varchar(10) not null default 'scheduled', "pending" int not null, primary key ("id"));`);
    this.addSql(`alter table "user_import_batch" add constraint "user_import_batch_run_id_number_unique" unique ("run_id", "number");`);

    this.addSql(`alter table "user_import_run" add constraint "user_import_run_counts_check" check (scheduled >= 0 and enqueued >= 0 and processing >= 0 and succeeded >= 0 and failed >= 0 and total = scheduled + enqueued + processing + succeeded + failed);`);
    this.addSql(`alter table "user_import_run" add constraint "user_import_run_status_check" check (status in ('receiving', 'running', 'done'));`);

    this.addSql(`alter table "user_import_row" add constraint "user_import_row_run_id_foreign" foreign key ("run_id") references "user_import_run" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_import_row" add constraint "user_import_row_status_check" check (status in ('pending', 'failed'));`);

    this.addSql(`alter table "user_import_batch" add constraint "user_import_batch_run_id_foreign" foreign key ("run_id") references "user_import_run" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_import_batch" add constraint "user_import_batch_status_check" check (status in ('scheduled', 'enqueued', 'processing', 'done'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_import_row" drop constraint "user_import_row_run_id_foreign";`);
    this.addSql(`alter table "user_import_batch" drop constraint "user_import_batch_run_id_foreign";`);

    this.addSql(`drop table if exists "user_import_run" cascade;`);
    this.addSql(`drop table if exists "user_import_row" cascade;`);
    this.addSql(`drop table if exists "user_import_batch" cascade;`);
  }

}
