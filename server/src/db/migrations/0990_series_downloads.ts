import { sql, type Kysely } from 'kysely';

/**
 * A time map downloads as its whole series too (issue 46): an MP4 or WebM video, or an animated GIF,
 * counted as any other download. The format check of 0200_downloads (named by PostgreSQL after the
 * table and column) is replaced by one that lists them.
 */
export async function up(db: Kysely<never>): Promise<void> {
  await sql`alter table downloads drop constraint downloads_format_check`.execute(db);
  await sql`alter table downloads add constraint downloads_format_check
    check (format in ('png', 'svg', 'pdf', 'mp4', 'webm', 'gif'))`.execute(db);
}

export async function down(db: Kysely<never>): Promise<void> {
  await sql`alter table downloads drop constraint downloads_format_check`.execute(db);
  await sql`alter table downloads add constraint downloads_format_check
    check (format in ('png', 'svg', 'pdf'))`.execute(db);
}
