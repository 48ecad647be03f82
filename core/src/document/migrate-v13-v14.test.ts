import { describe, expect, it } from 'vitest';
import { createDocument } from './defaults';
import { MIGRATIONS } from './migrations';
import { migrateV13toV14 } from './migrate-v13-v14';
import { parseDocument } from './parse-document';
import { applyOperation } from './operations/apply-operation';
import { setMapLanguage } from './operations/map-language';
import { newMap } from './operations/new-map';
import { mapLanguageOf } from './map-language';

describe('version 13 -> 14 (the map language)', () => {
  it('sets a map made before to English and changes nothing else', () => {
    const { mapLanguage: _m, ...v14 } = createDocument('Germany', { mapLanguage: 'de' });
    const v13 = { ...v14, version: 13 };
    const result = parseDocument(v13);
    if (!result.ok) throw new Error(result.error);
    const { mapLanguage, version, ...rest } = result.doc;
    expect(version).toBe(14);
    expect(mapLanguage).toBe('en');
    const { version: _v, ...rest13 } = v13;
    expect(rest).toEqual(rest13);
    expect(MIGRATIONS[13]?.migrate).toBe(migrateV13toV14);
  });

  it('keeps an older heat bar writing its numbers as it did (1,234.5), while a new map follows its language', () => {
    const { mapLanguage: _m, ...v14 } = createDocument('Germany');
    const v13 = {
      ...v14,
      version: 13,
      heatMap: {
        ...v14.heatMap,
        bar: { ...v14.heatMap.bar, format: { ...v14.heatMap.bar.format, grouping: 'comma' } },
      },
    };
    const result = parseDocument(v13);
    if (!result.ok) throw new Error(result.error);
    expect(result.doc.heatMap.bar.format.grouping).toBe('comma');
    expect(createDocument('Germany').heatMap.bar.format.grouping).toBe('locale');
  });

  it('drops a map language from a version-13 file, which version 13 did not know', () => {
    const doc = createDocument('Japan', { mapLanguage: 'ja' });
    const result = parseDocument({ ...doc, version: 13 });
    if (!result.ok) throw new Error(result.error);
    expect(result.doc.mapLanguage).toBe('en');
  });

  it('refuses a language the map cannot be in', () => {
    const result = parseDocument({ ...createDocument('Germany'), mapLanguage: 'xx' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/mapLanguage/);
  });
});

describe('the map language of a new map and its operation', () => {
  it('takes the interface language it is made in, English for one the map cannot be in', () => {
    expect(mapLanguageOf('de')).toBe('de');
    expect(mapLanguageOf('zh-Hans')).toBe('zh-Hans');
    expect(mapLanguageOf('ko')).toBe('en');
    expect(mapLanguageOf(undefined)).toBe('en');
    expect(createDocument('Germany').mapLanguage).toBe('en');
  });

  it('changes the language, refuses a code it does not know, and keeps it when the map starts over', () => {
    const doc = createDocument('Germany');
    const ja = applyOperation(doc, setMapLanguage, 'ja');
    expect(ja.mapLanguage).toBe('ja');
    expect(() => applyOperation(doc, setMapLanguage, 'xx' as never)).toThrow();
    expect(applyOperation(ja, newMap).mapLanguage).toBe('ja');
  });
});
