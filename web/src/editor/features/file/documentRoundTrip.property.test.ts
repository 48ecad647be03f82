import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legendEntries } from '@mapwright/core/document/legend-entries';
import type { MapDocument } from '@mapwright/core/document/schema';
import { arbitraryDocument } from '@mapwright/core/testing/arbitrary-document';
import { canonicalDocument } from '@mapwright/core/testing/canonical-document';
import { interpretDraft } from '../../draft/draftStore';
import { mapFileText, readMapFile } from './mapFile';
import { interpretPublishedCopy, interpretSavedMap } from '../account';

/**
 * The editor's own ways in and out of a document (decision "The legend's order is an
 * array in the document"): the autosave (IndexedDB keeps a
 * structured clone), a .json file (the very text "Save as .json" writes), a saved map and a published
 * map read from the API (JSON over HTTP; the server's side: server/src/routes/documentRoundTrip.property.test.ts)
 * and "Make your own copy". Each gives back the same document, every order included, and the same legend.
 */

function expectSame(actual: MapDocument, expected: MapDocument): void {
  expect(canonicalDocument(actual)).toBe(canonicalDocument(expected));
  expect(legendEntries(actual)).toEqual(legendEntries(expected));
}

const overHttp = (doc: MapDocument): unknown => JSON.parse(JSON.stringify(doc));

describe('a document round-trips through the editor', () => {
  it('through the autosave, a .json file, the account and "Make your own copy"', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryDocument(), async (doc) => {
        const draft = interpretDraft(doc.country, structuredClone({ document: doc, savedAt: 1 }));
        if (draft.kind !== 'ok') throw new Error(draft.kind);
        expectSame(draft.doc, doc);

        const file = await readMapFile(new File([mapFileText(doc)], 'map.json'), doc.country);
        if (file.kind !== 'ok') throw new Error(file.kind);
        expectSame(file.doc, doc);

        const saved = interpretSavedMap(
          {
            id: 'm1',
            country: doc.country,
            name: 'Map',
            version: 1,
            createdAt: '2026-11-27T00:00:00.000Z',
            updatedAt: '2026-11-27T00:00:00.000Z',
            document: overHttp(doc),
          },
          doc.country,
        );
        if (saved.kind !== 'ok') throw new Error(saved.kind);
        expectSame(saved.doc, doc);

        const copy = interpretPublishedCopy({ id: 'p1', document: overHttp(doc) }, doc.country);
        if (copy.kind !== 'ok') throw new Error(copy.kind);
        expectSame(copy.doc, doc);
      }),
      { numRuns: 100 },
    );
  });
});
