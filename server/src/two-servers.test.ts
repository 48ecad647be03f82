import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import type { MapDocument } from '@mapwright/core/document/schema';
import { startServer, type RunningServer } from './main';
import { testConfig, type TestSite } from './testing/app';
import {
  createHttpClient,
  createPostgresDatabase,
  readEvents,
  startRoundRobinProxy,
  type HttpClient,
  type RoundRobinProxy,
  type TestPostgresDatabase,
} from './testing/cluster';
import { createPublishedSite } from './testing/published-site';

/**
 * Two app servers on one PostgreSQL behind a round-robin proxy, as PRODUCT.md promises Mapwright
 * scales: what one server knows, the other must know too (sessions, live records, download counts,
 * rate limits, published pages). Needs DATABASE_URL_TEST (CI sets it); the test makes its own database.
 */

const serverUrl = process.env.DATABASE_URL_TEST;
/** Changes a minute per account: above the 100 grants below, so only the limit's own test meets it. */
const WRITES_PER_USER = 110;

function titled(text: string): MapDocument {
  const doc = createDocument('SriLanka');
  return { ...doc, title: { ...doc.title, text } };
}

describe.skipIf(!serverUrl)('two app servers on one PostgreSQL', () => {
  let database: TestPostgresDatabase;
  let site: TestSite;
  let proxy: RoundRobinProxy;
  let a: RunningServer;
  let b: RunningServer;

  // Two first starts (migrations, render threads) on a loaded two-core machine.
  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
    site = await createPublishedSite();
    proxy = await startRoundRobinProxy();
    const config = () =>
      testConfig(site, {
        PORT: '0',
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        // Both servers answer for the proxy's address (links, the cross-origin check).
        PUBLIC_URL: proxy.url,
        WRITE_RATE_LIMIT: String(WRITES_PER_USER),
      });
    // One after the other: both would run the migrations (they take a lock; sequential is quicker here).
    a = await startServer(config());
    b = await startServer(config());
    proxy.targets = [a.url, b.url];
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await proxy?.close();
    await database?.drop();
    await site?.cleanup();
  });

  async function signedUp(email: string): Promise<HttpClient> {
    const client = createHttpClient(proxy.url);
    const res = await client.request(a.url, '/api/auth/sign-up/email', {
      json: { email, password: 'two-servers-1', name: 'Two' },
    });
    expect(res.status).toBe(200);
    return client;
  }

  it('keeps a session signed in on one server valid on the other', async () => {
    const ann = createHttpClient(proxy.url);
    await ann.request(a.url, '/api/auth/sign-up/email', {
      json: { email: 'ann@example.org', password: 'anns-pass-1', name: 'Ann' },
    });
    const signedIn = await createHttpClient(proxy.url);
    expect(
      (
        await signedIn.request(a.url, '/api/auth/sign-in/email', {
          json: { email: 'ann@example.org', password: 'anns-pass-1' },
        })
      ).status,
    ).toBe(200);
    const me = await signedIn.request(b.url, '/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'ann@example.org' });
    // Signed out through B: A refuses the session too.
    expect((await signedIn.request(b.url, '/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect((await signedIn.request(a.url, '/api/me')).status).toBe(401);
  });

  it('streams from A the record a download granted on B changed', async () => {
    const bob = await signedUp('bob@example.org');
    const stream = readEvents(await bob.request(a.url, '/api/me/stream'));
    try {
      const first = await stream.waitFor((e) => e.event === 'user');
      const before = (JSON.parse(first.data) as { downloads: number }).downloads;
      const grant = await bob.request(b.url, '/api/downloads', {
        json: { format: 'png', width: 800, height: 600 },
      });
      expect(grant.status).toBe(200);
      const changed = await stream.waitFor(
        (e) => e.event === 'user' && (JSON.parse(e.data) as { downloads: number }).downloads === before - 1,
      );
      expect(JSON.parse(changed.data)).toMatchObject({ email: 'bob@example.org', downloads: before - 1 });
    } finally {
      await stream.close();
    }
  });

  it('spends exactly what is left when 100 grants arrive at both servers at once', async () => {
    const cy = await signedUp('cy@example.org');
    await database.query(`update users set downloads = 37 where email = 'cy@example.org'`);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        cy.request(i % 2 === 0 ? a.url : b.url, '/api/downloads', {
          json: { format: 'png', width: 800, height: 600 },
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(37);
    expect(statuses.filter((s) => s === 403)).toHaveLength(63);
    const [row] = await database.query<{ downloads: number }>(
      `select downloads from users where email = 'cy@example.org'`,
    );
    expect(row?.downloads).toBe(0);
    const [recorded] = await database.query<{ count: string }>(
      `select count(*) from downloads d join users u on u.uid = d.user_uid where u.email = 'cy@example.org'`,
    );
    expect(Number(recorded?.count)).toBe(37);
  });

  it('answers 429 once the write limit is spent across both servers', async () => {
    const dee = await signedUp('dee@example.org');
    const created = await dee.request(proxy.url, '/api/maps', {
      json: { name: 'Renamed', document: createDocument('SriLanka') },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // The create was one change; the proxy sends the renames to A and B in turn.
    for (let i = 1; i < WRITES_PER_USER; i++) {
      const res = await dee.request(proxy.url, `/api/maps/${id}`, {
        method: 'PATCH',
        json: { name: `N${i}` },
      });
      expect(res.status).toBe(200);
    }
    for (const server of [a, b]) {
      const refused = await dee.request(server.url, `/api/maps/${id}`, {
        method: 'PATCH',
        json: { name: 'One too many' },
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('serves on B the new version of a map republished through A', async () => {
    const eve = await signedUp('eve@example.org');
    const created = await eve.request(a.url, '/api/maps', {
      json: { name: 'News', document: titled('First edition') },
    });
    const { id } = (await created.json()) as { id: string };
    const published = await eve.request(a.url, `/api/maps/${id}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1 },
    });
    const { path } = (await published.json()) as { path: string };
    const visitor = createHttpClient(proxy.url);
    const first = await visitor.request(b.url, path);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('First edition');

    const saved = await eve.request(a.url, `/api/maps/${id}`, {
      method: 'PUT',
      json: { document: titled('Second edition'), baseVersion: 1 },
    });
    expect(saved.status).toBe(200);
    const republished = await eve.request(a.url, `/api/maps/${id}/publication`, {
      method: 'PUT',
      json: { mapVersion: 2 },
    });
    expect(republished.status).toBe(200);
    const second = await visitor.request(b.url, path);
    expect(second.status).toBe(200);
    const html = await second.text();
    expect(html).toContain('Second edition');
    expect(html).not.toContain('First edition');

    // Unpublished through A: B answers 404.
    expect((await eve.request(a.url, `/api/maps/${id}/publication`, { method: 'DELETE' })).status).toBe(204);
    expect((await visitor.request(b.url, path)).status).toBe(404);
  });
});
