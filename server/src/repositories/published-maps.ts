import { randomBytes } from 'node:crypto';
import { sql, type ColumnType, type Kysely } from 'kysely';
import { publishedPath, type Publication } from '@mapwright/core/api/publishedMaps';
import type { Database } from '../db/schema';

/** The `published_maps` table (migration 0500_published_maps). */
interface PublishedMapsTable {
  public_id: string;
  map_id: string;
  owner_uid: string;
  country: string;
  document: ColumnType<unknown, string, string>;
  map_version: number;
  version: ColumnType<number, number | undefined, number>;
  published_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

/** A type alias (not an interface) so it satisfies withTables' index-signature constraint. */
type PublishedMapTables = {
  published_maps: PublishedMapsTable;
};

type PublishOutcome =
  | { readonly outcome: 'published'; readonly publication: Publication; readonly created: boolean }
  /** The saved map is at another version than the one the owner asked to publish. */
  | { readonly outcome: 'conflict'; readonly currentVersion: number }
  | { readonly outcome: 'not-found' };

/** A published map as the public page reads it: never the owner or the saved map's id. */
interface PublishedSnapshot {
  readonly publicId: string;
  readonly country: string;
  readonly document: unknown;
  readonly version: number;
  readonly updatedAt: Date;
}

export interface PublishedStamp {
  readonly version: number;
  readonly country: string;
}

/**
 * Published maps. The owner's operations are scoped by owner (another user's map reads as missing, so
 * nobody can publish, update or unpublish a map that is not theirs); `read` is the public side, by public
 * id only, and returns the snapshot without any private field.
 *
 * Publishing copies the saved map's document in one statement (`insert … select … on conflict`), and only
 * when the saved map is at the version the owner saw: what is published is exactly what was saved.
 */
export interface PublishedMapRepository {
  publish(owner: string, mapId: string, mapVersion: number): Promise<PublishOutcome>;
  get(owner: string, mapId: string): Promise<Publication | undefined>;
  list(owner: string): Promise<Publication[]>;
  unpublish(owner: string, mapId: string): Promise<boolean>;
  read(publicId: string): Promise<PublishedSnapshot | undefined>;
  /** Just the version and country of a published map: enough to answer from a cache. */
  stampOf(publicId: string): Promise<PublishedStamp | undefined>;
}

/** 128 random bits: unguessable, and short enough for a link. */
function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

const COLUMNS = ['public_id', 'map_id', 'version', 'map_version', 'published_at', 'updated_at'] as const;

interface PublicationRow {
  public_id: string;
  map_id: string;
  version: number;
  map_version: number;
  published_at: Date;
  updated_at: Date;
}

function toPublication(row: PublicationRow): Publication {
  return {
    mapId: row.map_id,
    publicId: row.public_id,
    path: publishedPath(row.public_id),
    version: row.version,
    mapVersion: row.map_version,
    publishedAt: row.published_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function createPublishedMapRepository(base: Kysely<Database>): PublishedMapRepository {
  const db = base.withTables<PublishedMapTables>();
  return {
    async publish(owner, mapId, mapVersion) {
      const row = await db
        .insertInto('published_maps')
        .columns(['public_id', 'map_id', 'owner_uid', 'country', 'document', 'map_version'])
        .expression((eb) =>
          eb
            .selectFrom('maps')
            .select([
              sql<string>`${newPublicId()}`.as('public_id'),
              'id',
              'owner_uid',
              'country',
              'document',
              'version',
            ])
            .where('id', '=', mapId)
            .where('owner_uid', '=', owner)
            .where('version', '=', mapVersion),
        )
        .onConflict((oc) =>
          oc.column('map_id').doUpdateSet((eb) => ({
            document: eb.ref('excluded.document'),
            country: eb.ref('excluded.country'),
            map_version: eb.ref('excluded.map_version'),
            version: sql<number>`published_maps.version + 1`,
            updated_at: sql<Date>`now()`,
          })),
        )
        .returning(COLUMNS)
        .executeTakeFirst();
      // Every publish after the first bumps the version, so version 1 is a new publication.
      if (row) return { outcome: 'published', publication: toPublication(row), created: row.version === 1 };
      const map = await db
        .selectFrom('maps')
        .select('version')
        .where('id', '=', mapId)
        .where('owner_uid', '=', owner)
        .executeTakeFirst();
      return map ? { outcome: 'conflict', currentVersion: map.version } : { outcome: 'not-found' };
    },

    async get(owner, mapId) {
      const row = await db
        .selectFrom('published_maps')
        .select(COLUMNS)
        .where('owner_uid', '=', owner)
        .where('map_id', '=', mapId)
        .executeTakeFirst();
      return row ? toPublication(row) : undefined;
    },

    async list(owner) {
      const rows = await db
        .selectFrom('published_maps')
        .select(COLUMNS)
        .where('owner_uid', '=', owner)
        .orderBy('updated_at', 'desc')
        .orderBy('public_id')
        .execute();
      return rows.map(toPublication);
    },

    async unpublish(owner, mapId) {
      const result = await db
        .deleteFrom('published_maps')
        .where('owner_uid', '=', owner)
        .where('map_id', '=', mapId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async read(publicId) {
      const row = await db
        .selectFrom('published_maps')
        .select(['public_id', 'country', 'document', 'version', 'updated_at'])
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      return row
        ? {
            publicId: row.public_id,
            country: row.country,
            document: row.document,
            version: row.version,
            updatedAt: row.updated_at,
          }
        : undefined;
    },

    async stampOf(publicId) {
      return db
        .selectFrom('published_maps')
        .select(['version', 'country'])
        .where('public_id', '=', publicId)
        .executeTakeFirst();
    },
  };
}
