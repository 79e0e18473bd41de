import { Migration } from '@mikro-orm/migrations';

export class Migration20261123065645_drop_duplicate_policy_number_index extends Migration {

  override name = 'Migration20261123065645_drop_duplicate_policy_number_index';

  override up(): void | Promise<void> {
    this.addSql(`drop index "policy_policy_number_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "policy_policy_number_index" on "policy" ("policy_number");`);
  }

}
