import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { applyOperation } from '../document/operations/apply-operation';
import { setCategoryValues } from '../document/operations/categories';
import { setDataValues } from '../document/operations/data-layers';
import { moveDivision } from '../document/operations/division-offset';
import { setSymbolMap, setSymbolPoints, setSymbolValues } from '../document/operations/symbols';
import type { MapDocument } from '../document/schema';
import type { DocumentChanges } from '../editor/changes';
import { Editor } from '../editor/editor';
import { fitMapProjection, projectCountry } from '../geo/project';
import { twoSquaresTopology } from '../geo/test-topology';
import { labelAnchors } from '../labels/anchors';
import { partsInvalidatedBy } from './composition/parts';
import { renderMap } from './render-map';
import { placeSymbols, sizeLegendValues, symbolRadius } from './render-symbols';
import { findNodes, type SvgNode } from './svg-tree';
import { toSvgString } from './to-svg-string';

const topology = twoSquaresTopology();
const projected = projectCountry({ level1: topology, level2: topology }, { type: 'mercator' });
const geo = fitMapProjection({ type: 'mercator' }, topology).projection;
const geometry = { ...projected, geo };

function symbolDoc(values: Record<string, number>): MapDocument {
  return applyOperation(createDocument('France'), setSymbolValues, 1, values);
}

const circles = (root: SvgNode) => findNodes(root, (n) => n.tag === 'circle' && 'data-symbol' in n.attrs);

describe('proportional symbols', () => {
  it('scales by the square root: area ∝ value, the largest at the largest size', () => {
    expect(symbolRadius(100, 100, 40)).toBe(40);
    expect(symbolRadius(25, 100, 40)).toBe(20);
    expect(symbolRadius(0, 100, 40)).toBe(0);
    const r = (v: number) => symbolRadius(v, 1000, 30);
    expect(r(300) ** 2 / r(100) ** 2).toBeCloseTo(3, 10);
  });

  it('stands at each division’s label anchor, moved with the division, largest first', () => {
    let doc = symbolDoc({ A: 10, B: 40 });
    const placed = placeSymbols(doc, geometry);
    expect(placed.map((s) => s.id)).toEqual(['B', 'A']);
    const anchor = labelAnchors(projected.level1 as never).get('A');
    expect(placed[1]).toMatchObject({ x: anchor?.x, y: anchor?.y, r: 20, colour: '#d7301f' });
    doc = applyOperation(doc, moveDivision, 1, 'A', 5, 7);
    const moved = placeSymbols(doc, geometry)[1];
    expect([moved?.x, moved?.y]).toEqual([(anchor?.x ?? 0) + 5, (anchor?.y ?? 0) + 7]);
  });

  it('draws one circle per division with a value, largest first, in frame pixels, over the levels and under the labels', () => {
    const svg = renderMap(symbolDoc({ A: 10, B: 40, Z: 5 }), geometry);
    const drawn = circles(svg);
    expect(drawn.map((c) => c.attrs['data-symbol'])).toEqual(['B', 'A']);
    const [big, small] = drawn.map((c) => Number(c.attrs.r));
    expect((big as number) ** 2 / (small as number) ** 2).toBeCloseTo(4, 5);
    // Serialised, the symbols come after the divisions' paths.
    const text = toSvgString(svg);
    expect(text.indexOf('data-symbol="B"')).toBeGreaterThan(text.lastIndexOf('data-division='));
    expect(text).toContain('pointer-events="none"');
  });

  it('draws squares whose side grows with the square root', () => {
    const doc = applyOperation(symbolDoc({ A: 10, B: 40 }), setSymbolMap, { shape: 'square' });
    const squares = findNodes(renderMap(doc, geometry), (n) => n.tag === 'rect' && 'data-symbol' in n.attrs);
    expect(squares.map((s) => Number(s.attrs.width) / Number(squares[1]?.attrs.width))).toEqual([2, 1]);
  });

  it('places a table of places at their longitudes and latitudes, and none without the projection', () => {
    const doc = applyOperation(createDocument('France'), setSymbolPoints, [
      { name: 'West', lon: 0.25, lat: 0.5, value: 1 },
      { name: 'East', lon: 1.75, lat: 0.5, value: 9 },
    ]);
    const placed = placeSymbols(doc, geometry);
    expect(placed.map((s) => s.id)).toEqual(['pt2', 'pt1']);
    const [x, y] = geo([1.75, 0.5]) ?? [];
    expect([placed[0]?.x, placed[0]?.y]).toEqual([x, y]);
    expect(placeSymbols(doc, projected)).toEqual([]);
  });

  it('colours by the categorical map’s category, or the heat map’s class, with their no-data colours', () => {
    let doc = applyOperation(symbolDoc({ A: 10, B: 40 }), setCategoryValues, [
      { name: 'Yes', members: ['A'] },
    ]);
    doc = applyOperation(doc, setSymbolMap, { colourBy: 'categories' });
    const byId = (d: MapDocument) =>
      Object.fromEntries(placeSymbols(d, geometry).map((s) => [s.id, s.colour]));
    expect(byId(doc)).toEqual({ A: '#e69f00', B: doc.categories.noDataColor });
    doc = applyOperation(doc, setDataValues, 'heatMap', { A: 1, B: 100 });
    doc = applyOperation(doc, setSymbolMap, { colourBy: 'heatMap' });
    const colours = byId(doc);
    expect(colours.A).not.toBe(colours.B);
    expect(colours.A).toMatch(/^#|^rgb/);
  });

  it('keys a second column that fills nothing: the categories in the legend, the heat map’s bar', () => {
    let doc = applyOperation(symbolDoc({ A: 10, B: 40 }), setCategoryValues, [
      { name: 'Yes', members: ['A'] },
      { name: 'No', members: ['Z'] },
    ]);
    expect(doc.categories.active).toBe(false);
    const legendCategories = (d: MapDocument) =>
      findNodes(renderMap(d, geometry), (n) => 'data-legend-category' in n.attrs).map(
        (n) => n.attrs['data-legend-category'],
      );
    // One colour for all: nothing to key.
    expect(legendCategories(doc)).toEqual([]);
    doc = applyOperation(doc, setSymbolMap, { colourBy: 'categories' });
    // Only the categories a symbol shows ("No" names no division with a symbol).
    expect(legendCategories(doc)).toEqual(['Yes']);

    const heatBar = (d: MapDocument) =>
      findNodes(renderMap(d, geometry), (n) => n.attrs['data-element'] === 'heatBar').length;
    doc = applyOperation(doc, setDataValues, 'heatMap', { A: 1, B: 100 });
    expect(doc.heatMap.active).toBe(false);
    expect(heatBar(doc)).toBe(0);
    doc = applyOperation(doc, setSymbolMap, { colourBy: 'heatMap' });
    expect(heatBar(doc)).toBe(1);
  });

  it('nests three sizes in the legend box at a common bottom: the largest, a round half and a round tenth', () => {
    expect(sizeLegendValues(1_412_000_000)).toEqual([1_412_000_000, 500_000_000, 100_000_000]);
    expect(sizeLegendValues(40)).toEqual([40, 20, 2]);
    expect(sizeLegendValues(1)).toEqual([1, 0.5, 0.1]);
    expect(sizeLegendValues(0)).toEqual([]);
    const doc = applyOperation(symbolDoc({ A: 10, B: 40 }), setSymbolMap, { legendTitle: 'People' });
    const legend = findNodes(renderMap(doc, geometry), (n) => n.attrs['data-element'] === 'legend')[0];
    if (!legend) throw new Error('no legend');
    const sizes = findNodes(legend, (n) => 'data-legend-symbol-value' in n.attrs);
    expect(sizes.map((n) => n.attrs['data-legend-symbol-value'])).toEqual([40, 20, 2]);
    const rings = sizes.map((g) => findNodes(g, (n) => n.tag === 'circle')[0]?.attrs ?? {});
    const bottoms = rings.map((c) => Number(c.cy) + Number(c.r));
    expect(new Set(bottoms.map((b) => b.toFixed(3))).size).toBe(1);
    expect(rings.map((c) => Number(c.r))).toEqual(
      [40, symbolRadius(20, 40, 40), symbolRadius(2, 40, 40)].map((r) => Number(r.toPrecision(8))),
    );
    const texts = findNodes(legend, (n) => n.tag === 'text').map((t) => t.children?.join('') ?? t.text);
    expect(texts).toEqual(['People', '40', '20', '2']);
    // Hidden, no legend is drawn for them.
    const hidden = applyOperation(doc, setSymbolMap, { legendVisible: false });
    expect(findNodes(renderMap(hidden, geometry), (n) => n.attrs['data-element'] === 'legend')).toEqual([]);
  });

  it('a recolour invalidates the symbols and the legend, not the levels or the annotations', () => {
    const editor = new Editor(symbolDoc({ A: 10 }));
    let changes: DocumentChanges | null = null;
    editor.subscribe((change) => {
      changes = change.document;
    });
    editor.apply(setSymbolMap, { colour: '#111111' });
    if (!changes) throw new Error('no change');
    const parts = partsInvalidatedBy(changes);
    expect(parts.has('symbols')).toBe(true);
    expect(parts.has('legend')).toBe(true);
    expect(parts.has('levels')).toBe(false);
    expect(parts.has('annotations')).toBe(false);
  });
});
