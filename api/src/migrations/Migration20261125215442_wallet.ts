import { Migration } from '@mikro-orm/migrations';

export class Migration20261125215442_wallet extends Migration {

  override name = 'Migration20261125215442_wallet';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_wallet" ("id" uuid not null, "user_id" uuid not null, "consumer_name" varchar(101) not null, "consumer_email" varchar(254) not null, "consumer_phone" varchar(15) null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "payment_wallet" add constraint "payment_wallet_user_unique" unique ("user_id");`);

    this.addSql(`create table "payment_wallet_item" ("id" uuid not null, "wallet_id" uuid not null, "funding_account_token" varchar(200) not null, "funding_category" varchar(10) not null, "funding_method" varchar(20) null, "last_four" varchar(4) not null, "nickname" varchar(50) not null, "card_expire_month" smallint null, "card_expire_year" smallint null, "zip_code" varchar(10) null, "bank_account_type" smallint null, "first_name" varchar(50) null, "last_name" varchar(50) null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "payment_wallet_item_wallet_id_created_at_index" on "payment_wallet_item" ("wallet_id", "created_at");`);
    this.addSql(`alter table "payment_wallet_item" add constraint "payment_wallet_item_token_unique" unique ("funding_account_token");`);

    this.addSql(`alter table "payment_settings" add "wallet_enabled" boolean not null default true, add "allow_use_of_wallet_items" boolean not null default true;`);

    this.addSql(`alter table "payment_wallet" add constraint "payment_wallet_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "payment_wallet_item" add constraint "payment_wallet_item_wallet_id_foreign" foreign key ("wallet_id") references "payment_wallet" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payment_wallet_item" add constraint "payment_wallet_item_bank_check" check (funding_category <> 'Check' or (bank_account_type >= 1 and bank_account_type <= 2 and first_name is not null and last_name is not null));`);
    this.addSql(`alter table "payment_wallet_item" add constraint "payment_wallet_item_card_check" check (funding_category = 'Check' or (card_expire_month >= 1 and card_expire_month <= 12 and card_expire_year is not null));`);
    this.addSql(`alter table "payment_wallet_item" add constraint "payment_wallet_item_category_check" check (funding_category in ('Credit', 'Debit', 'Check'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_wallet_item" drop constraint "payment_wallet_item_wallet_id_foreign";`);

    this.addSql(`drop table if exists "payment_wallet" cascade;`);
    this.addSql(`drop table if exists "payment_wallet_item" cascade;`);

    this.addSql(`alter table "payment_settings" drop column "wallet_enabled", drop column "allow_use_of_wallet_items";`);
  }

}
