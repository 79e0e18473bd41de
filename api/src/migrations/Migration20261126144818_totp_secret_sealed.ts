import { Migration } from '@mikro-orm/migrations';

export class Migration20261126144818_totp_secret_sealed extends Migration {

  override name = 'Migration20261126144818_totp_secret_sealed';

  override up(): void | Promise<void> {
    this.addSql(`alter table "totp_credential" alter column "secret" type varchar(255) using ("secret"::varchar(255));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "totp_credential" alter column "secret" type varchar(64) using ("secret"::varchar(64));`);
  }

}
