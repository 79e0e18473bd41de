import { Migration } from '@mikro-orm/migrations';

export class Migration20261125211031_sandbox_payment_provider extends Migration {

  override name = 'Migration20261125211031_sandbox_payment_provider';

  override up(): void | Promise<void> {
    this.addSql(`create table "sandbox_funding_account" ("token" varchar(64) not null, "category" varchar(10) not null, "brand" varchar(20) null, "last_four" varchar(4) not null, "bank_account_type" smallint null, "card_expiry" varchar(7) null, "behaviour" text not null, "session_id" varchar(32) null, "created_at" timestamptz not null default now(), primary key ("token"));`);
    this.addSql(`create index "sandbox_funding_account_created_at_index" on "sandbox_funding_account" ("created_at");`);

    this.addSql(`create table "sandbox_refund" ("reference" varchar(40) not null, "idempotency_key" varchar(100) not null, "sale_reference" varchar(40) not null, "amount_cents" int not null, "created_at" timestamptz not null default now(), primary key ("reference"));`);
    this.addSql(`alter table "sandbox_refund" add constraint "sandbox_refund_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "sandbox_refund_sale_reference_index" on "sandbox_refund" ("sale_reference");`);

    this.addSql(`create table "sandbox_sale" ("reference" varchar(40) not null, "idempotency_key" varchar(100) not null, "funding_account_token" varchar(64) not null, "amount_cents" int not null, "status" text not null, "status_descriptions" jsonb not null default '[]', "merchant_reference" varchar(60) not null, "refunded_cents" int not null default 0, "created_at" timestamptz not null default now(), primary key ("reference"));`);
    this.addSql(`alter table "sandbox_sale" add constraint "sandbox_sale_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "sandbox_sale_funding_account_token_created_at_index" on "sandbox_sale" ("funding_account_token", "created_at");`);

    this.addSql(`alter table "sandbox_funding_account" add constraint "sandbox_funding_account_last_four_check" check (last_four ~ '^[0-9]{4}\$');`);
    this.addSql(`alter table "sandbox_funding_account" add constraint "sandbox_funding_account_category_check" check (category in ('Credit', 'Debit', 'Check'));`);
    this.addSql(`alter table "sandbox_funding_account" add constraint "sandbox_funding_account_behaviour_check" check ("behaviour" in ('approve', 'decline', 'insufficient-funds', 'expired-card', 'fails-first-try'));`);

    this.addSql(`alter table "sandbox_refund" add constraint "sandbox_refund_amount_check" check (amount_cents > 0);`);

    this.addSql(`alter table "sandbox_sale" add constraint "sandbox_sale_amount_check" check (amount_cents > 0 and refunded_cents >= 0 and refunded_cents <= amount_cents);`);
    this.addSql(`alter table "sandbox_sale" add constraint "sandbox_sale_status_check" check ("status" in ('approved', 'declined'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sandbox_funding_account" cascade;`);
    this.addSql(`drop table if exists "sandbox_refund" cascade;`);
    this.addSql(`drop table if exists "sandbox_sale" cascade;`);
  }

}
