import { describe, expect, it } from 'vitest';
import { createDocument } from './defaults';
import { MIGRATIONS } from './migrations';
import { migrateV11toV12 } from './migrate-v11-v12';
import { parseDocument } from './parse-document';

describe('version 11 -> 12 (decision "Categories are a data map of text")', () => {
  it('gives a map made before an empty categorical map, off, and changes nothing else', () => {
    const {
      categories: _c,
      symbols: _cS,
      bivariate: _cB,
      timeSeries: _cT,
      liveData: _cL,
      mapLanguage: _mapLanguage1,
      ...v12
    } = createDocument('Germany');
    const v11 = { ...v12, version: 11 };
    const result = parseDocument(v11);
    if (!result.ok) throw new Error(result.error);
    const {
      categories,
      version,
      symbols: _symbols,
      bivariate: _bivariate,
      timeSeries: _timeSeries,
      liveData: _liveData,
      mapLanguage: _mapLanguage2,
      ...rest
    } = result.doc;
    expect(version).toBe(14);
    // As version 12 first wrote it, whatever today's defaults say.
    expect(categories).toEqual({
      active: false,
      level: 1,
      values: {},
      categories: [],
      noDataColor: '#d9d9d9',
      noDataLabel: 'No data',
    });
    const { version: _v, ...rest11 } = v11;
    expect(rest).toEqual(rest11);
    expect(MIGRATIONS[11]?.migrate).toBe(migrateV11toV12);
  });

  it('reads a version-12 categorical map and keeps its categories’ order', () => {
    const doc = createDocument('Germany');
    const categories = {
      ...doc.categories,
      active: true,
      values: { '09': 'CSU', '16': 'CDU' },
      categories: [
        { value: 'SPD', colour: '#56b4e9' },
        { value: 'CSU', colour: '#0072b2' },
        { value: 'CDU', colour: '#000000' },
      ],
    };
    const result = parseDocument({ ...doc, categories });
    if (!result.ok) throw new Error(result.error);
    expect(result.doc.categories.categories.map((c) => c.value)).toEqual(['SPD', 'CSU', 'CDU']);
  });

  it('refuses a division naming no category, and a category listed twice', () => {
    const doc = createDocument('Germany');
    const one = [{ value: 'SPD', colour: '#56b4e9' }];
    const dangling = parseDocument({
      ...doc,
      categories: { ...doc.categories, values: { '09': 'CSU' }, categories: one },
    });
    expect(dangling.ok).toBe(false);
    if (!dangling.ok) expect(dangling.error).toMatch(/categories\.values\.09.*names no category/);
    const twice = parseDocument({ ...doc, categories: { ...doc.categories, categories: [...one, ...one] } });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error).toMatch(/names a category twice/);
  });

  it('drops a categories field from a version-11 file, which version 11 did not know', () => {
    const doc = createDocument('Germany');
    const stray = { ...doc.categories, active: true, categories: [{ value: 'SPD', colour: '#56b4e9' }] };
    const result = parseDocument({ ...doc, version: 11, categories: stray });
    if (!result.ok) throw new Error(result.error);
    expect(result.doc.categories).toMatchObject({ active: false, categories: [] });
  });
});
