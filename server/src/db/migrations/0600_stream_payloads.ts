import { sql, type Kysely } from 'kysely';

/**
 * Live streams that scale (decision "Live streams: the notification carries the record"). The users trigger
 * of 0003 sent `<schema>/<uid>`, so every open stream of that user read the row again, and it fired on writes
 * that changed nothing a client sees. Now one notification on the same channel carries what changed, as JSON:
 * - `{"schema", "uid", "record": {email, uid, downloads, status}}` when a user record is created or one
 *   of those fields changes (the fields the web app shows; other updates send nothing);
 * - `{"schema", "uid", "sessionEnded": <session id>}` when a session row goes (sign-out, revocation,
 *   a password reset, clean-up of expired sessions, a deleted account): the streams opened with that
 *   session end at once, on every app server.
 * Payloads stay far below PostgreSQL's 8000-byte limit (an email is at most 254 characters).
 */
export async function up(db: Kysely<never>): Promise<void> {
  await sql`
    create or replace function mapwright_notify_user_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and (old.email, old.downloads, old.status) is not distinct from (new.email, new.downloads, new.status)
      then
        return new;
      end if;
      perform pg_notify('mapwright_user_changed', json_build_object(
        'schema', tg_table_schema,
        'uid', new.uid,
        'record', json_build_object(
          'email', new.email, 'uid', new.uid, 'downloads', new.downloads, 'status', new.status)
      )::text);
      return new;
    end
    $$`.execute(db);
  await sql`
    create function mapwright_notify_session_ended() returns trigger language plpgsql as $$
    begin
      perform pg_notify('mapwright_user_changed', json_build_object(
        'schema', tg_table_schema, 'uid', old."userId", 'sessionEnded', old.id
      )::text);
      return old;
    end
    $$`.execute(db);
  await sql`
    create trigger auth_session_notify_ended after delete on auth_session
    for each row execute function mapwright_notify_session_ended()`.execute(db);
}

export async function down(db: Kysely<never>): Promise<void> {
  await sql`drop trigger auth_session_notify_ended on auth_session`.execute(db);
  await sql`drop function mapwright_notify_session_ended()`.execute(db);
  await sql`
    create or replace function mapwright_notify_user_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('mapwright_user_changed', tg_table_schema || '/' || new.uid);
      return new;
    end
    $$`.execute(db);
}
