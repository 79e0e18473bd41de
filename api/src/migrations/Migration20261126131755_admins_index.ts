import { Migration } from '@mikro-orm/migrations';

export class Migration20261126131755_admins_index extends Migration {

  override name = 'Migration20261126131755_admins_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "user_account_admins_index" on "user_account" ("id") where "is_admin";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "user_account_admins_index";`);
  }

}
