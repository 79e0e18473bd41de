import { Migration } from '@mikro-orm/migrations';

/** Registration failures are also counted per person (client address + typed name, hashed): issue 9. */
export class Migration20261123061000_verification_attempt_person_key extends Migration {

  override name = 'Migration20261123061000_verification_attempt_person_key';

  override up(): void | Promise<void> {
    this.addSql(`alter table "verification_attempt" add "person_key" varchar(64) null;`);
    this.addSql(`create index "verification_attempt_person_key_created_at_index" on "verification_attempt" ("person_key", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "verification_attempt_person_key_created_at_index";`);
    this.addSql(`alter table "verification_attempt" drop column "person_key";`);
  }

}
