import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import {
  applyOperation,
  hatchNoData,
  NO_DATA_HATCH,
  paintWithPattern,
  setDataLayer,
  setDataValue,
  setHeatMap,
  setPlacement,
} from '../document/operations/index';
import { parseDocument } from '../document/parse-document';
import { DEFAULT_PATTERN_STYLE, PATTERN_KINDS, type PatternStyle } from '../document/patterns';
import { projectCountry } from '../geo/project';
import { twoSquaresTopology } from '../geo/test-topology';
import { Editor } from '../editor/editor';
import { baseFillOf, fillOf } from './fill-of';
import { renderMap } from './render-map';
import { paintOf, patternTile } from './render-patterns';
import { findNodes, type SvgNode } from './svg-tree';
import { toSvgString } from './to-svg-string';
import { mapTransform } from './transform';

const topology = twoSquaresTopology();
const geometry = projectCountry({ level1: topology, level2: topology }, { type: 'mercator' });
const STRIPES: PatternStyle = { ...DEFAULT_PATTERN_STYLE, foreground: '#0072b2', width: 3, gap: 5 };

function paintedBoth(style: PatternStyle = STRIPES) {
  return applyOperation(createDocument('France'), paintWithPattern, 1, ['A', 'B'], style);
}

const byKey = (root: SvgNode, key: string) => findNodes(root, (n) => n.key === key);

describe('renderMap with patterns', () => {
  it('draws each definition as a <pattern> in <defs>, referenced by the divisions painted with it', () => {
    const doc = paintedBoth();
    const tree = renderMap(doc, geometry);
    const defs = tree.children?.[0];
    expect(defs?.tag).toBe('defs');
    const patterns = findNodes(tree, (n) => n.tag === 'pattern');
    expect(patterns.map((p) => p.attrs.id)).toEqual(['mw-pattern-p1', 'mw-pattern-p1-frame']);
    expect(patterns[0]?.attrs.patternUnits).toBe('userSpaceOnUse');
    const divisions = findNodes(tree, (n) => n.attrs['data-division'] !== undefined);
    expect(divisions.map((d) => d.attrs.fill)).toEqual(['url(#mw-pattern-p1)', 'url(#mw-pattern-p1)']);
    expect(fillOf(doc, 1, 'A')).toBe('url(#mw-pattern-p1)');
    const svg = toSvgString(tree);
    expect(svg).toContain('<defs data-element="patterns"><pattern id="mw-pattern-p1"');
    expect(svg).toContain('fill="url(#mw-pattern-p1)"');
  });

  it('the legend lists the pattern with a swatch drawn in frame pixels', () => {
    const tree = renderMap(paintedBoth(), geometry);
    const swatches = byKey(tree, 'swatch');
    expect(swatches.map((s) => s.attrs.fill)).toEqual(['url(#mw-pattern-p1-frame)']);
  });

  it("a 'map' pattern grows with the zoom; a 'page' pattern stays the same on the frame", () => {
    const tileOnFrame = (doc: ReturnType<typeof paintedBoth>) => {
      const tree = renderMap(doc, geometry);
      const pattern = findNodes(tree, (n) => n.attrs.id === 'mw-pattern-p1')[0];
      const scale = Number(/scale\(([^)]+)\)/.exec(String(pattern?.attrs.patternTransform))?.[1]);
      return scale * mapTransform(doc, geometry).scale * Number(pattern?.attrs.width);
    };
    const map = paintedBoth();
    const page = paintedBoth({ ...STRIPES, scale: 'page' });
    const zoomed = (doc: typeof map) => applyOperation(doc, setPlacement, { zoom: 3 });
    // 12 periods of 3 + 5 frame px: a tile of at least 96.
    expect(tileOnFrame(map)).toBeCloseTo(96);
    expect(tileOnFrame(zoomed(map))).toBeCloseTo(288);
    expect(tileOnFrame(page)).toBeCloseTo(96);
    expect(tileOnFrame(zoomed(page))).toBeCloseTo(96);
  });

  it('stripes turn by their angle; a crosshatch is a grid turned by 45 degrees', () => {
    const transformOf = (style: PatternStyle) =>
      findNodes(renderMap(paintedBoth(style), geometry), (n) => n.tag === 'pattern')[1]?.attrs
        .patternTransform;
    expect(transformOf({ ...STRIPES, angle: 30 })).toBe('scale(1) rotate(-30)');
    expect(transformOf({ ...STRIPES, kind: 'grid', angle: 0 })).toBe('scale(1) rotate(0)');
    expect(transformOf({ ...STRIPES, kind: 'crosshatch', angle: 0 })).toBe('scale(1) rotate(-45)');
  });

  it('every kind draws its foreground on its background, in a tile of whole periods of at least 96 px', () => {
    for (const kind of PATTERN_KINDS) {
      const tile = patternTile({ ...STRIPES, kind, background: '#ffffff' });
      expect(tile.children[0]?.attrs.fill).toBe('#ffffff');
      expect(tile.children.length).toBeGreaterThan(1);
      expect(tile.height % 8).toBe(0);
      expect(Math.min(tile.width, tile.height)).toBeGreaterThanOrEqual(96);
      const drawn = tile.children
        .slice(1)
        .map((c) => c.attrs.fill === '#0072b2' || c.attrs.stroke === '#0072b2');
      expect(drawn.every(Boolean)).toBe(true);
    }
    const clear = patternTile({ ...STRIPES, background: null }).children;
    expect(clear).toHaveLength(12);
    expect(clear.every((c) => c.attrs.fill === '#0072b2')).toBe(true);
    // Stripes run the tile's whole width, one per period.
    const stripes = patternTile(STRIPES);
    expect(stripes.children[1]?.attrs).toMatchObject({ x: '0', y: '2.5', width: '96', height: '3' });
    expect(stripes.children[2]?.attrs.y).toBe('10.5');
  });

  it('a map with no pattern has no defs; colours are their own paint', () => {
    const tree = renderMap(createDocument('France'), geometry);
    expect(findNodes(tree, (n) => n.tag === 'defs')).toEqual([]);
    expect(paintOf('#ff0000')).toBe('#ff0000');
    expect(paintOf('pattern:p3', 'frame')).toBe('url(#mw-pattern-p3-frame)');
  });
});

describe('Editor: painting with a pattern', () => {
  it('paints the selection with the session pattern in one undo step, and undo takes the definition too', () => {
    const editor = new Editor(createDocument('France'));
    editor.setPattern(STRIPES);
    expect(editor.paintTarget({ level: 1, ids: ['A', 'B'] })).toBe(true);
    expect(editor.document.levels[1].fills).toEqual({ A: 'pattern:p1', B: 'pattern:p1' });
    expect(editor.session.recentColours).toEqual([]);
    editor.undo();
    expect(editor.document.levels[1].fills).toEqual({});
    expect(editor.document.patterns).toEqual([]);
    expect(editor.document.legend.order).toEqual([]);
    editor.redo();
    expect(editor.document.patterns).toHaveLength(1);
    editor.setPattern(null);
    editor.paint('A');
    expect(editor.document.levels[1].fills.A).toBe(editor.session.colour);
  });

  it('refuses a pattern the schema refuses', () => {
    const editor = new Editor(createDocument('France'));
    expect(() => editor.setPattern({ ...STRIPES, width: 0 })).toThrow();
    expect(editor.session.pattern).toBeNull();
  });
});

describe("a heat map's no-data divisions hatched", () => {
  const heatOn = () => {
    let doc = applyOperation(createDocument('France'), setDataLayer, 'heatMap', 1);
    doc = applyOperation(doc, setDataValue, 'heatMap', 'A', 10);
    return doc;
  };

  it('draws the divisions without a value, and the heat bar’s no-data swatch, with the hatch', () => {
    const plain = heatOn();
    const classColour = fillOf(plain, 1, 'A');
    expect(fillOf(plain, 1, 'B')).toBe(plain.heatMap.noDataColor);
    const doc = applyOperation(plain, hatchNoData, NO_DATA_HATCH);
    expect(doc.heatMap.noDataPattern).toBe('p1');
    expect(doc.patterns[0]).toMatchObject({ kind: 'stripes', background: plain.heatMap.noDataColor });
    expect(fillOf(doc, 1, 'B')).toBe('url(#mw-pattern-p1)');
    expect(fillOf(doc, 1, 'A')).toBe(classColour);
    expect(baseFillOf(doc, 1)).toBe('url(#mw-pattern-p1)');
    const tree = renderMap(doc, geometry);
    expect(byKey(tree, 'no-data')[0]?.attrs.fill).toBe('url(#mw-pattern-p1-frame)');
    // Off again: the no-data colour (the definition stays; hatching again reuses it).
    expect(fillOf(applyOperation(doc, hatchNoData, null), 1, 'B')).toBe(plain.heatMap.noDataColor);
  });

  it('the hatch follows the no-data colour in place, and a map naming a hatch it lacks is refused', () => {
    const doc = applyOperation(applyOperation(heatOn(), hatchNoData, NO_DATA_HATCH), setHeatMap, {
      noDataColor: '#ffeeaa',
    });
    expect(doc.patterns).toHaveLength(1);
    expect(doc.patterns[0]?.background).toBe('#ffeeaa');
    const damaged = { ...doc, heatMap: { ...doc.heatMap, noDataPattern: 'p7' } };
    expect(parseDocument(damaged)).toMatchObject({
      ok: false,
      error: expect.stringContaining('(heatMap.noDataPattern)'),
    });
  });
});
