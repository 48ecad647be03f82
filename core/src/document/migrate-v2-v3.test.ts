import { describe, expect, it } from 'vitest';
import v2Fixture from './fixtures/v2-romania.json';
import { createAnnotation } from './annotation-defaults';
import { DEFAULT_LAYER_ORDER } from './layers';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION } from './schema';

/** A deep, mutable copy (the core's lib has no structuredClone). */
function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe('version 2 -> 3', () => {
  it('reads the file saved by the version-2 editor unchanged, adding the layers', () => {
    // fixtures/v2-romania.json: the editor's defaults for Romania at version 2, both levels shown, five
    // communes painted (one moved), title, subtitle, credit, legend labels and a zoom, as the editor's
    // "Save as .json" writes it (JSON.stringify(doc, null, 2)).
    const result = parseDocument(v2Fixture);
    if (!result.ok) throw new Error(result.error);
    const { doc } = result;
    expect(doc.version).toBe(CURRENT_VERSION);
    expect(doc.layers).toEqual({ order: [...DEFAULT_LAYER_ORDER], titlesVisible: true });
    expect(doc.annotations).toEqual([]);
    const { version: _v2, ...before } = v2Fixture;
    // Version 4 adds the legend's order (migrate-v3-v4.test.ts), version 5 the labels, version 7 the
    // margins, the presets' new names, the territories, the insets and the patterns.
    const {
      version: _v4,
      layers: _layers,
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
      shownDivisions: _shown10,
      projection: _proj10,
      boundary: _boundary10,
      categories: _categories10,
      symbols: _symbols10,
      bivariate: _bivariate10,
      timeSeries: _timeSeries10,
      liveData: _liveData10,
      mapLanguage: _mapLanguage1,
      legend: { order: _order, ...legend },
      ...after
    } = doc;
    // Version 7 adds whether a pattern hatches the heat map's no-data divisions: none.
    const { noDataPattern, ...heatMap } = after.heatMap;
    expect(noDataPattern).toBeNull();
    expect({ ...after, heatMap, legend, frame: { ...size, preset: before.frame.preset } }).toEqual(before);
    expect(doc.levels[2].fills['7044']).toBe('#56b4e9');
    expect(doc.levels[2].offsets['6217']).toEqual({ dx: 4, dy: -3 });
    expect(doc.legend.entries).toEqual({ '#e69f00': 'Once', '#56b4e9': 'Twice' });
  });

  it('converts version-2 annotations, pinned to the frame where they were drawn', () => {
    const v2 = jsonCopy(v2Fixture) as Record<string, unknown>;
    const style = {
      fontFamily: 'Inter, sans-serif',
      fontSize: 20,
      fontWeight: 700,
      color: '#112233',
      align: 'start',
    };
    v2.annotations = [
      { id: 't', type: 'text', position: { x: 10, y: 20 }, text: 'Hi', style, halo: null },
      { id: 'd', type: 'dot', position: { x: 30, y: 40 }, radius: 5, color: '#FF0000', label: 'Cluj' },
      { id: 'n', type: 'note', position: { x: 1, y: 2 }, text: 'Here', target: { x: 3, y: 4 }, width: 150 },
      { id: 'e', type: 'emoji', position: { x: 5, y: 6 }, emoji: '1F3F0', size: 30 },
      {
        id: 'c',
        type: 'chart',
        position: { x: 7, y: 8 },
        kind: 'pie',
        width: 20,
        height: 300,
        data: [{ label: 'x', value: 2, color: '#00ff00' }],
      },
    ];
    const result = parseDocument(v2);
    if (!result.ok) throw new Error(result.error);
    const [text, dot, note, emoji, chart] = result.doc.annotations;
    expect(text).toMatchObject({
      id: 't',
      anchor: { kind: 'frame', x: 10, y: 20 },
      text: 'Hi',
      fontSize: 20,
      color: '#112233',
      align: 'start',
      haloWidth: 0,
      name: '',
      hidden: false,
      locked: false,
    });
    expect(dot).toMatchObject({ anchor: { kind: 'frame', x: 30, y: 40 }, fill: '#ff0000', label: 'Cluj' });
    expect(note).toMatchObject({ text: 'Here', width: 150, target: { kind: 'frame', x: 3, y: 4 } });
    expect(emoji).toMatchObject({ emoji: '1f3f0', size: 30 });
    expect(chart).toMatchObject({ kind: 'pie', width: 40, height: 300, rows: [{ label: 'x', value: 2 }] });
  });

  it('reports a damaged version-2 file in its own terms', () => {
    const v2 = jsonCopy(v2Fixture) as Record<string, unknown>;
    v2.annotations = [
      { id: 'x', type: 'dot', position: { x: 0, y: 0 }, radius: -1, color: '#000000', label: '' },
    ];
    const result = parseDocument(v2);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/format 2\) is damaged \(annotations\.0\.radius\)/);
  });

  it('a version-3 document with annotations round-trips through its JSON', () => {
    const result = parseDocument(v2Fixture);
    if (!result.ok) throw new Error(result.error);
    const annotations = (['text', 'dot', 'note', 'emoji', 'chart'] as const).map((type, i) =>
      createAnnotation(type, { kind: 'map', lon: 24 + i, lat: 46 }, { id: `a${i}` }),
    );
    const doc = { ...result.doc, annotations };
    const again = parseDocument(JSON.parse(JSON.stringify(doc)));
    expect(again).toEqual({ ok: true, doc });
  });
});
