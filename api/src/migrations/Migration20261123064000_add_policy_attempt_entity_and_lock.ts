import { Migration } from '@mikro-orm/migrations';

export class Migration20261123064000_add_policy_attempt_entity_and_lock extends Migration {

  override name = 'Migration20261123064000_add_policy_attempt_entity_and_lock';

  override up(): void | Promise<void> {
    this.addSql(`alter table "add_policy_attempt" add "locked_until" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "add_policy_attempt" drop column "locked_until";`);
  }

}
