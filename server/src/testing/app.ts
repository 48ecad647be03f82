import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { API_ROUTES, createApp, type App } from '../app';
import type { ApiRoutes } from '../deps';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/open';
import { createCollectingSink, createLogger, type LogRecord } from '../logger';
import { createRepositories, type Repositories } from '../repositories/index';
import { createFakeDatabase, unlimitedRequestLimits } from './fake-database';

/**
 * Builds apps for in-process HTTP tests. All apps of a test file log into one collecting sink, so the
 * file can assert at the end that no request anywhere in it ended in a 500 (an unexpected crash).
 */

export const requestAudit = createCollectingSink();

/** Requests that ended in 500; call in afterAll of every file that builds apps. */
function internalErrors(records: readonly LogRecord[] = requestAudit.records): LogRecord[] {
  return records.filter((r) => r.msg === 'request' && r.status === 500);
}

export function expectNoInternalErrors(): void {
  expect(internalErrors()).toEqual([]);
}

import type { TestSite } from './site';

export { createTestSite, writeFiles, type TestSite } from './site';

export function testConfig(site: TestSite | undefined, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: site?.root ?? os.tmpdir(),
    WEB_DIST: site?.webDist ?? path.join(os.tmpdir(), 'mapwright-no-web'),
    MAPS_DIR: site?.mapsDir ?? path.join(os.tmpdir(), 'mapwright-no-maps'),
    LOG_LEVEL: 'info',
    // A fixed secret: otherwise every test app would generate one into DATA_DIR (the shared temp dir).
    AUTH_SECRET: 'mapwright-test-secret-0123456789abcdef',
    // In-process requests share one client address; the limits themselves are tested with their own.
    WRITE_RATE_LIMIT: '100000',
    WRITE_RATE_LIMIT_PER_ADDRESS: '100000',
    RENDER_RATE_LIMIT: '100000',
    // A job's deadline guards the server, not the tests: on a loaded machine the first job of a fresh
    // render thread (compiling the renderer) can pass the production deadline. The deadline itself is
    // tested with its own short value (bounded-work.test.ts).
    RENDER_TIMEOUT_MS: '300000',
    ...env,
  });
}

export function buildTestApp(
  options: {
    config?: Config;
    database?: DatabaseHandle;
    /** Extra route modules after the product's own (test-only probes). */
    extraRoutes?: readonly ApiRoutes[];
    /** Log somewhere else than the file-wide audit (for the one test that provokes a 500). */
    records?: LogRecord[];
    /** Repositories of the test's own (e.g. counting calls); by default built over the database. */
    repos?: Repositories;
  } = {},
): App {
  const config = options.config ?? testConfig(undefined);
  const database = options.database ?? createFakeDatabase();
  const repos = options.repos ?? createRepositories(database.db);
  const records = options.records;
  const sink = records ? (r: LogRecord) => void records.push(r) : requestAudit;
  return createApp({
    config,
    database,
    // Without a database nothing can be counted: the request limits are tested over real databases.
    repos: options.database || options.repos ? repos : { ...repos, requestLimits: unlimitedRequestLimits },
    logger: createLogger('debug', sink),
    version: '9.9.9-test',
    apiRoutes: [...API_ROUTES, ...(options.extraRoutes ?? [])],
  });
}
