import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import {
  applyOperation,
  clearDivision,
  clearOverlays,
  overlayPattern,
  paintWithPattern,
  setDataLayer,
  setDataValue,
  setLegendLabel,
  recolourLegendEntry,
} from '../document/operations/index';
import { groupIntoTerritory, setTerritoryHeat } from '../document/operations/territories';
import { addZoomInset } from '../document/operations/insets';
import { legendRows } from '../document/legend-entries';
import { parseDocument } from '../document/parse-document';
import { DEFAULT_PATTERN_STYLE, type PatternStyle } from '../document/patterns';
import type { MapDocument } from '../document/schema';
import { Editor } from '../editor/editor';
import { projectCountry } from '../geo/project';
import { twoSquaresTopology } from '../geo/test-topology';
import { fillOf } from './fill-of';
import { renderMap } from './render-map';
import { findNodes } from './svg-tree';
import { toSvgString } from './to-svg-string';

const topology = twoSquaresTopology();
const geometry = projectCountry({ level1: topology, level2: topology }, { type: 'mercator' });
const STRIPES: PatternStyle = { ...DEFAULT_PATTERN_STYLE, foreground: '#0072b2', background: '#ffffff' };

/** A heat map on level 1 with a value for A and B. */
function heatMapped(): MapDocument {
  let doc: MapDocument = createDocument('France');
  doc = applyOperation(doc, setDataLayer, 'heatMap', 1);
  doc = applyOperation(doc, setDataValue, 'heatMap', 'A', 1);
  return applyOperation(doc, setDataValue, 'heatMap', 'B', 9);
}

describe('a pattern over a heat map’s colour (decision "A pattern over a heat map\'s colour is a second channel")', () => {
  it('keeps the heat colour of the division and draws the pattern’s lines over it, background dropped', () => {
    const heat = heatMapped();
    const doc = applyOperation(heat, overlayPattern, 1, ['A'], STRIPES);
    expect(doc.heatOverlays[1]).toEqual({ A: 'p1' });
    expect(doc.patterns[0]?.background).toBeNull();
    expect(fillOf(doc, 1, 'A')).toBe(fillOf(heat, 1, 'A'));
    expect(fillOf(doc, 1, 'A')).toMatch(/^#/);
    const tree = renderMap(doc, geometry);
    const overlays = findNodes(tree, (n) => n.attrs['data-heat-overlay'] !== undefined);
    expect(overlays.map((n) => [n.attrs['data-heat-overlay'], n.attrs.fill])).toEqual([
      ['A', 'url(#mw-pattern-p1)'],
    ]);
    const svg = toSvgString(tree);
    // Drawn after (over) the filled level.
    expect(svg.indexOf('data-heat-overlay="A"')).toBeGreaterThan(svg.indexOf('data-division="B"'));
    expect(svg).toContain('<pattern id="mw-pattern-p1"');
  });

  it('has its own legend entry whose label is edited as a colour’s', () => {
    let doc = applyOperation(heatMapped(), overlayPattern, 1, ['A', 'B'], STRIPES);
    doc = applyOperation(doc, setLegendLabel, 'pattern:p1', 'Disputed');
    expect(legendRows(doc)).toEqual([{ colour: 'pattern:p1', label: 'Disputed' }]);
    const svg = toSvgString(renderMap(doc, geometry));
    expect(svg).toContain('Disputed');
    // Its swatch: the pattern drawn in frame pixels.
    expect(svg).toContain('fill="url(#mw-pattern-p1-frame)"');
  });

  it('is not drawn nor listed while the heat map is off, and comes back with it', () => {
    const doc = applyOperation(heatMapped(), overlayPattern, 1, ['A'], STRIPES);
    const off = applyOperation(doc, setDataLayer, 'none');
    expect(findNodes(renderMap(off, geometry), (n) => n.attrs['data-heat-overlay'] !== undefined)).toEqual(
      [],
    );
    expect(legendRows(off)).toEqual([]);
    const on = applyOperation(off, setDataLayer, 'heatMap', 1);
    expect(on.heatOverlays[1]).toEqual({ A: 'p1' });
  });

  it('are kept per level: the heat map moved to the other level neither draws nor lists them', () => {
    const doc = applyOperation(heatMapped(), overlayPattern, 1, ['A'], STRIPES);
    const moved = applyOperation(doc, setDataLayer, 'heatMap', 2);
    expect(moved.heatOverlays).toEqual({ 1: { A: 'p1' }, 2: {} });
    expect(legendRows(moved)).toEqual([]);
    expect(findNodes(renderMap(moved, geometry), (n) => n.attrs['data-heat-overlay'] !== undefined)).toEqual(
      [],
    );
  });

  it('its legend entry recoloured with another pattern moves the overlays to it; with a colour it is refused', () => {
    let doc = applyOperation(heatMapped(), overlayPattern, 1, ['A'], STRIPES);
    doc = applyOperation(doc, paintWithPattern, 2, ['B'], { ...STRIPES, kind: 'dots' });
    expect(applyOperation(doc, recolourLegendEntry, 'pattern:p1', 'pattern:p2').heatOverlays[1]).toEqual({
      A: 'p2',
    });
    expect(() => applyOperation(doc, recolourLegendEntry, 'pattern:p1', '#ff0000')).toThrow(
      /only become another pattern/,
    );
  });

  it('a revert (double-click) takes the pattern off; clearOverlays takes them all', () => {
    const doc = applyOperation(heatMapped(), overlayPattern, 1, ['A', 'B'], STRIPES);
    expect(applyOperation(doc, clearDivision, 1, 'A').heatOverlays[1]).toEqual({ B: 'p1' });
    expect(applyOperation(doc, clearOverlays, 1, 'all').heatOverlays[1]).toEqual({});
  });

  it('the editor lays a pattern over the heat colour on the heat map’s level, and paints with it elsewhere', () => {
    const editor = new Editor(heatMapped());
    editor.setPattern(STRIPES);
    editor.paint('A', 1);
    expect(editor.document.heatOverlays[1]).toEqual({ A: 'p1' });
    expect(editor.document.levels[1].fills).toEqual({});
    editor.undo();
    expect(editor.document.heatOverlays[1]).toEqual({});
    expect(editor.document.patterns).toEqual([]);
    editor.paint('A', 2);
    expect(editor.document.levels[2].fills).toEqual({ A: 'pattern:p1' });
  });

  it('a pattern used as an overlay is kept at the patterns’ cap, and a file naming an unknown one is refused', () => {
    const doc = applyOperation(heatMapped(), overlayPattern, 1, ['A'], STRIPES);
    const painted = applyOperation(doc, paintWithPattern, 2, ['B'], { ...STRIPES, angle: 0 });
    expect(painted.patterns.map((p) => p.id)).toEqual(['p1', 'p2']);
    const result = parseDocument({ ...doc, heatOverlays: { 1: { A: 'p9' }, 2: {} } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('heatOverlays.1.A');
  });

  it('lies over a territory drawn by territory, which carries the heat colour', () => {
    let doc = applyOperation(heatMapped(), groupIntoTerritory, {
      name: 'All',
      level: 1,
      members: ['A', 'B'],
      fill: '#3366cc',
    });
    doc = applyOperation(doc, setTerritoryHeat, 'sum');
    doc = applyOperation(doc, overlayPattern, 1, ['A'], STRIPES);
    const svg = toSvgString(renderMap(doc, geometry));
    expect(svg.indexOf('data-heat-overlay="A"')).toBeGreaterThan(svg.indexOf('data-territory-outline='));
  });

  it('a zoom inset’s copy of the division carries the pattern too, in the box’s overlay group over its territories', () => {
    const inset = {
      id: 'a',
      caption: 'A',
      area: [0, 0, 100, 100] as [number, number, number, number],
      x: 600,
      y: 500,
      zoom: 3,
      showArea: true,
    };
    let doc = applyOperation(heatMapped(), addZoomInset, inset);
    doc = applyOperation(doc, overlayPattern, 1, ['A'], STRIPES);
    const tree = renderMap(doc, geometry);
    const copies = findNodes(tree, (n) => n.key.startsWith('zoom-copies:'))[0]?.children ?? [];
    expect(copies.some((n) => n.attrs['data-zoom-division'] === 'A')).toBe(true);
    const view = findNodes(tree, (n) => n.key === 'zoom-view:a')[0]?.children ?? [];
    // Last in the copy, as the map draws its overlays over every level and territory.
    expect(view.at(-1)?.key).toBe('zoom-overlays:a');
    expect(view.at(-1)?.children?.[0]?.attrs).toMatchObject({
      'data-zoom-overlay': 'A',
      fill: 'url(#mw-pattern-p1)',
      stroke: 'none',
    });
  });
});
