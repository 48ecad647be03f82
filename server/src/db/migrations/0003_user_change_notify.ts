import { sql, type Kysely } from 'kysely';

/**
 * Every insert or update of a user record sends NOTIFY on the channel `mapwright_user_changed` with the
 * payload `<schema>/<uid>`. Doing it in a trigger means no write path can forget to publish: the users
 * repository, a future one, or an operator's SQL all reach the live streams (server-sent events) held by
 * every app server. PostgreSQL delivers notifications at commit, so a rolled-back change is never pushed.
 * The schema in the payload keeps apps (or parallel test runs) sharing one database apart.
 */
export async function up(db: Kysely<never>): Promise<void> {
  await sql`
    create function mapwright_notify_user_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('mapwright_user_changed', tg_table_schema || '/' || new.uid);
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger users_notify_changed after insert or update on users
    for each row execute function mapwright_notify_user_changed()`.execute(db);
}

export async function down(db: Kysely<never>): Promise<void> {
  await sql`drop trigger users_notify_changed on users`.execute(db);
  await sql`drop function mapwright_notify_user_changed()`.execute(db);
}
