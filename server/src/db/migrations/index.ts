import type { Migration } from 'kysely';
import * as users from './0001_users';

/**
 * Every migration, in order. Listed in code (not discovered on disk) so the server works the same from
 * source, from a bundle and in tests. Names are permanent once released: they are what the migration
 * table records.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_users': users,
};
