import { sql, type Kysely } from 'kysely';

/**
 * Every republish (update) or unpublish (delete) of a published map sends NOTIFY on the channel
 * `mapwright_published_changed` with the payload `<schema>/<public_id>`, so every app server drops the
 * page and preview it built of the old version at once (decision "Limits and caches hold across
 * app servers"). A trigger, like 0003's, so no write path can forget it. Numbered after 0950.
 */
export async function up(db: Kysely<never>): Promise<void> {
  await sql`
    create function mapwright_notify_published_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('mapwright_published_changed', tg_table_schema || '/' || old.public_id);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger published_maps_notify_changed after update or delete on published_maps
    for each row execute function mapwright_notify_published_changed()`.execute(db);
}

export async function down(db: Kysely<never>): Promise<void> {
  await sql`drop trigger published_maps_notify_changed on published_maps`.execute(db);
  await sql`drop function mapwright_notify_published_changed()`.execute(db);
}
