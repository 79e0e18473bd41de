import { Migration } from '@mikro-orm/migrations';

export class Migration20261123061856_outbox_delivery extends Migration {

  override name = 'Migration20261123061856_outbox_delivery';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox_email" add "status" text not null default 'queued', add "attempts" int not null default 0;`);
    // Mail written before the outbox had a delivery job was handled when written: in the mailbox, or by SMTP.
    this.addSql(`update "outbox_email" set "status" = case when "error" is not null then 'failed' else 'sent' end, "attempts" = 1;`);
    this.addSql(`create index "outbox_email_status_created_at_index" on "outbox_email" ("status", "created_at");`);
    this.addSql(`alter table "outbox_email" add constraint "outbox_email_status_check" check ("status" in ('queued', 'sent', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "outbox_email_status_created_at_index";`);
    this.addSql(`alter table "outbox_email" drop constraint "outbox_email_status_check";`);
    this.addSql(`alter table "outbox_email" drop column "status", drop column "attempts";`);
  }

}
