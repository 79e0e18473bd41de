import { Migration } from '@mikro-orm/migrations';

export class Migration20261126001728_policy_changes extends Migration {

  override name = 'Migration20261126001728_policy_changes';

  override up(): void | Promise<void> {
    this.addSql(`create table "policy_change_save" ("id" uuid not null, "policy_number" varchar(10) not null, "type" varchar(10) not null, "action" varchar(10) not null, "data" text not null, "effective_date" date not null, "policy_id" varchar(10) not null, "policy_image_num" int not null, "agency_email_address" varchar(254) null, "agency_name" varchar(200) null, "user_id" uuid not null, "saved_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "policy_change_save" add constraint "policy_change_save_policy_number_unique" unique ("policy_number");`);

    this.addSql(`create table "policy_endorsement" ("id" serial primary key, "policy_id" int not null, "image_num" int not null, "base_image_num" int not null, "status" text not null, "effective_date" date not null, "transaction_date" date not null, "change" jsonb not null, "rate" jsonb not null, "difference_cents" int not null, "annual_premium_cents" int not null, "previous_image" jsonb null, "created_at" timestamptz not null default now(), "issued_at" timestamptz null);`);
    this.addSql(`create unique index "policy_endorsement_one_pending" on "policy_endorsement" ("policy_id") where status = 'pending';`);
    this.addSql(`alter table "policy_endorsement" add constraint "policy_endorsement_policy_id_image_num_unique" unique ("policy_id", "image_num");`);

    this.addSql(`alter table "driver" add "licensed_for_three_or_more_years" boolean not null default true, add "is_full_time_student" boolean null, add "is_blevel_student" boolean null, add "student_status" smallint null;`);

    this.addSql(`alter table "vehicle" add "garaging_zip" varchar(5) null, add "rating_class" varchar(10) null, add "loan_lease_coverage" boolean not null default false;`);

    this.addSql(`alter table "policy_endorsement" add constraint "policy_endorsement_policy_id_foreign" foreign key ("policy_id") references "policy" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "policy_endorsement" add constraint "policy_endorsement_status_check" check ("status" in ('pending', 'issued', 'withdrawn'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "policy_change_save" cascade;`);
    this.addSql(`drop table if exists "policy_endorsement" cascade;`);

    this.addSql(`alter table "driver" drop column "licensed_for_three_or_more_years", drop column "is_full_time_student", drop column "is_blevel_student", drop column "student_status";`);

    this.addSql(`alter table "vehicle" drop column "garaging_zip", drop column "rating_class", drop column "loan_lease_coverage";`);
  }

}
