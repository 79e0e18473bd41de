import { Migration } from '@mikro-orm/migrations';

export class Migration20261125211318_payments extends Migration {

  override name = 'Migration20261125211318_payments';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_one_time_grant" ("token_hash" varchar(64) not null, "policy_numbers" jsonb not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), primary key ("token_hash"));`);
    this.addSql(`create index "payment_one_time_grant_expires_at_index" on "payment_one_time_grant" ("expires_at");`);

    this.addSql(`create table "payment" ("id" uuid not null, "version" int not null default 1, "confirmation_number" varchar(20) not null, "request_id" uuid not null, "source_index" smallint not null, "status" text not null, "payer_user_id" uuid null, "payer_email" varchar(254) null, "method_type" varchar(10) not null, "funding_category" varchar(10) not null, "brand" varchar(20) null, "bank_name" varchar(120) null, "last_four" varchar(4) not null, "funding_account_token" varchar(200) not null, "session_token" text null, "amount_cents" int not null, "fee_cents" int not null default 0, "lines" jsonb not null, "provider_key" varchar(100) not null, "provider_reference" varchar(100) null, "status_descriptions" jsonb not null default '[]', "payment_date" date not null, "created_at" timestamptz not null default now(), "settled_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "payment" add constraint "payment_confirmation_number_unique" unique ("confirmation_number");`);
    this.addSql(`create index "payment_request_id_index" on "payment" ("request_id");`);
    this.addSql(`create index "payment_payer_user_id_index" on "payment" ("payer_user_id");`);
    this.addSql(`alter table "payment" add constraint "payment_provider_key_unique" unique ("provider_key");`);
    this.addSql(`create index "payment_status_created_at_index" on "payment" ("status", "created_at");`);

    this.addSql(`create table "payment_request" ("id" uuid not null, "scope" varchar(80) not null, "idempotency_key" varchar(255) not null, "request_hash" varchar(64) not null, "state" text not null, "reply" jsonb null, "created_at" timestamptz not null default now(), "completed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "payment_request" add constraint "payment_request_scope_key_unique" unique ("scope", "idempotency_key");`);

    this.addSql(`create table "payment_settings" ("id" serial primary key, "allow_split_payments" boolean not null default true, "number_of_policies_on_split" smallint not null default 0, "number_of_payment_methods" smallint not null default 2, "maximum_payment_cents" int not null default 1000000, "minimum_payment_cents" int not null default 1000, "card_fee_enabled" boolean not null default true, "card_fee_basis_points" smallint not null default 295, "card_fee_flat_cents" int not null default 0, "card_fee_from" date not null default '2020-01-01', "collect_security_code" boolean not null default true, "collect_zip_code" boolean not null default true, "restrict_credit_cards_for_recurring_from" date null);`);

    this.addSql(`create table "routing_bank" ("routing_number" varchar(9) not null, "bank_name" varchar(120) not null, "city" varchar(60) null, "state" varchar(2) null, "updated_at" timestamptz not null default now(), primary key ("routing_number"));`);

    this.addSql(`alter table "payment" add constraint "payment_payer_check" check (payer_user_id is not null or payer_email is not null);`);
    this.addSql(`alter table "payment" add constraint "payment_amounts_check" check (amount_cents > 0 and fee_cents >= 0);`);
    this.addSql(`alter table "payment" add constraint "payment_status_check" check ("status" in ('pending', 'approved', 'declined', 'refunded', 'failed'));`);

    this.addSql(`alter table "payment_request" add constraint "payment_request_state_check" check ("state" in ('in-flight', 'done'));`);

    this.addSql(`alter table "payment_settings" add constraint "payment_settings_limits_check" check (number_of_payment_methods >= 1 and number_of_policies_on_split >= 0 and maximum_payment_cents > 0 and minimum_payment_cents >= 0 and card_fee_basis_points >= 0 and card_fee_flat_cents >= 0);`);

    // The settings row with the documented defaults (split payments on, 2 methods, $10,000.00
    // online maximum, $10.00 minimum, a 2.95 % card convenience fee): staff change it later.
    this.addSql(`insert into "payment_settings" ("id") values (1) on conflict do nothing;`);
    // A small routing directory for the demo (a sample of the FedACH directory); `npm run
    // import:routing -- FILE` loads the whole Federal Reserve file over it.
    this.addSql(`insert into "routing_bank" ("routing_number", "bank_name", "city", "state") values ('021000021', 'JPMORGAN CHASE BANK, NA', 'TAMPA', 'FL'), ('026009593', 'BANK OF AMERICA, N.A.', 'RICHMOND', 'VA'), ('121000248', 'WELLS FARGO BANK, NA', 'MINNEAPOLIS', 'MN'), ('071000013', 'JPMORGAN CHASE BANK, NA', 'TAMPA', 'FL'), ('091000019', 'WELLS FARGO BANK, NA', 'MINNEAPOLIS', 'MN'), ('031176110', 'CAPITAL ONE, N.A.', 'MC LEAN', 'VA'), ('111000025', 'BANK OF AMERICA, N.A.', 'RICHMOND', 'VA'), ('021000089', 'CITIBANK NA', 'O FALLON', 'MO'), ('083000137', 'JPMORGAN CHASE BANK, NA', 'TAMPA', 'FL'), ('042000314', 'FIFTH THIRD BANK', 'CINCINNATI', 'OH'), ('044000037', 'JPMORGAN CHASE BANK, NA', 'TAMPA', 'FL') on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_one_time_grant" cascade;`);
    this.addSql(`drop table if exists "payment" cascade;`);
    this.addSql(`drop table if exists "payment_request" cascade;`);
    this.addSql(`drop table if exists "payment_settings" cascade;`);
    this.addSql(`drop table if exists "routing_bank" cascade;`);
  }

}
