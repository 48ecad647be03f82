import { describe, expect, it } from 'vitest';
import { createDocument } from './defaults';
import { MIGRATIONS } from './migrations';
import { migrateV9toV10 } from './migrate-v9-v10';
import { parseDocument } from './parse-document';

describe('version 9 -> 10 (decision "A map shows a chosen set of its first level")', () => {
  it('shows every division of a map made before in its own projection, and changes nothing else', () => {
    const {
      shownDivisions: _s,
      projection: _p,
      boundary: _b,
      categories: _c,
      symbols: _cS,
      bivariate: _cB,
      timeSeries: _cT,
      liveData: _cL,
      mapLanguage: _mapLanguage1,
      ...v10
    } = createDocument('World');
    const v9 = { ...v10, version: 9 };
    const result = parseDocument(v9);
    if (!result.ok) throw new Error(result.error);
    const {
      shownDivisions,
      projection,
      boundary: _boundary,
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
    expect(shownDivisions).toEqual([]);
    expect(projection).toBeNull();
    const { version: _v, ...rest9 } = v9;
    expect(rest).toEqual(rest9);
    expect(MIGRATIONS[9]?.migrate).toBe(migrateV9toV10);
  });

  it('refuses a version-10 map listing a division twice', () => {
    const result = parseDocument({ ...createDocument('World'), shownDivisions: ['CAN', 'CAN'] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/shownDivisions.*twice/);
  });
});
