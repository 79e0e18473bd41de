import { Migration } from '@mikro-orm/migrations';

export class Migration20261121100727_core_records extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "agency" ("id" serial primary key, "agency_code" varchar(10) not null, "display_name" varchar(120) not null, "producer_name" varchar(120) not null, "producer_phones" jsonb not null default '[]', "address_line1" varchar(120) not null, "address_line2" varchar(120) null, "city" varchar(60) not null, "state" varchar(2) not null, "zip" varchar(5) not null, "phones" jsonb not null default '[]', "emails" jsonb not null default '[]');`);
    this.addSql(`alter table "agency" add constraint "agency_agency_code_unique" unique ("agency_code");`);

    this.addSql(`create table "policyholder" ("id" serial primary key, "client_id" varchar(20) not null, "display_name" varchar(160) not null, "first_name" varchar(60) null, "last_name" varchar(60) null, "is_commercial" boolean not null default false, "date_of_birth" date null, "tax_id_last4" varchar(4) null, "email" varchar(254) null, "home_phone" varchar(10) null, "work_phone" varchar(10) null, "cell_phone" varchar(10) null);`);
    this.addSql(`alter table "policyholder" add constraint "policyholder_client_id_unique" unique ("client_id");`);

    this.addSql(`create table "policy" ("id" serial primary key, "policy_number" varchar(10) not null, "policy_image_num" int not null default 1, "version_id" int not null default 1, "type" varchar(60) not null, "status" text check ("status" in ('In-Force', 'Pending', 'Future', 'History')) not null, "effective_date" date not null, "end_date" date not null, "cancellation_date" date null, "company_name" varchar(120) not null, "holder_id" int not null, "secondary_holder_id" int null, "agency_id" int not null, "billing_account_id" int null, "renewal_of_id" int null, "payment_plan" varchar(60) not null, "payment_plan_id" int not null, "auto_pay" boolean not null default false, "term_premium" numeric(12,2) not null, "next_due_date" date null, "next_due_amount" numeric(12,2) not null default 0, "outstanding_balance" numeric(12,2) not null default 0, "outstanding_balance_due_date" date null, "pay_in_full_amount" numeric(12,2) not null default 0, "last_payment_amount" numeric(12,2) null, "last_payment_date" date null, "minimum_effective_date" date null, "maximum_effective_date" date null, "has_auto_enhancement" boolean not null default false, "has_auto_plus_enhancement" boolean not null default false, "has_pending_endorsement" boolean not null default false, "is_pending_endorsement_mp" boolean not null default false, "pending_endorsement_policy_image_num" int null, "pending_endorsement_transaction_date" date null, "is_policy_in_notice_of_cancellation" boolean not null default false, constraint policy_policy_number_check check (policy_number ~ '^[A-Z]{3}[0-9]{7}\$'));`);
    this.addSql(`create index "policy_policy_number_index" on "policy" ("policy_number");`);
    this.addSql(`create index "policy_holder_id_index" on "policy" ("holder_id");`);
    this.addSql(`create index "policy_secondary_holder_id_index" on "policy" ("secondary_holder_id");`);
    this.addSql(`create index "policy_agency_id_index" on "policy" ("agency_id");`);
    this.addSql(`create index "policy_billing_account_id_index" on "policy" ("billing_account_id");`);
    this.addSql(`alter table "policy" add constraint "policy_renewal_of_id_unique" unique ("renewal_of_id");`);
    this.addSql(`create index "policy_status_outstanding_balance_due_date_index" on "policy" ("status", "outstanding_balance_due_date");`);
    this.addSql(`alter table "policy" add constraint "policy_policy_number_effective_date_unique" unique ("policy_number", "effective_date");`);

    this.addSql(`create table "policy_document" ("id" serial primary key, "policy_id" int not null, "kind" text check ("kind" in ('declaration', 'form')) not null, "description" varchar(160) not null, "form_number" varchar(40) null, "print_date" date not null, "print_url" varchar(64) not null);`);
    this.addSql(`alter table "policy_document" add constraint "policy_document_print_url_unique" unique ("print_url");`);
    this.addSql(`create index "policy_document_policy_id_kind_print_date_index" on "policy_document" ("policy_id", "kind", "print_date");`);

    this.addSql(`create table "package_part" ("id" serial primary key, "policy_id" int not null, "number" smallint not null, "name" varchar(60) not null);`);
    this.addSql(`alter table "package_part" add constraint "package_part_policy_id_number_unique" unique ("policy_id", "number");`);

    this.addSql(`create table "driver" ("id" serial primary key, "policy_id" int not null, "driver_num" smallint not null, "first_name" varchar(60) not null, "middle_initial" varchar(1) null, "last_name" varchar(60) not null, "suffix" varchar(5) null, "birth_date" date not null, "gender" smallint null, "marital_status" varchar(10) null, "license_number" varchar(20) not null, "license_state" varchar(2) not null, "relationship_type_id" smallint not null, "delete_future_effective_date" date null);`);
    this.addSql(`create index "driver_license_number_index" on "driver" ("license_number");`);
    this.addSql(`alter table "driver" add constraint "driver_policy_id_driver_num_unique" unique ("policy_id", "driver_num");`);

    this.addSql(`create table "claim" ("id" serial primary key, "claim_number" varchar(20) not null, "policy_id" int not null, "type" varchar(60) not null, "loss_date" date not null, "status" varchar(30) not null, "description" varchar(2048) null, "representative_name" varchar(120) null, "representative_email" varchar(254) null, "representative_phone" varchar(10) null);`);
    this.addSql(`alter table "claim" add constraint "claim_claim_number_unique" unique ("claim_number");`);
    this.addSql(`create index "claim_policy_id_loss_date_index" on "claim" ("policy_id", "loss_date");`);

    this.addSql(`create table "billing_account" ("id" serial primary key, "account_number" varchar(20) not null, "primary_policy_id" int null, "outstanding_balance" numeric(12,2) not null default 0, "outstanding_balance_due_date" date null, "pay_in_full_amount" numeric(12,2) not null default 0, "last_payment_amount" numeric(12,2) null, "last_payment_date" date null);`);
    this.addSql(`alter table "billing_account" add constraint "billing_account_account_number_unique" unique ("account_number");`);
    this.addSql(`create index "billing_account_primary_policy_id_index" on "billing_account" ("primary_policy_id");`);

    this.addSql(`create table "billing_item" ("id" serial primary key, "policy_id" int not null, "billing_account_id" int null, "item_date" date not null, "description" varchar(120) not null, "item_type" smallint not null, "payment_amount" numeric(12,2) not null default 0, "billed_amount" numeric(12,2) not null default 0, "balance" numeric(12,2) not null);`);
    this.addSql(`create index "billing_item_billing_account_id_item_date_index" on "billing_item" ("billing_account_id", "item_date");`);
    this.addSql(`create index "billing_item_policy_id_item_date_index" on "billing_item" ("policy_id", "item_date");`);

    this.addSql(`create table "policyholder_address" ("id" serial primary key, "policyholder_id" int not null, "position" smallint not null, "line1" varchar(120) null, "line2" varchar(120) null, "po_box" varchar(20) null, "city" varchar(60) not null, "state" varchar(2) not null, "zip5" varchar(5) not null, "county" varchar(60) null);`);
    this.addSql(`alter table "policyholder_address" add constraint "policyholder_address_policyholder_id_position_unique" unique ("policyholder_id", "position");`);

    this.addSql(`create table "system_info_message" ("id" serial primary key, "message" varchar(1000) not null, "start" timestamptz not null, "end" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "system_info_message_start_end_index" on "system_info_message" ("start", "end");`);

    this.addSql(`create table "user_account" ("id" uuid not null default gen_random_uuid(), "email" varchar(254) not null, "username" varchar(254) not null, "password_hash" varchar(255) not null, "display_name" varchar(120) not null, "first_name" varchar(60) not null, "last_name" varchar(60) not null, "phone_number" varchar(15) null, "email_confirmed" boolean not null default false, "is_admin" boolean not null default false, "is_delivery_tester" boolean not null default false, "is_delivery" boolean not null default false, "is_delivery_via_email" boolean not null default false, "is_delivery_via_text" boolean not null default false, "is_claim_delivery_via_email" boolean not null default false, "is_claim_delivery_via_text" boolean not null default false, "additional_e_delivery_email_recipients" jsonb not null default '[]', "additional_e_delivery_sms_recipients" jsonb not null default '[]', "dont_show_advertisement" boolean not null default false, "dont_show_e_delivery" boolean not null default false, "locale" varchar(10) not null default 'en-US', "created_at" timestamptz not null default now(), "last_login" timestamptz null, constraint "user_account_pkey" primary key ("id"), constraint user_account_email_lower_check check (email = lower(email)));`);
    this.addSql(`alter table "user_account" add constraint "user_account_email_unique" unique ("email");`);
    this.addSql(`create unique index "user_account_username_lower_unique" on "user_account" (lower("username"));`);

    this.addSql(`create table "user_policy" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "policy_number" varchar(10) not null, "nickname" varchar(60) null, "added_on" timestamptz not null default now(), constraint "user_policy_pkey" primary key ("id"));`);
    this.addSql(`create index "user_policy_policy_number_index" on "user_policy" ("policy_number");`);
    this.addSql(`alter table "user_policy" add constraint "user_policy_user_id_policy_number_unique" unique ("user_id", "policy_number");`);

    this.addSql(`create table "vehicle" ("id" serial primary key, "policy_id" int not null, "vehicle_num" smallint not null, "vin" varchar(17) not null, "year" smallint not null, "make" varchar(40) not null, "model" varchar(60) not null, "style" varchar(80) null, "body_type_id" int null, "class_code" varchar(10) null, "annual_mileage" int null, "loan_or_lease" boolean not null default false, "has_third_party_loan_lease_coverage" boolean not null default false, "comprehensive" smallint not null default 0, "collision" smallint not null default 0, "rental_reimbursement" smallint not null default 0, "towing_and_labor" smallint not null default 0, "comprehensive_deductible" numeric(12,2) not null default 0, "collision_deductible" numeric(12,2) not null default 0, "delete_future_effective_date" date null);`);
    this.addSql(`create index "vehicle_vin_index" on "vehicle" ("vin");`);
    this.addSql(`alter table "vehicle" add constraint "vehicle_policy_id_vehicle_num_unique" unique ("policy_id", "vehicle_num");`);

    this.addSql(`create table "id_card" ("id" serial primary key, "policy_id" int not null, "vehicle_id" int null, "year" smallint not null, "make" varchar(40) not null, "model" varchar(60) not null, "print_date" date not null, "print_url" varchar(64) not null);`);
    this.addSql(`create index "id_card_policy_id_index" on "id_card" ("policy_id");`);
    this.addSql(`create index "id_card_vehicle_id_index" on "id_card" ("vehicle_id");`);
    this.addSql(`alter table "id_card" add constraint "id_card_print_url_unique" unique ("print_url");`);

    this.addSql(`create table "creditor" ("id" serial primary key, "vehicle_id" int not null, "creditor_num" smallint not null, "creditor_type" smallint not null, "business_name" varchar(120) null, "first_name" varchar(60) null, "last_name" varchar(60) null, "house_number" varchar(12) null, "apt_num" varchar(10) null, "street_name" varchar(100) null, "po_box" varchar(20) null, "city" varchar(60) not null, "state_id" smallint not null, "zip" varchar(5) not null, "county" varchar(60) null);`);
    this.addSql(`alter table "creditor" add constraint "creditor_vehicle_id_creditor_num_unique" unique ("vehicle_id", "creditor_num");`);

    this.addSql(`create table "vehicle_coverage" ("id" serial primary key, "vehicle_id" int not null, "position" smallint not null, "coverage_type" varchar(10) not null, "description" varchar(80) not null, "coverage_limit_description" varchar(80) not null, "premium" numeric(12,2) not null default 0);`);
    this.addSql(`alter table "vehicle_coverage" add constraint "vehicle_coverage_vehicle_id_position_unique" unique ("vehicle_id", "position");`);

    this.addSql(`alter table "policy" add constraint "policy_holder_id_foreign" foreign key ("holder_id") references "policyholder" ("id") on update cascade;`);
    this.addSql(`alter table "policy" add constraint "policy_secondary_holder_id_foreign" foreign key ("secondary_holder_id") references "policyholder" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "policy" add constraint "policy_agency_id_foreign" foreign key ("agency_id") references "agency" ("id") on update cascade;`);
    this.addSql(`alter table "policy" add constraint "policy_billing_account_id_foreign" foreign key ("billing_account_id") references "billing_account" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "policy" add constraint "policy_renewal_of_id_foreign" foreign key ("renewal_of_id") references "policy" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "policy_document" add constraint "policy_document_policy_id_foreign" foreign key ("policy_id") references "policy" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "package_part" add constraint "package_part_policy_id_foreign" foreign key ("policy_id") references "policy" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "driver" add constraint "driver_policy_id_foreign" foreign key ("policy_id") references "policy" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "claim" add constraint "claim_policy_id_foreign" foreign key ("policy_id") references "policy" ("id") on update cascade;`);

    this.addSql(`alter table "billing_account" add constraint "billing_account_primary_policy_id_foreign" foreign key ("primary_policy_id") references "policy" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "billing_item" add constraint "billing_item_policy_id_foreign" foreign key ("policy_id") references "policy" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "billing_item" add constraint "billing_item_billing_account_id_foreign" foreign key ("billing_account_id") references "billing_account" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "policyholder_address" add constraint "policyholder_address_policyholder_id_foreign" foreign key ("policyholder_id") references "policyholder" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_policy" add constraint "user_policy_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "vehicle" add constraint "vehicle_policy_id_foreign" foreign key ("policy_id") references "policy" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "id_card" add constraint "id_card_policy_id_foreign" foreign key ("policy_id") references "policy" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "id_card" add constraint "id_card_vehicle_id_foreign" foreign key ("vehicle_id") references "vehicle" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "creditor" add constraint "creditor_vehicle_id_foreign" foreign key ("vehicle_id") references "vehicle" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "vehicle_coverage" add constraint "vehicle_coverage_vehicle_id_foreign" foreign key ("vehicle_id") references "vehicle" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "policy" drop constraint "policy_agency_id_foreign";`);

    this.addSql(`alter table "policy" drop constraint "policy_holder_id_foreign";`);

    this.addSql(`alter table "policy" drop constraint "policy_secondary_holder_id_foreign";`);

    this.addSql(`alter table "policyholder_address" drop constraint "policyholder_address_policyholder_id_foreign";`);

    this.addSql(`alter table "policy" drop constraint "policy_renewal_of_id_foreign";`);

    this.addSql(`alter table "policy_document" drop constraint "policy_document_policy_id_foreign";`);

    this.addSql(`alter table "package_part" drop constraint "package_part_policy_id_foreign";`);

    this.addSql(`alter table "driver" drop constraint "driver_policy_id_foreign";`);

    this.addSql(`alter table "claim" drop constraint "claim_policy_id_foreign";`);

    this.addSql(`alter table "billing_account" drop constraint "billing_account_primary_policy_id_foreign";`);

    this.addSql(`alter table "billing_item" drop constraint "billing_item_policy_id_foreign";`);

    this.addSql(`alter table "vehicle" drop constraint "vehicle_policy_id_foreign";`);

    this.addSql(`alter table "id_card" drop constraint "id_card_policy_id_foreign";`);

    this.addSql(`alter table "policy" drop constraint "policy_billing_account_id_foreign";`);

    this.addSql(`alter table "billing_item" drop constraint "billing_item_billing_account_id_foreign";`);

    this.addSql(`alter table "user_policy" drop constraint "user_policy_user_id_foreign";`);

    this.addSql(`alter table "id_card" drop constraint "id_card_vehicle_id_foreign";`);

    this.addSql(`alter table "creditor" drop constraint "creditor_vehicle_id_foreign";`);

    this.addSql(`alter table "vehicle_coverage" drop constraint "vehicle_coverage_vehicle_id_foreign";`);

    this.addSql(`drop table if exists "agency" cascade;`);

    this.addSql(`drop table if exists "policyholder" cascade;`);

    this.addSql(`drop table if exists "policy" cascade;`);

    this.addSql(`drop table if exists "policy_document" cascade;`);

    this.addSql(`drop table if exists "package_part" cascade;`);

    this.addSql(`drop table if exists "driver" cascade;`);

    this.addSql(`drop table if exists "claim" cascade;`);

    this.addSql(`drop table if exists "billing_account" cascade;`);

    this.addSql(`drop table if exists "billing_item" cascade;`);

    this.addSql(`drop table if exists "policyholder_address" cascade;`);

    this.addSql(`drop table if exists "system_info_message" cascade;`);

    this.addSql(`drop table if exists "user_account" cascade;`);

    this.addSql(`drop table if exists "user_policy" cascade;`);

    this.addSql(`drop table if exists "vehicle" cascade;`);

    this.addSql(`drop table if exists "id_card" cascade;`);

    this.addSql(`drop table if exists "creditor" cascade;`);

    this.addSql(`drop table if exists "vehicle_coverage" cascade;`);
  }

}
