import { Migration } from '@mikro-orm/migrations';

export class Migration20261123062637_ledger_versions_and_checks extends Migration {

  override name = 'Migration20261123062637_ledger_versions_and_checks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "verified_registration" drop constraint "verified_registration_policyholder_id_foreign";`);

    this.addSql(`alter table "policy" add "version" int not null default 1;`);
    this.addSql(`alter table "policy" add constraint "policy_balance_check" check (outstanding_balance >= 0 and pay_in_full_amount >= 0);`);

    this.addSql(`alter table "billing_account" add "version" int not null default 1;`);
    this.addSql(`alter table "billing_account" add constraint "billing_account_balance_check" check (outstanding_balance >= 0 and pay_in_full_amount >= 0);`);

    this.addSql(`alter table "billing_item" add "posting_key" varchar(100) null;`);
    this.addSql(`alter table "billing_item" add constraint "billing_item_posting_key_unique" unique ("posting_key");`);
    this.addSql(`alter table "billing_item" add constraint "billing_item_amounts_check" check (payment_amount >= 0 and (item_type <> 2 or billed_amount = 0));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "billing_account" drop constraint "billing_account_balance_check";`);
    this.addSql(`alter table "billing_account" drop column "version";`);

    this.addSql(`alter table "billing_item" drop constraint "billing_item_posting_key_unique";`);
    this.addSql(`alter table "billing_item" drop constraint "billing_item_amounts_check";`);
    this.addSql(`alter table "billing_item" drop column "posting_key";`);

    this.addSql(`alter table "policy" drop constraint "policy_balance_check";`);
    this.addSql(`alter table "policy" drop column "version";`);

    this.addSql(`alter table "verified_registration" add constraint "verified_registration_policyholder_id_foreign" foreign key ("policyholder_id") references "policyholder" ("id") on update cascade on delete cascade;`);
  }

}
