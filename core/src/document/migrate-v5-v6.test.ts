import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { createDocument } from './defaults';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION } from './schema';

describe('version 5 -> 6 (decision "Former boundaries are a variant of the country")', () => {
  const saved = (country: string) => {
    const doc = createDocument(country);
    const fills = { 'VN-HN': '#ff0000', 'VN-SG': '#00ff00' };
    return { ...doc, version: 5, levels: { ...doc.levels, 1: { ...doc.levels[1], fills } } };
  };

  it('moves a map of Vietnam made before to the former boundaries, with every fill as it was', () => {
    const before = saved('Vietnam');
    const parsed = parseDocument(before);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(CURRENT_VERSION).toBe(14);
    const {
      version,
      country,
      insets: _insets,
      zoomInsets: _zoom,
      patterns: _patterns,
      heatOverlays: _o,
      handPlaced: _oHand,
      shownDivisions: _shown13,
      projection: _proj13,
      boundary: _boundary13,
      categories: _categories13,
      symbols: _symbols13,
      bivariate: _bivariate13,
      timeSeries: _timeSeries13,
      liveData: _liveData13,
      mapLanguage: _mapLanguage1,
      ...rest
    } = parsed.doc;
    expect([version, country]).toEqual([14, 'VietnamBefore2025']);
    const {
      version: _v,
      country: _c,
      insets: _i,
      zoomInsets: _z,
      patterns: _p,
      heatOverlays: _o2,
      handPlaced: _o2Hand,
      shownDivisions: _shown14,
      projection: _proj14,
      boundary: _boundary14,
      categories: _categories14,
      symbols: _symbols14,
      bivariate: _bivariate14,
      timeSeries: _timeSeries14,
      liveData: _liveData14,
      mapLanguage: _mapLanguage2,
      ...restBefore
    } = before;
    expect(rest).toEqual(restBefore);
  });

  it('leaves other countries, and a version-6 map of Vietnam, where they are', () => {
    const germany = parseDocument(v3Fixture);
    expect(germany.ok && germany.doc.country).toBe('Germany');
    const today = parseDocument({ ...saved('Vietnam'), version: 6, patterns: undefined });
    expect(today.ok && today.doc.country).toBe('Vietnam');
  });
});
