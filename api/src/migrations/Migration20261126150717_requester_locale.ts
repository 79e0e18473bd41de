import { Migration } from '@mikro-orm/migrations';

export class Migration20261126150717_requester_locale extends Migration {

  override name = 'Migration20261126150717_requester_locale';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payment" add "payer_locale" varchar(10) null;`);

    this.addSql(`alter table "staff_verification_request" add "locale" varchar(10) not null default 'en-US';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment" drop column "payer_locale";`);

    this.addSql(`alter table "staff_verification_request" drop column "locale";`);
  }

}
