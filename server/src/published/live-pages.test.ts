import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_DATA_FETCH_PATH } from '@mapwright/core/api/liveData';
import { createDocument } from '@mapwright/core/document/defaults';
import type { MapDocumentData } from '@mapwright/core/document/schema';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, expectNoInternalErrors, testConfig, type TestSite } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, openMigratedDatabase, type TestDatabaseTarget } from '../testing/backends';
import { createPublishedSite } from '../testing/published-site';

afterAll(expectNoInternalErrors);

/** The linked spreadsheet, answering what `sheet` holds at the time. */
let sheet = { status: 200, body: 'Province,Rain\nWestern,10\nCentral,90\n' };
let remote: http.Server;
let url = '';

beforeAll(async () => {
  remote = http.createServer((_req, res) => {
    res.writeHead(sheet.status, { 'Content-Type': 'text/csv' });
    res.end(sheet.body);
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/rain.csv`;
});

afterAll(async () => {
  remote.closeAllConnections();
  await new Promise((resolve) => remote.close(resolve));
});

function liveDoc(): MapDocumentData {
  const doc = createDocument('SriLanka');
  doc.heatMap.active = true;
  doc.heatMap.values = { 'LK-1': 10, 'LK-2': 90 };
  doc.liveData = {
    url,
    target: 'heatMap',
    level: 1,
    nameColumn: 'Province',
    valueColumns: ['Rain'],
    choices: [],
    refreshMinutes: 5,
  };
  return doc;
}

const fillOf = (html: string, id: string) =>
  new RegExp(`fill="(#[0-9a-f]{6})"[^>]*data-division="${id}"`).exec(html)?.[1];

describe.each(availableBackends())('a published map of linked data on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let site: TestSite;
  let app: App;
  let ann: TestClient;
  let visitor: TestClient;
  let path = '';

  /** Makes the link's last attempt older than its five-minute schedule. */
  const due = () =>
    sql`update live_data set attempted_at = now() - interval '6 minutes' where url = ${url}`.execute(
      database.db,
    );
  /** The page, asked for until `done` holds of it (a refresh runs in the background). */
  const pageWhen = async (done: (html: string) => boolean): Promise<string> => {
    for (;;) {
      const html = await (await visitor.request(path)).text();
      if (done(html)) return html;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    site = await createPublishedSite();
    app = buildTestApp({
      database,
      config: testConfig(site, { LIVE_DATA_ALLOW_LOOPBACK: 'true', LIVE_DATA_MIN_INTERVAL_SECONDS: '0' }),
    });
    ann = createTestClient(app);
    visitor = createTestClient(app);
    await ann.signUp('ann@example.org', 'anns-pass-1');
    // The editor fetched the file when the link was made.
    expect((await ann.request(LIVE_DATA_FETCH_PATH, { json: { url } })).status).toBe(200);
    const saved = await ann.request('/api/maps', { json: { name: 'Rain', document: liveDoc() } });
    const mapId = ((await saved.json()) as { id: string }).id;
    const published = await ann.request(`/api/maps/${mapId}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1 },
    });
    path = ((await published.json()) as { path: string }).path;
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
    await site?.cleanup();
  });

  it('draws the linked file’s data, says when it was got, and refreshes it when its schedule is due', async () => {
    const first = await pageWhen(() => true);
    const [low, high] = [fillOf(first, 'LK-1'), fillOf(first, 'LK-2')];
    expect(low).toBeDefined();
    expect(low).not.toBe(high);
    expect(first).toMatch(/Live data from 127\.0\.0\.1:\d+, updated <time datetime="[^"]+">/);

    sheet = { status: 200, body: 'Province,Rain\nWestern,90\nCentral,10\n' };
    // Not due yet: the page keeps the data it has.
    const early = await pageWhen(() => true);
    expect(fillOf(early, 'LK-1')).toBe(low);
    await due();
    const later = await pageWhen((html) => fillOf(html, 'LK-1') === high);
    expect(fillOf(later, 'LK-2')).toBe(low);
  });

  it('keeps the last good data when a refresh fails, and says so', async () => {
    const before = await pageWhen(() => true);
    sheet = { status: 500, body: 'down' };
    await due();
    const after = await pageWhen((html) => html.includes('The latest update failed'));
    expect(fillOf(after, 'LK-1')).toBe(fillOf(before, 'LK-1'));
    expect(after).toMatch(/The latest update failed \([^)]*500[^)]*\); this is the data got before\./);
  });

  it('shows a refresh asked for in the editor on the next visit', async () => {
    sheet = { status: 200, body: 'Province,Rain\nWestern,10\nCentral,90\n' };
    const before = await pageWhen(() => true);
    expect((await ann.request(LIVE_DATA_FETCH_PATH, { json: { url } })).status).toBe(200);
    const after = await pageWhen((html) => !html.includes('The latest update failed'));
    expect(fillOf(after, 'LK-1')).not.toBe(fillOf(before, 'LK-1'));
  });
});
