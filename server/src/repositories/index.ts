import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createSavedMapRepository, type SavedMapRepository } from './saved-maps';
import { createUserRepository, type UserRepository } from './users';

/** All repositories, built over one Kysely instance and handed to the app (nothing global). */
export interface Repositories {
  readonly users: UserRepository;
  readonly maps: SavedMapRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return { users: createUserRepository(db), maps: createSavedMapRepository(db) };
}
