import { Migration } from '@mikro-orm/migrations';

/**
 * A remember-me credential belongs to the session it was issued with, so logout revokes it
 * even when the browser does not send it (issue 7). The generator's output trimmed to this
 * table: it also proposed changes to tables of other areas whose entities and migrations
 * differ in details (add_policy_attempt, advertisement, chat_options), which are not this
 * change's to make.
 */
export class Migration20261123024849_remember_me_session extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "remember_me_credential" add column "family_id" uuid null;`);
    this.addSql(`alter table "remember_me_credential" add constraint "remember_me_credential_family_id_foreign" foreign key ("family_id") references "session_family" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "remember_me_credential_family_id_index" on "remember_me_credential" ("family_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "remember_me_credential_family_id_index";`);
    this.addSql(`alter table "remember_me_credential" drop constraint "remember_me_credential_family_id_foreign";`);
    this.addSql(`alter table "remember_me_credential" drop column "family_id";`);
  }

}
