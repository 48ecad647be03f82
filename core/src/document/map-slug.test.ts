import { describe, expect, it } from 'vitest';
import { boundaryHashOf, customSlugOf, mapSlugOf } from './map-slug';
import { createDocument } from './defaults';
import { parseDocument } from './parse-document';

const HASH = '0123456789abcdef'.repeat(4);

describe('map slugs (decision "A map names its own boundaries by hash")', () => {
  it('names a map by its country, or by its own boundaries’ hash', () => {
    expect(mapSlugOf({ country: 'France', boundary: null })).toBe('France');
    expect(mapSlugOf({ country: 'France' })).toBe('France');
    expect(mapSlugOf({ country: 'Custom', boundary: { hash: HASH } })).toBe(`Custom/${HASH}`);
    expect(customSlugOf(HASH)).toBe(`Custom/${HASH}`);
  });

  it('reads the hash back from a slug of the user’s own boundaries only', () => {
    expect(boundaryHashOf(customSlugOf(HASH))).toBe(HASH);
    expect(boundaryHashOf('France')).toBeUndefined();
    expect(boundaryHashOf('Custom')).toBeUndefined();
    expect(boundaryHashOf('Custom/')).toBeUndefined();
    expect(boundaryHashOf(`Custom/${HASH.toUpperCase()}`)).toBeUndefined();
    expect(boundaryHashOf(`Custom/${HASH}0`)).toBeUndefined();
    expect(boundaryHashOf(`custom/${HASH}`)).toBeUndefined();
  });

  it('makes a new map on the user’s own boundaries, titled with their name, that reads back', () => {
    const doc = createDocument(customSlugOf(HASH), { boundaryName: 'Wards' });
    expect(doc.country).toBe('Custom');
    expect(doc.boundary).toEqual({ hash: HASH, name: 'Wards' });
    expect(doc.title.text).toBe('Wards');
    expect(mapSlugOf(doc)).toBe(`Custom/${HASH}`);
    const result = parseDocument(doc);
    if (!result.ok) throw new Error(result.error);
    expect(result.doc).toEqual(doc);
  });

  it('makes a map of a country with no boundaries of its own', () => {
    const doc = createDocument('France');
    expect(doc.boundary).toBeNull();
    expect(mapSlugOf(doc)).toBe('France');
  });

  it('knows no map by a slug that is neither a country nor a boundary hash', () => {
    expect(() => createDocument('Custom/nothash')).toThrow(RangeError);
    expect(() => createDocument('Custom')).toThrow(RangeError);
  });
});
