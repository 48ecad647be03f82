import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/open';
import type { Logger } from '../logger';
import type { PublicPages } from './public-pages';

/** The channel migration 0960's trigger notifies on; payload `<schema>/<public id>`. */
const PUBLISHED_CHANGED_CHANNEL = 'mapwright_published_changed';

/**
 * Drops this server's built pages and previews of a map as soon as it is republished or unpublished on
 * any app server (PostgreSQL's LISTEN/NOTIFY; PGlite's within its one process). Correctness does not
 * depend on it (every request looks up the published version first), memory does: without it the old
 * version's bytes stay until pushed out. After a reconnect, when notifications may have been missed,
 * everything built is dropped. Resolves to a function that stops listening.
 */
export async function forgetRepublishedPages(
  database: DatabaseHandle,
  pages: Pick<PublicPages, 'forget' | 'forgetAll'>,
  logger: Logger,
): Promise<() => Promise<void>> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  const schema = rows[0]?.schema ?? 'public';
  return database.listen(
    PUBLISHED_CHANGED_CHANNEL,
    (payload) => {
      const slash = payload.indexOf('/');
      // Another app (or test run) sharing the server has its own schema.
      if (slash < 0 || payload.slice(0, slash) !== schema) return;
      const publicId = payload.slice(slash + 1);
      logger.debug('published map changed', { publicId });
      pages.forget(publicId);
    },
    () => pages.forgetAll(),
  );
}
