import { describe, expect, it } from 'vitest';
import { heatPaletteById, toHex } from '../data/heat-palettes';
import { heatScaleOf, LOG_NEEDS_POSITIVE } from '../data/heat-scale';
import { cellsInRings, levelCells } from '../data/pixel-cells';
import { ringsOf } from '../geo/path-rings';
import { createDocument } from '../document/defaults';
import {
  applyOperation,
  paintDivision,
  setDataLayer,
  setDataValue,
  setDataValues,
  setHeatBar,
  setHeatMap,
  setLevelStyle,
  setPixelDotMap,
  setShow,
} from '../document/operations/index';
import type { MapDocument } from '../document/schema';
import { projectCountry } from '../geo/project';
import { twoSquaresTopology } from '../geo/test-topology';
import { baseFillOf, fillOf } from './fill-of';
import { renderMap } from './render-map';
import { pitchOf } from './render-pixel-grid';
import { findNodes, type SvgNode } from './svg-tree';
import { mapTransform } from './transform';

const topology = twoSquaresTopology();
const geometry = projectCountry({ level1: topology, level2: topology }, { type: 'mercator' });
const base: MapDocument = createDocument('France');

function nodes(root: SvgNode, name: string, value?: string | number): SvgNode[] {
  return findNodes(root, (n) => name in n.attrs && (value === undefined || n.attrs[name] === value));
}

function heatDoc(values: Record<string, number>, change: Parameters<typeof setHeatMap>[1] = {}): MapDocument {
  let doc = applyOperation(base, setDataLayer, 'heatMap', 1);
  doc = applyOperation(doc, setDataValues, 'heatMap', values);
  return applyOperation(doc, setHeatMap, change);
}

describe('heat map', () => {
  it('colours each division by its class; a painted division keeps its paint; no value → no-data colour', () => {
    const doc = heatDoc({ A: 1, B: 9 }, { classification: 'equalInterval', classes: 2, palette: 'blues' });
    // ColorBrewer Blues has no 2-class scheme: its ramp's two ends.
    const blues = heatPaletteById('blues');
    expect([fillOf(doc, 1, 'A'), fillOf(doc, 1, 'B')]).toEqual([
      toHex(blues.interpolate(0)),
      toHex(blues.interpolate(1)),
    ]);
    const painted = applyOperation(doc, paintDivision, 1, 'A', '#e69f00');
    expect(fillOf(painted, 1, 'A')).toBe('#e69f00');
    const cleared = applyOperation(doc, setDataValue, 'heatMap', 'B', null);
    expect(fillOf(cleared, 1, 'B')).toBe(doc.heatMap.noDataColor);
    const paths = nodes(renderMap(doc, geometry), 'data-division');
    expect(paths.map((p) => p.attrs.fill)).toEqual([fillOf(doc, 1, 'A'), fillOf(doc, 1, 'B')]);
  });

  it('uses ColorBrewer’s own colours for 3–9 classes and reverses them', () => {
    const values = { A: 1, B: 2 };
    const doc = heatDoc(values, { classification: 'custom', breaks: [1.5, 5], palette: 'blues' });
    expect([fillOf(doc, 1, 'A'), fillOf(doc, 1, 'B')]).toEqual(['#deebf7', '#9ecae1']);
    const reversed = applyOperation(doc, setHeatMap, { reverse: true });
    expect([fillOf(reversed, 1, 'A'), fillOf(reversed, 1, 'B')]).toEqual(['#3182bd', '#9ecae1']);
  });

  it('keeps a diverging palette’s neutral colour at the midpoint', () => {
    const doc = heatDoc({ A: -10, B: 30 }, { classification: 'continuous', palette: 'rdbu', midpoint: 0 });
    const neutral = applyOperation(doc, setDataValue, 'heatMap', 'A', 0);
    expect(fillOf(neutral, 1, 'A')).toBe(toHex(heatPaletteById('rdbu').interpolate(0.5)));
    // A log scale cannot take −10: drawn linear, with a note for the panel.
    expect(heatScaleOf(applyOperation(doc, setHeatMap, { scale: 'log' }).heatMap).note).toBe(
      LOG_NEEDS_POSITIVE,
    );
    const log = applyOperation(doc, setHeatMap, { scale: 'log' });
    expect(fillOf(log, 1, 'A')).toBe(fillOf(doc, 1, 'A'));
  });

  it('draws the heat bar with one block per class, formatted limits and a no-data swatch', () => {
    let doc = heatDoc({ A: 1200 }, { classification: 'custom', breaks: [1000, 2000], palette: 'viridis' });
    doc = applyOperation(doc, setHeatBar, {
      title: 'People',
      format: { prefix: '$', grouping: 'comma', decimals: 0 },
    });
    const bar = nodes(renderMap(doc, geometry), 'data-element', 'heatBar')[0];
    expect(bar).toBeDefined();
    expect(nodes(bar as SvgNode, 'data-heat-class')).toHaveLength(3);
    const texts = findNodes(bar as SvgNode, (n) => n.tag === 'text').map((n) => n.text);
    expect(texts).toEqual(['People', '$1,200', '$1,000', '$2,000', '$1,200', 'No data']);
    // A resize grip on screen, never in an export.
    expect(nodes(bar as SvgNode, 'data-resize')).toHaveLength(1);
    expect(nodes(renderMap(doc, geometry, { forExport: true }), 'data-resize')).toHaveLength(0);
    const vertical = applyOperation(doc, setHeatBar, { orientation: 'vertical' });
    const ramp = nodes(renderMap(vertical, geometry), 'data-heat-class');
    expect(Number(ramp[0]?.attrs.y)).toBeGreaterThan(Number(ramp[2]?.attrs.y));
  });

  it('keeps the bar at its default place inside the frame, also when widened (issue 31)', () => {
    const doc = heatDoc({ A: 1234.5 }, { classification: 'custom', breaks: [1000, 2000] });
    const translate = (d: MapDocument) => {
      const bar = nodes(renderMap(d, geometry), 'data-element', 'heatBar')[0];
      const [, x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(String(bar?.attrs.transform)) ?? [];
      const texts = findNodes(bar as SvgNode, (n) => n.tag === 'text');
      return { x: Number(x), y: Number(y), texts };
    };
    for (const length of [doc.heatMap.bar.length, doc.heatMap.bar.length * 2]) {
      const wide = applyOperation(doc, setHeatBar, { length });
      const { x, y, texts } = translate(wide);
      const size = wide.heatMap.bar.fontSize;
      // Every label's estimated box (0.6 em a character) ends inside the frame.
      const spans = texts.map((t) => {
        const width = (t.text ?? '').length * size * 0.6;
        const left = Number(t.attrs.x) - (t.attrs['text-anchor'] === 'middle' ? width / 2 : 0);
        return { text: t.text, left: x + left, right: x + left + width };
      });
      for (const span of spans) expect(span.right, span.text).toBeLessThanOrEqual(base.frame.width);
      expect(y).toBeGreaterThan(0);
      // "No data" starts after the last value ends.
      const noData = spans.at(-1);
      const last = spans.at(-2);
      expect(noData?.text).toBe('No data');
      expect(noData?.left ?? 0).toBeGreaterThan(last?.right ?? Infinity);
    }
  });

  it('draws a continuous ramp as a gradient, and no bar when the level is not drawn filled', () => {
    const doc = heatDoc({ A: 1, B: 3 }, { classification: 'continuous' });
    expect(nodes(renderMap(doc, geometry), 'data-heat-ramp', 'continuous')).toHaveLength(1);
    const hidden = applyOperation(doc, setShow, '2');
    expect(nodes(renderMap(hidden, geometry), 'data-element', 'heatBar')).toHaveLength(0);
    expect(fillOf(hidden, 2, 'A')).toBe(hidden.levels[2].style.defaultFill);
  });
});

describe('pixel dot map', () => {
  const pixelDoc = (values: Record<string, number>) => {
    let doc = applyOperation(base, setDataLayer, 'pixelDotMap', 1);
    doc = applyOperation(doc, setDataValues, 'pixelDotMap', values);
    return applyOperation(doc, setPixelDotMap, { cellSize: 4, gap: 1 });
  };

  it('draws the level as cells under unfilled divisions that still take clicks', () => {
    const doc = pixelDoc({ A: 40, B: 100 });
    const map = nodes(renderMap(doc, geometry), 'data-element', 'map')[0] as SvgNode;
    expect(map.children?.map((c) => c.key)).toEqual(['cells:1', 'level:1']);
    expect(map.children?.[1]?.attrs['pointer-events']).toBe('all');
    expect(nodes(map, 'data-division').map((p) => p.attrs.fill)).toEqual(['none', 'none']);
    const painted = applyOperation(doc, paintDivision, 1, 'A', '#e69f00');
    expect(fillOf(painted, 1, 'A')).toBe('#e69f00');
  });

  it('turns on round(n × p / 100) of a division’s cells, and a small change switches few', () => {
    const doc = pixelDoc({ A: 40, B: 100 });
    const transform = mapTransform(doc, geometry);
    const cells = levelCells(geometry.level1!, pitchOf(doc, transform, geometry.level1!));
    const a = cells.divisions.find((d) => d.id === 'A');
    const n = (a?.cells.length ?? 0) / 2;
    expect(n).toBeGreaterThan(1000);
    const countOn = (d: MapDocument, id: string) => {
      const path = nodes(renderMap(d, geometry), 'data-cells-of', id).find(
        (p) => p.attrs['data-cells'] === 'on',
      );
      return String(path?.attrs.d ?? '').split(/[Mm]/).length - 1;
    };
    expect(countOn(doc, 'A')).toBe(Math.round(n * 0.4));
    expect(countOn(doc, 'B')).toBe((cells.divisions[1]?.cells.length ?? 0) / 2);
    const on = (d: MapDocument) => {
      const path = nodes(renderMap(d, geometry), 'data-cells-of', 'A').find(
        (p) => p.attrs['data-cells'] === 'on',
      );
      return cellsOfPath(String(path?.attrs.d ?? ''));
    };
    const before = on(doc);
    const after = on(applyOperation(doc, setDataValue, 'pixelDotMap', 'A', 41));
    expect([...before].every((cell) => after.has(cell))).toBe(true);
    expect(after.size - before.size).toBe(Math.round(n * 0.41) - Math.round(n * 0.4));
  });

  it('finds the cells whose centres are inside a ring, even-odd across holes', () => {
    const square = ringsOf('M0,0L10,0L10,10L0,10Z');
    expect(cellsInRings(square, 1).length / 2).toBe(100);
    const withHole = ringsOf('M0,0L10,0L10,10L0,10ZM2,2L2,8L8,8L8,2Z');
    expect(cellsInRings(withHole, 1).length / 2).toBe(64);
    const shifted = cellsInRings(square, 1, 0.6, 0);
    expect(Math.min(...Array.from(shifted).filter((_, i) => i % 2 === 0))).toBe(1);
  });

  it('counts cells on the cell geometry it is given (the export counts on the screen’s)', () => {
    const doc = pixelDoc({ A: 50, B: 50 });
    const same = renderMap(doc, geometry, { cellGeometry: geometry });
    expect(nodes(same, 'data-cells')).toEqual(nodes(renderMap(doc, geometry), 'data-cells'));
  });

  it('lists an on cell with its label in the legend', () => {
    let doc = pixelDoc({ A: 50 });
    doc = applyOperation(doc, setPixelDotMap, { legendLabel: 'Share of forest', shape: 'round' });
    const row = nodes(renderMap(doc, geometry, { forExport: true }), 'data-legend-pixels')[0] as SvgNode;
    expect(row.children?.map((c) => c.tag)).toEqual(['circle', 'text']);
    expect(row.children?.[1]?.text).toBe('Share of forest');
  });
});

/** The cells ("column,row") a cell path draws: "M{x} {y}h{w}" starts a row, "m{dx} 0h{w}" steps along it. */
function cellsOfPath(d: string): Set<string> {
  const cells = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b, w] of d.matchAll(/([Mm])(-?[\d.]+) (-?[\d.]+)h(-?[\d.]+)/g)) {
    if (command === 'M') {
      x = Number(a);
      y = Number(b);
    } else x += Number(a);
    cells.add(`${Math.floor(x)},${Math.floor(y)}`);
    x += Number(w);
  }
  return cells;
}

describe('baseFillOf', () => {
  it('is the fill of every division with no paint and no data value, on either level, with any data layer', () => {
    const restyled = applyOperation(base, setLevelStyle, 1, { defaultFill: '#123456' });
    const heat = heatDoc({ A: 1 }, { noDataColor: '#abcdef' });
    let pixels = applyOperation(base, setDataLayer, 'pixelDotMap', 1);
    pixels = applyOperation(pixels, setDataValues, 'pixelDotMap', { A: 50 });
    let heatOnTwo = applyOperation(base, setDataLayer, 'heatMap', 2);
    heatOnTwo = applyOperation(heatOnTwo, setDataValues, 'heatMap', { A: 3 });
    for (const doc of [base, restyled, heat, pixels, heatOnTwo]) {
      for (const level of [1, 2] as const) {
        // B has no value in any of them, and nothing is painted.
        expect(fillOf(doc, level, 'B')).toBe(baseFillOf(doc, level));
        const painted = applyOperation(doc, paintDivision, level, 'B', '#e69f00');
        expect(fillOf(painted, level, 'B')).not.toBe(baseFillOf(painted, level));
      }
    }
    expect([baseFillOf(restyled, 1), baseFillOf(heat, 1), baseFillOf(pixels, 1)]).toEqual([
      '#123456',
      '#abcdef',
      'none',
    ]);
    // A with its value differs from the base: the phone draws it on its own.
    expect(fillOf(heat, 1, 'A')).not.toBe(baseFillOf(heat, 1));
  });
});

describe('heat bar labels', () => {
  it('leaves out the labels that would run into the one before, keeping the first and the last', async () => {
    const { labelsThatFit } = await import('./render-heat-bar');
    // Five ticks 40 px apart, labels 75 px wide: every other one fits.
    expect([...labelsThatFit([0, 40, 80, 120, 160], [75, 75, 75, 75, 75], 4)]).toEqual([0, 2, 4]);
    expect([...labelsThatFit([0, 40, 80, 120], [75, 75, 75, 75], 4)]).toEqual([0, 3]);
    expect([...labelsThatFit([0, 100, 200], [20, 20, 20], 7)]).toEqual([0, 1, 2]);
  });
});
