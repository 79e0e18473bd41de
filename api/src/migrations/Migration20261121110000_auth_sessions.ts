import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in sessions (helper A, issue 3): session families, refresh tokens and remember-me
 * credentials. Written by hand (the generator would also pick up other areas' unfinished
 * entities); its SQL is the schema generator's output for these three entities.
 */
export class Migration20261121110000_auth_sessions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "session_family" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "created_at" timestamptz not null default now(), "revoked_at" timestamptz null, "revoked_reason" varchar(40) null, "last_used_at" timestamptz null, "user_agent" varchar(512) null, "ip" varchar(64) null, constraint "session_family_pkey" primary key ("id"));`);
    this.addSql(`create index "session_family_user_id_index" on "session_family" ("user_id");`);

    this.addSql(`create table "refresh_token" ("id" uuid not null default gen_random_uuid(), "family_id" uuid not null, "jti_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "refresh_token_pkey" primary key ("id"));`);
    this.addSql(`create index "refresh_token_family_id_index" on "refresh_token" ("family_id");`);
    this.addSql(`alter table "refresh_token" add constraint "refresh_token_jti_hash_unique" unique ("jti_hash");`);

    this.addSql(`create table "remember_me_credential" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, constraint "remember_me_credential_pkey" primary key ("id"));`);
    this.addSql(`create index "remember_me_credential_user_id_index" on "remember_me_credential" ("user_id");`);
    this.addSql(`alter table "remember_me_credential" add constraint "remember_me_credential_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "session_family" add constraint "session_family_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "refresh_token" add constraint "refresh_token_family_id_foreign" foreign key ("family_id") references "session_family" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "remember_me_credential" add constraint "remember_me_credential_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "refresh_token" cascade;`);
    this.addSql(`drop table if exists "remember_me_credential" cascade;`);
    this.addSql(`drop table if exists "session_family" cascade;`);
  }

}
