import { Migration } from '@mikro-orm/migrations';

export class Migration20261126072940_certificates extends Migration {

  override name = 'Migration20261126072940_certificates';

  override up(): void | Promise<void> {
    this.addSql(`create table "certificate" ("id" uuid not null, "policy_number" varchar(10) not null, "issued_on" date not null, "holder_name" varchar(120) not null, "line1" varchar(100) not null, "line2" varchar(100) null, "city" varchar(60) not null, "state" varchar(2) not null, "zip" varchar(5) not null, "additional_insured" varchar(300) null, "description_of_operations" varchar(600) null, "storage_key" varchar(64) not null, "print_url" varchar(64) not null, "issued_by" uuid not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "certificate" add constraint "certificate_print_url_unique" unique ("print_url");`);
    this.addSql(`create index "certificate_policy_number_issued_on_index" on "certificate" ("policy_number", "issued_on");`);

    this.addSql(`create table "certificate_holder" ("id" uuid not null, "policy_number" varchar(10) not null, "name" varchar(120) not null, "line1" varchar(100) not null, "line2" varchar(100) null, "city" varchar(60) not null, "state_id" smallint not null, "zip" varchar(5) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "certificate_holder" add constraint "certificate_holder_policy_number_name_line1_zip_unique" unique ("policy_number", "name", "line1", "zip");`);

    this.addSql(`create table "liability_limit" ("id" serial primary key, "policy_id" int not null, "position" smallint not null, "coverage_type" varchar(60) not null, "limit_name" varchar(60) not null, "amount_cents" int not null);`);
    this.addSql(`alter table "liability_limit" add constraint "liability_limit_policy_id_position_unique" unique ("policy_id", "position");`);

    this.addSql(`alter table "liability_limit" add constraint "liability_limit_policy_id_foreign" foreign key ("policy_id") references "policy" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "liability_limit" add constraint "liability_limit_amount_check" check (amount_cents > 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "certificate" cascade;`);
    this.addSql(`drop table if exists "certificate_holder" cascade;`);
    this.addSql(`drop table if exists "liability_limit" cascade;`);
  }

}
