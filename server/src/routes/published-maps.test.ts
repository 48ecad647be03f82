import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, expectNoInternalErrors, testConfig, type TestSite } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import { createPublishedSite } from '../testing/published-site';

afterAll(expectNoInternalErrors);

interface SavedBody {
  id: string;
  version: number;
}
interface PublicationBody {
  mapId: string;
  publicId: string;
  path: string;
  version: number;
  mapVersion: number;
}

const painted = (colour: string): MapDocument => {
  const doc = createDocument('SriLanka');
  return { ...doc, levels: { ...doc.levels, 1: { ...doc.levels[1], fills: { 'LK-1': colour } } } };
};

describe.each(availableBackends())('published maps on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let site: TestSite;
  let app: App;
  let ann: TestClient;
  let bob: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    site = await createPublishedSite();
    app = buildTestApp({ database, config: testConfig(site) });
    ann = createTestClient(app);
    bob = createTestClient(app);
    visitor = createTestClient(app);
    await ann.signUp('ann@example.org', 'anns-pass-1');
    await bob.signUp('bob@example.org', 'bobs-pass-1');
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
    await site?.cleanup();
  });

  async function saveMap(client: TestClient, name: string, doc: MapDocument): Promise<SavedBody> {
    const res = await client.request('/api/maps', { json: { name, document: doc } });
    expect(res.status).toBe(201);
    return (await res.json()) as SavedBody;
  }

  const publish = (client: TestClient, mapId: string, mapVersion: number) =>
    client.request(`/api/maps/${mapId}/publication`, { method: 'PUT', json: { mapVersion } });

  it('publishes, republishes under the same link, and unpublishes', async () => {
    const map = await saveMap(ann, 'Provinces', painted('#d62728'));
    const first = await publish(ann, map.id, 1);
    expect(first.status).toBe(201);
    const publication = (await first.json()) as PublicationBody;
    expect(publication).toMatchObject({ mapId: map.id, version: 1, mapVersion: 1 });
    expect(publication.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(publication.path).toBe(`/m/${publication.publicId}`);

    // Read by anyone, without an account.
    const read = await visitor.request(`/api/published/${publication.publicId}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ id: publication.publicId, document: painted('#d62728') });
    expect((await visitor.request(publication.path)).status).toBe(200);

    // A later save is not public until it is published again; then the link stays and shows it.
    const saved = await ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: painted('#1f77b4'), baseVersion: 1 },
    });
    expect(saved.status).toBe(200);
    const stillOld = (await (await visitor.request(`/api/published/${publication.publicId}`)).json()) as {
      document: MapDocument;
    };
    expect(stillOld.document.levels[1].fills).toEqual({ 'LK-1': '#d62728' });
    const oldPage = await (await visitor.request(publication.path)).text();
    expect(oldPage).toContain('fill="#d62728"');
    expect(oldPage).not.toContain('#1f77b4');

    const again = await publish(ann, map.id, 2);
    expect(again.status).toBe(200);
    expect((await again.json()) as PublicationBody).toMatchObject({
      publicId: publication.publicId,
      version: 2,
      mapVersion: 2,
    });
    const updated = (await (await visitor.request(`/api/published/${publication.publicId}`)).json()) as {
      document: MapDocument;
    };
    expect(updated.document.levels[1].fills).toEqual({ 'LK-1': '#1f77b4' });
    expect(await (await visitor.request(publication.path)).text()).toContain('fill="#1f77b4"');

    expect(
      ((await (await ann.request(`/api/maps/${map.id}/publication`)).json()) as PublicationBody).version,
    ).toBe(2);
    const listed = (await (await ann.request('/api/publications')).json()) as {
      publications: PublicationBody[];
    };
    expect(listed.publications.map((p) => [p.mapId, p.publicId])).toEqual([[map.id, publication.publicId]]);

    expect((await ann.request(`/api/maps/${map.id}/publication`, { method: 'DELETE' })).status).toBe(204);
    expect((await visitor.request(`/api/published/${publication.publicId}`)).status).toBe(404);
    const gone = await visitor.request(publication.path);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('<div id="root">'); // the web app's not-found page
    expect((await ann.request(`/api/maps/${map.id}/publication`)).status).toBe(404);
    expect((await ann.request(`/api/maps/${map.id}/publication`, { method: 'DELETE' })).status).toBe(404);

    // Published again after that: a new link, the old one stays dead.
    const fresh = (await (await publish(ann, map.id, 2)).json()) as PublicationBody;
    expect(fresh.publicId).not.toBe(publication.publicId);
    expect((await visitor.request(publication.path)).status).toBe(404);
    expect((await visitor.request(fresh.path)).status).toBe(200);
  });

  it("does not let another user publish, update, read the publication of or unpublish someone's map", async () => {
    const map = await saveMap(ann, 'Mine', painted('#2ca02c'));
    expect((await publish(bob, map.id, 1)).status).toBe(404);
    expect((await bob.request(`/api/maps/${map.id}/publication`)).status).toBe(404);

    const publication = (await (await publish(ann, map.id, 1)).json()) as PublicationBody;
    expect((await publish(bob, map.id, 1)).status).toBe(404);
    expect((await bob.request(`/api/maps/${map.id}/publication`)).status).toBe(404);
    expect((await bob.request(`/api/maps/${map.id}/publication`, { method: 'DELETE' })).status).toBe(404);
    expect(
      ((await (await bob.request('/api/publications')).json()) as { publications: unknown[] }).publications,
    ).toEqual([]);

    // Ann's publication is untouched by all of that.
    const still = (await (await ann.request(`/api/maps/${map.id}/publication`)).json()) as PublicationBody;
    expect(still).toMatchObject({ publicId: publication.publicId, version: 1 });
    expect((await visitor.request(publication.path)).status).toBe(200);

    // Signed out: no owner operations at all.
    expect((await publish(visitor, map.id, 1)).status).toBe(401);
    expect((await visitor.request(`/api/maps/${map.id}/publication`, { method: 'DELETE' })).status).toBe(401);
    expect((await visitor.request('/api/publications')).status).toBe(401);
  });

  it('publishes only the version the owner saw, and answers bad input with a 4xx', async () => {
    const map = await saveMap(ann, 'Versioned', painted('#9467bd'));
    const stale = await publish(ann, map.id, 2);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: { code: 'aborted', message: 'The saved map is at version 1, not 2: save it, then publish' },
    });
    expect((await publish(ann, 'no-such-map', 1)).status).toBe(404);
    const bad = await ann.request(`/api/maps/${map.id}/publication`, {
      method: 'PUT',
      json: { mapVersion: 0 },
    });
    expect(bad.status).toBe(400);
    const extra = await ann.request(`/api/maps/${map.id}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1, owner: 'bob' },
    });
    expect(extra.status).toBe(400);
    expect((await ann.request(`/api/maps/${map.id}/publication`, { method: 'POST', json: {} })).status).toBe(
      405,
    );
  });

  it('answers unknown and malformed ids with 404, and the payload holds no private field', async () => {
    expect((await visitor.request('/api/published/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await visitor.request('/api/published/short')).status).toBe(404);
    const page = await visitor.request('/m/AAAAAAAAAAAAAAAAAAAAAA');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect((await visitor.request('/m/not-an-id')).status).toBe(404);
    expect((await visitor.request('/m/AAAAAAAAAAAAAAAAAAAAAA/preview.png')).status).toBe(404);
    expect((await visitor.request('/m/AAAAAAAAAAAAAAAAAAAAAA/other')).status).toBe(404);

    const map = await saveMap(ann, 'Secret working name', painted('#8c564b'));
    const publication = (await (await publish(ann, map.id, 1)).json()) as PublicationBody;
    const me = (await (await ann.request('/api/me')).json()) as {
      uid: string;
      email: string;
      downloads: number;
    };
    const payloadRes = await visitor.request(`/api/published/${publication.publicId}`);
    const payload = (await payloadRes.json()) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['document', 'id']);
    const html = await (await visitor.request(publication.path)).text();
    for (const text of [JSON.stringify(payload), html]) {
      expect(text).not.toContain(me.uid);
      expect(text).not.toContain(me.email);
      expect(text).not.toContain(map.id);
      expect(text).not.toContain('Secret working name');
    }
    // Revalidation is a 304.
    const etag = payloadRes.headers.get('etag') ?? '';
    const revalidated = await visitor.request(`/api/published/${publication.publicId}`, {
      headers: { 'If-None-Match': etag },
    });
    expect(revalidated.status).toBe(304);

    // Reading, signed in or not, spends no download.
    await ann.request(publication.path);
    await ann.request(`/api/published/${publication.publicId}`);
    expect(((await (await ann.request('/api/me')).json()) as { downloads: number }).downloads).toBe(3);
  });

  it('unpublishes a map when the saved map is deleted', async () => {
    const map = await saveMap(ann, 'Short-lived', painted('#e377c2'));
    const publication = (await (await publish(ann, map.id, 1)).json()) as PublicationBody;
    expect((await ann.request(`/api/maps/${map.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await visitor.request(publication.path)).status).toBe(404);
    expect((await visitor.request(`/api/published/${publication.publicId}`)).status).toBe(404);
  });
});
