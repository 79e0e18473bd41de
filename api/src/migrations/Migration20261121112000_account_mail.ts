import { Migration } from '@mikro-orm/migrations';

/**
 * Registration, verification and email flows (email_code, verification_attempt,
 * staff_verification_request, verified_registration), the mail outbox, and the payment number
 * printed on a policy's bills (policy.payment_number).
 */
export class Migration20261121112000_account_mail extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "outbox_email" ("id" uuid not null default gen_random_uuid(), "to" varchar(254) not null, "subject" varchar(250) not null, "text" text null, "html" text null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null, "transport" text check ("transport" in ('outbox', 'smtp')) not null, "error" varchar(1000) null, constraint "outbox_email_pkey" primary key ("id"));`);
    this.addSql(`create index "outbox_email_created_at_index" on "outbox_email" ("created_at");`);

    this.addSql(`create table "staff_verification_request" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "policy_number" varchar(10) not null, "policy_holder" varchar(160) not null, "drivers_license_last4" varchar(4) null, "zip" varchar(5) null, "date_of_birth" date null, "employee_identification_number_last4" varchar(4) not null, "staff_verification_email" varchar(254) not null, "staff_verification_phone_number" varchar(15) not null, "password_hash" varchar(255) not null, "accepted" boolean null, "message_to_user" varchar(1000) null, "ip" varchar(64) not null, constraint "staff_verification_request_pkey" primary key ("id"));`);
    this.addSql(`create index "staff_verification_request_policy_number_index" on "staff_verification_request" ("policy_number");`);
    this.addSql(`create index "staff_verification_request_accepted_created_at_index" on "staff_verification_request" ("accepted", "created_at");`);

    this.addSql(`create table "email_code" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "purpose" text check ("purpose" in ('confirm_email', 'reset_password', 'change_email')) not null, "code_hash" varchar(64) not null, "new_email" varchar(254) null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "email_code_pkey" primary key ("id"));`);
    this.addSql(`alter table "email_code" add constraint "email_code_code_hash_unique" unique ("code_hash");`);
    this.addSql(`create index "email_code_user_id_purpose_index" on "email_code" ("user_id", "purpose");`);

    this.addSql(`create table "verification_attempt" ("id" uuid not null default gen_random_uuid(), "ip" varchar(64) not null, "policy_number" varchar(10) not null, "succeeded" boolean not null, "step" text check ("step" in ('policy', 'full', 'staff')) not null, "created_at" timestamptz not null default now(), constraint "verification_attempt_pkey" primary key ("id"));`);
    this.addSql(`create index "verification_attempt_policy_number_created_at_index" on "verification_attempt" ("policy_number", "created_at");`);
    this.addSql(`create index "verification_attempt_ip_created_at_index" on "verification_attempt" ("ip", "created_at");`);

    this.addSql(`create table "verified_registration" ("id" uuid not null default gen_random_uuid(), "policy_number" varchar(10) not null, "policy_holder" varchar(160) not null, "policyholder_id" int not null, "ip" varchar(64) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "verified_registration_pkey" primary key ("id"));`);
    this.addSql(`create index "verified_registration_policyholder_id_index" on "verified_registration" ("policyholder_id");`);
    this.addSql(`alter table "verified_registration" add constraint "verified_registration_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "email_code" add constraint "email_code_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "verified_registration" add constraint "verified_registration_policyholder_id_foreign" foreign key ("policyholder_id") references "policyholder" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "policy" add column "payment_number" varchar(10) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "policy" drop column "payment_number";`);
    this.addSql(`drop table if exists "verified_registration" cascade;`);
    this.addSql(`drop table if exists "verification_attempt" cascade;`);
    this.addSql(`drop table if exists "email_code" cascade;`);
    this.addSql(`drop table if exists "staff_verification_request" cascade;`);
    this.addSql(`drop table if exists "outbox_email" cascade;`);
  }

}
