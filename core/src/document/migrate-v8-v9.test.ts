import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { createDocument } from './defaults';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION, type MapDocument } from './schema';

/** A document as version 8 wrote it: today's defaults less version 9's field. */
function v8Document(options: Parameters<typeof createDocument>[1] = {}) {
  const {
    handPlaced: _h,
    shownDivisions: _shown1,
    projection: _proj1,
    boundary: _boundary1,
    categories: _categories1,
    symbols: _symbols1,
    bivariate: _bivariate1,
    timeSeries: _timeSeries1,
    liveData: _liveData1,
    mapLanguage: _mapLanguage1,
    ...doc
  } = createDocument('France', options);
  return { ...doc, version: 8 };
}

function parsed(input: unknown): MapDocument {
  const result = parseDocument(input);
  if (!result.ok) throw new Error(result.error);
  return result.doc;
}

describe('version 8 -> 9 (decision "The editor places the legend and the heat bar until the user does")', () => {
  it('gives a legend and heat bar still at their default places to the editor, and changes nothing else', () => {
    const v8 = v8Document();
    const doc = parsed(v8);
    expect(CURRENT_VERSION).toBe(14);
    expect(doc.version).toBe(14);
    expect(doc.handPlaced).toEqual([]);
    const {
      version: _v,
      handPlaced: _h,
      shownDivisions: _shown2,
      projection: _proj2,
      boundary: _boundary2,
      categories: _categories2,
      symbols: _symbols2,
      bivariate: _bivariate2,
      timeSeries: _timeSeries2,
      liveData: _liveData2,
      mapLanguage: _mapLanguage2,
      ...rest
    } = doc;
    const { version: _v8, ...rest8 } = v8;
    expect(rest).toEqual(rest8);
  });

  it('knows a default scaled by a frame change, on a preset made from the desktop frame or the phone’s', () => {
    const desktop = v8Document();
    // Version 8's setFrame scaled positions with the frame: 1600 x 900 -> 1080 x 1080.
    const square = {
      ...desktop,
      frame: { preset: 'square-post', width: 1080, height: 1080 },
      legend: { ...desktop.legend, position: { x: 18.23, y: 324 } },
      heatMap: {
        ...desktop.heatMap,
        bar: { ...desktop.heatMap.bar, position: { x: 1080 - 182.25, y: 1080 - 108 } },
      },
    };
    expect(parsed(square).handPlaced).toEqual([]);
    expect(parsed(v8Document({ frame: 'story' })).handPlaced).toEqual([]);
  });

  it('keeps a legend or heat bar the user moved where it is, placed by hand', () => {
    const v8 = v8Document();
    const moved = {
      ...v8,
      legend: { ...v8.legend, position: { x: 400, y: 120 } },
      heatMap: { ...v8.heatMap, bar: { ...v8.heatMap.bar, position: { x: 30, y: 700 } } },
    };
    const doc = parsed(moved);
    expect(doc.handPlaced).toEqual(['legend', 'heatBar']);
    expect(doc.legend.position).toEqual({ x: 400, y: 120 });
  });

  it('opens the version-3 fixture through every step', () => {
    expect(parsed(v3Fixture).version).toBe(14);
  });

  it('refuses a key listed twice', () => {
    const result = parseDocument({ ...createDocument('France'), handPlaced: ['legend', 'legend'] });
    expect(result.ok).toBe(false);
  });
});
