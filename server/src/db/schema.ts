import type { ColumnType, Generated } from 'kysely';

/**
 * The database as Kysely sees it: one interface per table, matching the migrations. Types here describe
 * rows as the drivers return them (pg and PGlite both return timestamptz as Date and integer as number).
 */

/** The largest value of an `integer` (int4) column; a client number bound for one is checked against it. */
export const INT4_MAX = 2_147_483_647;

export type UserStatus = 'free' | 'active';

export interface UsersTable {
  /** The authentication user id. */
  uid: string;
  email: string;
  /** Free downloads left; starts at 3 and never goes below 0 (a check constraint enforces it). */
  downloads: Generated<number>;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  /** The interface language the account chose (a code of INTERFACE_LANGUAGES), null until it has one. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

interface MapsTable {
  id: string;
  owner_uid: string;
  country: string;
  name: string;
  /** A map document (core/src/document), validated by parseDocument before it is stored. */
  document: ColumnType<unknown, string, string>;
  /** The document's size as stored (UTF-8 bytes of its JSON text); counts toward the account's limit. */
  size_bytes: Generated<number>;
  version: Generated<number>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

/** A counter per key and fixed window (request-limits.ts). */
interface RequestLimitsTable {
  key: string;
  count: number;
  window_ends_at: Date;
}

/** Users' own boundaries, each stored once by the sha256 of its JSON (0970_custom_boundaries). */
interface CustomBoundariesTable {
  hash: string;
  content: string;
  size_bytes: number;
  divisions: number;
  created_at: ColumnType<Date, never, never>;
}

/** Which accounts uploaded a boundary: their quota counts it. */
interface CustomBoundaryOwnersTable {
  hash: string;
  owner_uid: string;
  name: string;
  created_at: ColumnType<Date, never, never>;
}

/** Live data per link: the last good CSV text, the last attempt and the last failure (0980_live_data). */
interface LiveDataTable {
  url: string;
  body: string | null;
  fetched_at: Date | null;
  attempted_at: Date;
  error: string | null;
  error_at: Date | null;
}

export interface Database {
  users: UsersTable;
  live_data: LiveDataTable;
  custom_boundaries: CustomBoundariesTable;
  custom_boundary_owners: CustomBoundaryOwnersTable;
  maps: MapsTable;
  request_limits: RequestLimitsTable;
}
