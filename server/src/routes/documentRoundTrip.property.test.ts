import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { legendEntries } from '@mapwright/core/document/legend-entries';
import { parseDocument } from '@mapwright/core/document/parse-document';
import type { MapDocument } from '@mapwright/core/document/schema';
import { arbitraryDocument } from '@mapwright/core/testing/arbitrary-document';
import { canonicalDocument } from '@mapwright/core/testing/canonical-document';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, expectNoInternalErrors, testConfig, type TestSite } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, openMigratedDatabase, type TestDatabaseTarget } from '../testing/backends';
import { createPublishedSite } from '../testing/published-site';

afterAll(expectNoInternalErrors);

/**
 * A document saved to the account and published comes back identical, every order included (decision
 * "The legend's order is an array in the document"), on PGlite and PostgreSQL (whose jsonb keeps no key
 * order): read from the account as the editor opens it, read from its publication as "Make your own copy"
 * does, and its public page lists the legend in the document's order. The editor's side (autosave, .json, the
 * copy): web/src/editor/features/file/documentRoundTrip.property.test.ts.
 */

const RUNS = 25;

/** The legend entries (colours and patterns) of a public page, top first. */
function pageLegendColours(html: string): string[] {
  return [...html.matchAll(/data-legend-colour="(#[0-9a-f]+|pattern:[a-z0-9]+)"/g)].map((m) => m[1] ?? '');
}

function read(body: unknown): MapDocument {
  const parsed = parseDocument(body);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.doc;
}

function expectSame(actual: MapDocument, expected: MapDocument): void {
  expect(canonicalDocument(actual)).toBe(canonicalDocument(expected));
  expect(legendEntries(actual)).toEqual(legendEntries(expected));
}

describe.each(availableBackends())('documents round-trip on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let site: TestSite;
  let app: App;
  let ann: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    site = await createPublishedSite();
    app = buildTestApp({ database, config: testConfig(site) });
    ann = createTestClient(app);
    visitor = createTestClient(app);
    await ann.signUp('ann@example.org', 'anns-pass-1');
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
    await site?.cleanup();
  });

  it('through the account, publishing and the copy, with the public page in the legend’s order', async () => {
    const created = await ann.request('/api/maps', {
      json: { name: 'Round trip', document: createDocument('SriLanka') },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    let version = 1;

    await fc.assert(
      // Sri Lanka only: the test site draws Sri Lanka's public pages.
      fc.asyncProperty(arbitraryDocument({ countries: ['SriLanka'] }), async (doc) => {
        const saved = await ann.request(`/api/maps/${id}`, {
          method: 'PUT',
          json: { document: doc, baseVersion: version },
        });
        expect(saved.status).toBe(200);
        version = ((await saved.json()) as { version: number }).version;
        const opened = (await (await ann.request(`/api/maps/${id}`)).json()) as { document: unknown };
        expectSame(read(opened.document), doc);

        const published = await ann.request(`/api/maps/${id}/publication`, {
          method: 'PUT',
          json: { mapVersion: version },
        });
        expect([200, 201]).toContain(published.status);
        const { publicId, path } = (await published.json()) as { publicId: string; path: string };
        const copy = (await (await visitor.request(`/api/published/${publicId}`)).json()) as {
          document: unknown;
        };
        expectSame(read(copy.document), doc);

        const page = await visitor.request(path);
        expect(page.status).toBe(200);
        const shown = doc.legend.visible ? legendEntries(doc).map((entry) => entry.colour) : [];
        expect(pageLegendColours(await page.text())).toEqual(shown);
      }),
      { numRuns: RUNS },
    );
    // Each run draws a public page on a render thread: a bound for a loaded machine, not a target.
  }, 300_000);
});
