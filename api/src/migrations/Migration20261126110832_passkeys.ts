import { Migration } from '@mikro-orm/migrations';

export class Migration20261126110832_passkeys extends Migration {

  override name = 'Migration20261126110832_passkeys';

  override up(): void | Promise<void> {
    this.addSql(`create table "passkey_challenge" ("id" uuid not null default gen_random_uuid(), "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), "challenge_hash" varchar(64) not null, "purpose" varchar(16) not null, "user_id" uuid null, primary key ("id"));`);
    this.addSql(`alter table "passkey_challenge" add constraint "passkey_challenge_challenge_hash_unique" unique ("challenge_hash");`);
    this.addSql(`create index "passkey_challenge_user_id_index" on "passkey_challenge" ("user_id");`);

    this.addSql(`create table "passkey" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "credential_id" varchar(1366) not null, "public_key" text not null, "counter" bigint not null default '0', "transports" jsonb null, "name" varchar(64) not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "passkey_user_id_index" on "passkey" ("user_id");`);
    this.addSql(`alter table "passkey" add constraint "passkey_credential_id_unique" unique ("credential_id");`);

    this.addSql(`alter table "passkey_challenge" add constraint "passkey_challenge_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "passkey" add constraint "passkey_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "passkey_challenge" cascade;`);
    this.addSql(`drop table if exists "passkey" cascade;`);
  }

}
