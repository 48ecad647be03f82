import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { createUserRepository } from './users';

export const DOWNLOAD_FORMATS = ['png', 'svg', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** The `downloads` table (migration 0200_downloads). */
export interface DownloadsTable {
  id: Generated<string>;
  user_uid: string;
  format: DownloadFormat;
  width: number;
  height: number;
  unlimited: boolean;
  created_at: ColumnType<Date, never, never>;
}

/** A type alias (not an interface) so it satisfies withTables' index-signature constraint. */
export type DownloadTables = {
  downloads: DownloadsTable;
};

export type DownloadRow = Selectable<DownloadsTable>;

export interface DownloadRequest {
  readonly uid: string;
  readonly format: DownloadFormat;
  readonly width: number;
  readonly height: number;
}

export type DownloadDecision =
  | { readonly outcome: 'granted'; readonly remaining: number }
  | { readonly outcome: 'unlimited' }
  | { readonly outcome: 'exhausted' }
  | { readonly outcome: 'not-found' };

export interface DownloadRepository {
  /**
   * Decides one download and, when granted, records it, in one transaction: the spend is the users
   * repository's single conditional UPDATE (no race can spend more than the user has), and a grant is
   * never without its row nor a row without its grant.
   */
  grant(request: DownloadRequest): Promise<DownloadDecision>;
  /** The user's downloads, newest first. */
  list(uid: string, limit?: number): Promise<DownloadRow[]>;
}

export function createDownloadRepository(db: Kysely<Database>): DownloadRepository {
  return {
    async grant({ uid, format, width, height }) {
      return db.transaction().execute(async (base) => {
        const decision = await createUserRepository(base).grantDownload(uid);
        if (decision.outcome === 'granted' || decision.outcome === 'unlimited') {
          await base
            .withTables<DownloadTables>()
            .insertInto('downloads')
            .values({ user_uid: uid, format, width, height, unlimited: decision.outcome === 'unlimited' })
            .execute();
        }
        return decision;
      });
    },

    async list(uid, limit = 50) {
      return db
        .withTables<DownloadTables>()
        .selectFrom('downloads')
        .selectAll()
        .where('user_uid', '=', uid)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
