import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, testConfig } from './app';
import { createTestClient, type TestClient } from './auth-client';
import { type TestDatabaseTarget, openMigratedDatabase } from './backends';

/** The app and its two signed-up accounts, filled in before the describe's first test runs. */
export interface TwoAccounts {
  readonly app: App;
  readonly ann: TestClient;
  readonly bob: TestClient;
}

/**
 * An app on a freshly migrated database with two accounts, Ann's and Bob's, signed up: the set-up of
 * the route tests that check one account cannot see or change another's. Call inside a describe; the
 * database is closed and dropped after its tests.
 */
export function useTwoAccounts(createTarget: () => Promise<TestDatabaseTarget>): TwoAccounts {
  const accounts = {} as { app: App; ann: TestClient; bob: TestClient };
  let target: TestDatabaseTarget | undefined;
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    accounts.app = buildTestApp({ database, config: testConfig(undefined, { AUTH_SECRET: 'x'.repeat(40) }) });
    accounts.ann = createTestClient(accounts.app);
    accounts.bob = createTestClient(accounts.app);
    await accounts.ann.signUp('ann@example.org', 'anns-pass-1');
    await accounts.bob.signUp('bob@example.org', 'bobs-pass-1');
  });
  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });
  return accounts;
}
