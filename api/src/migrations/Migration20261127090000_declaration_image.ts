import { Migration } from '@mikro-orm/migrations';

export class Migration20261127090000_declaration_image extends Migration {

  override name = 'Migration20261127090000_declaration_image';

  override up(): void | Promise<void> {
    this.addSql(`alter table "policy_document" add "image_num" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "policy_document" drop column "image_num";`);
  }

}
