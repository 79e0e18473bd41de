import { Migration } from '@mikro-orm/migrations';

export class Migration20261126073933_second_factor extends Migration {

  override name = 'Migration20261126073933_second_factor';

  override up(): void | Promise<void> {
    this.addSql(`create table "totp_credential" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "secret" varchar(64) not null, "confirmed_at" timestamptz null, "last_used_step" int null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "totp_credential" add constraint "totp_credential_user_unique" unique ("user_id");`);

    this.addSql(`create table "second_factor_challenge" ("id" uuid not null default gen_random_uuid(), "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), "user_id" uuid not null, "token_hash" varchar(64) not null, "remember_me" boolean not null default false, "failures" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "second_factor_challenge_user_id_index" on "second_factor_challenge" ("user_id");`);
    this.addSql(`alter table "second_factor_challenge" add constraint "second_factor_challenge_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "recovery_code" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "salt" varchar(32) not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "recovery_code_user_id_index" on "recovery_code" ("user_id");`);

    this.addSql(`alter table "totp_credential" add constraint "totp_credential_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "second_factor_challenge" add constraint "second_factor_challenge_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "recovery_code" add constraint "recovery_code_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "totp_credential" cascade;`);
    this.addSql(`drop table if exists "second_factor_challenge" cascade;`);
    this.addSql(`drop table if exists "recovery_code" cascade;`);
  }

}
