import { Migration } from '@mikro-orm/migrations';

export class Migration20261126040804_claims extends Migration {

  override name = 'Migration20261126040804_claims';

  override up(): void | Promise<void> {
    this.addSql(`create table "claim_notice" ("id" serial primary key, "submission_id" uuid not null, "kind" varchar(10) not null, "user_id" uuid not null, "policy_number" varchar(10) not null, "error_message" varchar(2000) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "claim_notice" add constraint "claim_notice_submission_id_kind_unique" unique ("submission_id", "kind");`);

    this.addSql(`create table "claim_report" ("id" serial primary key, "claim_number" varchar(8) not null, "submission_id" uuid not null, "form" varchar(10) not null, "user_id" uuid not null, "policy_number" varchar(10) not null, "core_policy_id" int not null, "policy_image_num" int not null, "fnol_type_id" smallint null, "fnol_type" varchar(20) null, "package_part_number" smallint null, "package_part_name" varchar(60) null, "loss_type_id" int null, "loss_type" varchar(100) not null, "loss_date" date not null, "loss_date_utc" timestamptz not null, "severity" varchar(30) not null, "medical_attention" smallint null, "what_happened" varchar(2048) not null, "preferred_email_address" varchar(254) not null, "contact_phone" varchar(10) null, "loss_vehicle_owner_first_name" varchar(60) null, "loss_vehicle_owner_last_name" varchar(60) null, "loss_vehicle_owner_display_name" varchar(160) null, "loss_vehicle_owner_name" varchar(160) null, "drivable_id" smallint not null, "loss_address" jsonb null, "decpa_print_url" varchar(200) null, "ccc_claim_consent" smallint not null, "injuries_exist" boolean not null, "draft" jsonb not null, "email_details" jsonb null, "status" varchar(30) not null, "outcome" varchar(20) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "claim_report_user_id_created_at_index" on "claim_report" ("user_id", "created_at");`);
    this.addSql(`alter table "claim_report" add constraint "claim_report_claim_number_unique" unique ("claim_number");`);
    this.addSql(`alter table "claim_report" add constraint "claim_report_submission_id_unique" unique ("submission_id");`);

    this.addSql(`create table "claim_report_attachment" ("id" uuid not null, "claim_report_id" int not null, "position" smallint not null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "storage_key" varchar(64) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "claim_report_attachment" add constraint "claim_report_attachment_claim_report_id_sha256_unique" unique ("claim_report_id", "sha256");`);

    this.addSql(`create table "claim_report_third_party" ("id" serial primary key, "claim_report_id" int not null, "position" smallint not null, "first_name" varchar(60) not null, "middle_name" varchar(60) null, "last_name" varchar(60) not null, "home_phone" varchar(10) null, "business_phone" varchar(10) null, "cell_phone" varchar(10) null, "fax" varchar(10) null, "email" varchar(254) null, "street_number" varchar(12) null, "street_name" varchar(100) null, "apartment_number" varchar(12) null, "po_box" varchar(20) null, "city" varchar(60) null, "state_id" smallint null, "state" varchar(2) null, "zip" varchar(5) null);`);
    this.addSql(`create index "claim_report_third_party_claim_report_id_index" on "claim_report_third_party" ("claim_report_id");`);

    this.addSql(`alter table "claim_report_attachment" add constraint "claim_report_attachment_claim_report_id_foreign" foreign key ("claim_report_id") references "claim_report" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "claim_report_third_party" add constraint "claim_report_third_party_claim_report_id_foreign" foreign key ("claim_report_id") references "claim_report" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "claim_report_attachment" drop constraint "claim_report_attachment_claim_report_id_foreign";`);
    this.addSql(`alter table "claim_report_third_party" drop constraint "claim_report_third_party_claim_report_id_foreign";`);

    this.addSql(`drop table if exists "claim_notice" cascade;`);
    this.addSql(`drop table if exists "claim_report" cascade;`);
    this.addSql(`drop table if exists "claim_report_attachment" cascade;`);
    this.addSql(`drop table if exists "claim_report_third_party" cascade;`);
  }

}
