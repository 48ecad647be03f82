import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryDocument } from '../testing/arbitrary-document';
import { canonicalDocument } from '../testing/canonical-document';
import { legendEntries } from './legend-entries';
import { parseDocument, parseDocumentText } from './parse-document';
import { mapDocumentSchema } from './schema';

/**
 * Random documents (made by operations, on ids whose key order JavaScript changes) are valid, and come
 * back identical, every order included, from their .json text; the legend reads the same. The web and
 * server tests carry the same property through autosave, the account, publishing and copying.
 */
describe('documents round-trip', () => {
  it('are valid and come back identical from JSON text', () => {
    fc.assert(
      fc.property(arbitraryDocument(), (doc) => {
        expect(mapDocumentSchema.safeParse(doc).success).toBe(true);
        const parsed = parseDocumentText(`${JSON.stringify(doc, null, 2)}\n`);
        if (!parsed.ok) throw new Error(parsed.error);
        expect(canonicalDocument(parsed.doc)).toBe(canonicalDocument(doc));
        expect(parsed.doc).toEqual(doc);
        expect(legendEntries(parsed.doc)).toEqual(legendEntries(doc));
      }),
      { numRuns: 200 },
    );
  });

  it('read back with keys in another order (as jsonb returns them) still list the same legend', () => {
    const shuffled = (value: unknown): unknown =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value)
              .reverse()
              .map(([k, v]) => [k, shuffled(v)]),
          )
        : Array.isArray(value)
          ? value.map(shuffled)
          : value;
    fc.assert(
      fc.property(arbitraryDocument(), (doc) => {
        const parsed = parseDocument(shuffled(doc));
        if (!parsed.ok) throw new Error(parsed.error);
        expect(canonicalDocument(parsed.doc)).toBe(canonicalDocument(doc));
        expect(legendEntries(parsed.doc)).toEqual(legendEntries(doc));
      }),
      { numRuns: 100 },
    );
  });
});
