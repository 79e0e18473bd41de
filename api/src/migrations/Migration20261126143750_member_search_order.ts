import { Migration } from '@mikro-orm/migrations';

export class Migration20261126143750_member_search_order extends Migration {

  override name = 'Migration20261126143750_member_search_order';

  override up(): void | Promise<void> {
    this.addSql(`drop index "user_account_display_name_prefix_index";`);
    this.addSql(`create index "user_account_display_name_sort_index" on "user_account" ((lower("display_name") collate "C"), "id") include ("display_name", "is_admin");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "user_account_display_name_sort_index";`);
    this.addSql(`create index "user_account_display_name_prefix_index" on "user_account" (lower("display_name") text_pattern_ops);`);
  }

}
