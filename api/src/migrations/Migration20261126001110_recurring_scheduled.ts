import { Migration } from '@mikro-orm/migrations';

export class Migration20261126001110_recurring_scheduled extends Migration {

  override name = 'Migration20261126001110_recurring_scheduled';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_scheduled" ("id" uuid not null, "version" int not null default 1, "user_id" uuid not null, "policy_number" varchar(10) not null, "account_number" varchar(20) null, "scheduled_payment_id" varchar(40) not null, "schedule_date" date not null, "amount_cents" int not null, "fee_cents" int not null default 0, "wallet_item_id" uuid null, "funding_account_token" varchar(200) not null, "funding_category" varchar(10) not null, "funding_method" varchar(20) null, "last_four" varchar(4) not null, "nickname" varchar(50) not null, "email_address" varchar(1000) not null, "status" varchar(10) not null, "created_at" timestamptz not null default now(), "deleted_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "payment_scheduled_wallet_item_id_index" on "payment_scheduled" ("wallet_item_id");`);
    this.addSql(`create index "payment_scheduled_status_schedule_date_index" on "payment_scheduled" ("status", "schedule_date");`);
    this.addSql(`create index "payment_scheduled_user_id_status_schedule_date_index" on "payment_scheduled" ("user_id", "status", "schedule_date");`);
    this.addSql(`alter table "payment_scheduled" add constraint "payment_scheduled_number_unique" unique ("scheduled_payment_id");`);

    this.addSql(`create table "payment_recurring" ("id" uuid not null, "version" int not null default 1, "user_id" uuid not null, "policy_number" varchar(10) not null, "status" varchar(10) not null, "deduction_day" smallint not null, "charges_from" date not null, "method_type" varchar(10) not null, "funding_category" varchar(10) not null, "funding_method" varchar(20) null, "last_four" varchar(4) not null, "funding_account_token" varchar(200) not null, "bank_name" varchar(120) null, "card_expire_month" smallint null, "card_expire_year" smallint null, "zip_code" varchar(10) null, "bank_account_type" smallint null, "wallet_item_id" uuid null, "email_address" varchar(254) not null, "agreed_at" timestamptz not null, "cancelled_at" timestamptz null, "cancel_pay_plan_id" smallint null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "payment_recurring_user_id_index" on "payment_recurring" ("user_id");`);
    this.addSql(`create index "payment_recurring_wallet_item_id_index" on "payment_recurring" ("wallet_item_id");`);
    this.addSql(`create index "payment_recurring_status_deduction_day_index" on "payment_recurring" ("status", "deduction_day");`);
    this.addSql(`create unique index "payment_recurring_policy_active_unique" on "payment_recurring" ("policy_number") where "status" = 'active';`);

    this.addSql(`create table "payment_auto_charge" ("id" uuid not null, "version" int not null default 1, "kind" varchar(10) not null, "recurring_id" uuid null, "scheduled_id" uuid null, "due_date" date not null, "status" varchar(10) not null, "attempts" smallint not null default 0, "next_attempt_on" date not null, "payment_id" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "payment_auto_charge_status_next_attempt_on_index" on "payment_auto_charge" ("status", "next_attempt_on");`);
    this.addSql(`alter table "payment_auto_charge" add constraint "payment_auto_charge_scheduled_unique" unique ("scheduled_id");`);
    this.addSql(`alter table "payment_auto_charge" add constraint "payment_auto_charge_recurring_date_unique" unique ("recurring_id", "due_date");`);

    this.addSql(`alter table "payment_settings" add "scheduled_payments_enabled" boolean not null default true;`);

    this.addSql(`alter table "payment_scheduled" add constraint "payment_scheduled_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payment_scheduled" add constraint "payment_scheduled_wallet_item_id_foreign" foreign key ("wallet_item_id") references "payment_wallet_item" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "payment_scheduled" add constraint "payment_scheduled_status_check" check (status in ('scheduled', 'charging', 'paid', 'failed', 'deleted'));`);
    this.addSql(`alter table "payment_scheduled" add constraint "payment_scheduled_amount_check" check (amount_cents >= 1000 and fee_cents >= 0);`);

    this.addSql(`alter table "payment_recurring" add constraint "payment_recurring_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payment_recurring" add constraint "payment_recurring_wallet_item_id_foreign" foreign key ("wallet_item_id") references "payment_wallet_item" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "payment_recurring" add constraint "payment_recurring_status_check" check (status in ('active', 'cancelled'));`);
    this.addSql(`alter table "payment_recurring" add constraint "payment_recurring_method_check" check (method_type in ('credit', 'check') and funding_category in ('Credit', 'Debit', 'Check'));`);
    this.addSql(`alter table "payment_recurring" add constraint "payment_recurring_deduction_day_check" check (deduction_day >= 1 and deduction_day <= 31);`);

    this.addSql(`alter table "payment_auto_charge" add constraint "payment_auto_charge_recurring_id_foreign" foreign key ("recurring_id") references "payment_recurring" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payment_auto_charge" add constraint "payment_auto_charge_scheduled_id_foreign" foreign key ("scheduled_id") references "payment_scheduled" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payment_auto_charge" add constraint "payment_auto_charge_attempts_check" check (attempts >= 0 and attempts <= 10);`);
    this.addSql(`alter table "payment_auto_charge" add constraint "payment_auto_charge_status_check" check (status in ('due', 'paid', 'failed', 'skipped', 'cancelled'));`);
    this.addSql(`alter table "payment_auto_charge" add constraint "payment_auto_charge_kind_check" check ((kind = 'recurring' and recurring_id is not null and scheduled_id is null) or (kind = 'scheduled' and scheduled_id is not null and recurring_id is null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_auto_charge" drop constraint "payment_auto_charge_scheduled_id_foreign";`);
    this.addSql(`alter table "payment_auto_charge" drop constraint "payment_auto_charge_recurring_id_foreign";`);

    this.addSql(`drop table if exists "payment_scheduled" cascade;`);
    this.addSql(`drop table if exists "payment_recurring" cascade;`);
    this.addSql(`drop table if exists "payment_auto_charge" cascade;`);

    this.addSql(`alter table "payment_settings" drop column "scheduled_payments_enabled";`);
  }

}
