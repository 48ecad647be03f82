import { describe, expect, it } from 'vitest';
import { createDocument } from './defaults';
import { MIGRATIONS } from './migrations';
import { migrateV10toV11 } from './migrate-v10-v11';
import { parseDocument } from './parse-document';

/** As a version-11 file spells it: the test pins the format, not a constant that could change with it. */
const CUSTOM_COUNTRY = 'Custom';
const HASH = 'a'.repeat(64);

describe('version 10 -> 11 (decision "A map names its own boundaries by hash")', () => {
  it('draws a map made before on its own country, and changes nothing else', () => {
    const {
      boundary: _b,
      categories: _c,
      symbols: _cS,
      bivariate: _cB,
      timeSeries: _cT,
      liveData: _cL,
      mapLanguage: _mapLanguage1,
      ...v11
    } = createDocument('World');
    const v10 = { ...v11, version: 10 };
    const result = parseDocument(v10);
    if (!result.ok) throw new Error(result.error);
    const {
      boundary,
      categories: _categories,
      symbols: _symbols,
      bivariate: _bivariate,
      timeSeries: _timeSeries,
      liveData: _liveData,
      mapLanguage: _mapLanguage2,
      version,
      ...rest
    } = result.doc;
    expect(version).toBe(14);
    expect(boundary).toBeNull();
    const { version: _v, ...rest10 } = v10;
    expect(rest).toEqual(rest10);
    expect(MIGRATIONS[10]?.migrate).toBe(migrateV10toV11);
  });

  it('reads a version-11 map drawn on the user’s own boundaries', () => {
    const doc = {
      ...createDocument('France'),
      country: CUSTOM_COUNTRY,
      boundary: { hash: HASH, name: 'Wards' },
    };
    const result = parseDocument(doc);
    if (!result.ok) throw new Error(result.error);
    expect(result.doc.country).toBe('Custom');
    expect(result.doc.boundary).toEqual({ hash: HASH, name: 'Wards' });
  });

  it('refuses a map on its own boundaries that does not name them', () => {
    const result = parseDocument({ ...createDocument('France'), country: CUSTOM_COUNTRY, boundary: null });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/\(boundary\).*own boundaries/);
  });

  it('refuses a map of one of the countries that names boundaries of its own', () => {
    const result = parseDocument({ ...createDocument('France'), boundary: { hash: HASH, name: 'Wards' } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/\(boundary\).*own boundaries/);
  });

  it('refuses a version-10 map on the user’s own boundaries, which version 10 did not know', () => {
    const {
      boundary: _b,
      categories: _c,
      symbols: _cS,
      bivariate: _cB,
      timeSeries: _cT,
      liveData: _cL,
      mapLanguage: _mapLanguage3,
      ...v11
    } = createDocument('France');
    const result = parseDocument({ ...v11, version: 10, country: CUSTOM_COUNTRY });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/format 10.*\(country\).*supported countries/);
  });

  it.each([
    ['upper case', 'A'.repeat(64)],
    ['too short', 'a'.repeat(63)],
    ['too long', 'a'.repeat(65)],
    ['not hex', 'g'.repeat(64)],
  ])('refuses a boundary hash %s', (_what, hash) => {
    const result = parseDocument({
      ...createDocument('France'),
      country: CUSTOM_COUNTRY,
      boundary: { hash, name: 'Wards' },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/\(boundary\.hash\).*not a boundary hash/);
  });
});
