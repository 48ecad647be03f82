import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { legendEntries } from './legend-entries';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION } from './schema';
import { setShow } from './operations/levels';
import { applyOperation } from './operations/apply-operation';

const ZETA = '#d55e00';
const ALPHA = '#0072b2';
const MID = '#009e73';
const DISTRICTS = '#cc79a7';

describe('version 3 -> 4', () => {
  // fixtures/v3-germany.json: Germany's defaults at version 3, level 1 shown with Thüringen (16), Bayern
  // (09), Sachsen (14) and Sachsen-Anhalt (15) painted in that order, two districts painted on the hidden
  // level 2 (13004, 03154), and four labels. JavaScript enumerates the integer-like keys first, sorted,
  // so the version-3 editor listed Mid (14), Zeta (15, 16), Alpha (09): the migration keeps that.
  it('keeps the order the version-3 editor showed, then the hidden level’s colours', () => {
    const result = parseDocument(v3Fixture);
    if (!result.ok) throw new Error(result.error);
    const { doc } = result;
    expect(doc.version).toBe(CURRENT_VERSION);
    expect(doc.legend.order).toEqual([MID, ZETA, ALPHA, DISTRICTS]);
    expect(legendEntries(doc).map((entry) => entry.label)).toEqual(['Mid', 'Zeta', 'Alpha']);
    // Showing level 2 lists its colours in the order they were given.
    const districts = applyOperation(doc, setShow, '2');
    expect(legendEntries(districts).map((entry) => entry.label)).toEqual(['Alpha', 'Districts']);
  });

  it('changes nothing else', () => {
    const result = parseDocument(v3Fixture);
    if (!result.ok) throw new Error(result.error);
    const { version: _v3, ...before } = v3Fixture;
    const {
      version: _v4,
      labels: _labels,
      margins: _margins,
      frame: { preset: _preset, ...size },
      territories: _territories,
      territoryHeat: _territoryHeat,
      territoryLabels: _territoryLabels,
      insets: _insets,
      zoomInsets: _zoomInsets,
      patterns: _patterns,
      heatOverlays: _heatOverlays,
      handPlaced: _heatOverlaysHand,
      shownDivisions: _shown12,
      projection: _proj12,
      boundary: _boundary12,
      categories: _categories12,
      symbols: _symbols12,
      bivariate: _bivariate12,
      timeSeries: _timeSeries12,
      liveData: _liveData12,
      mapLanguage: _mapLanguage1,
      legend: { order: _order, ...legend },
      ...after
    } = result.doc;
    // Version 7 adds whether a pattern hatches the heat map's no-data divisions: none.
    const { noDataPattern, ...heatMap } = after.heatMap;
    expect(noDataPattern).toBeNull();
    expect({ ...after, heatMap, legend, frame: { ...size, preset: before.frame.preset } }).toEqual(before);
  });

  it('refuses a version-4 legend order that lists a colour twice or is not colours', () => {
    const result = parseDocument(v3Fixture);
    if (!result.ok) throw new Error(result.error);
    const twice = { ...result.doc, legend: { ...result.doc.legend, order: [ZETA, ZETA] } };
    expect(parseDocument(twice)).toEqual({
      ok: false,
      error: 'This map is damaged (legend.order): lists a colour twice.',
    });
    const notColour = { ...result.doc, legend: { ...result.doc.legend, order: ['red'] } };
    expect(parseDocument(notColour)).toMatchObject({
      ok: false,
      error: expect.stringContaining('legend.order.0'),
    });
    const { order: _order, ...noOrder } = result.doc.legend;
    expect(parseDocument({ ...result.doc, legend: noOrder })).toMatchObject({ ok: false });
  });
});
