import { Migration } from '@mikro-orm/migrations';

export class Migration20261126072500_policy_e_delivery extends Migration {

  override name = 'Migration20261126072500_policy_e_delivery';

  override up(): void | Promise<void> {
    this.addSql(`alter table "policy" add column "e_delivery" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "policy" drop column "e_delivery";`);
  }

}
