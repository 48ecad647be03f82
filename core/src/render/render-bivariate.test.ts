import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { applyOperation } from '../document/operations/apply-operation';
import { setBivariateMap, setBivariateValues, type BivariateValues } from '../document/operations/bivariate';
import { setDataLayer } from '../document/operations/data-layers';
import { setShow } from '../document/operations/levels';
import { paintDivision } from '../document/operations/paint';
import type { MapDocument } from '../document/schema';
import type { DocumentChanges } from '../editor/changes';
import { Editor } from '../editor/editor';
import { projectCountry } from '../geo/project';
import { twoSquaresTopology } from '../geo/test-topology';
import { partsInvalidatedBy } from './composition/parts';
import { baseFillOf, fillOf } from './fill-of';
import { legendSize } from './render-legend';
import { renderCost } from './render-budget';
import { renderMap } from './render-map';
import { findNodes, type SvgNode } from './svg-tree';
import { toSvgString } from './to-svg-string';

const topology = twoSquaresTopology();
const geometry = projectCountry({ level1: topology, level2: topology }, { type: 'mercator' });

function bivariateDoc(values: BivariateValues): MapDocument {
  const doc = applyOperation(createDocument('France'), setDataLayer, 'bivariate', 1);
  return applyOperation(doc, setBivariateValues, values);
}

/** A low, B high on both axes: the two opposite corners of the square. */
const LOW_HIGH: BivariateValues = {
  x: { A: 1, B: 9 },
  y: { A: 10, B: 90 },
  xTitle: 'Income',
  yTitle: 'Rent',
};

const squareOf = (root: SvgNode) => findNodes(root, (n) => 'data-legend-bivariate' in n.attrs);
const cellsOf = (square: SvgNode) =>
  Object.fromEntries(
    findNodes(square, (n) => 'data-bivariate-class' in n.attrs).map((n) => [
      n.attrs['data-bivariate-class'],
      n.attrs.fill,
    ]),
  );
const axisTitles = (root: SvgNode) =>
  Object.fromEntries(
    findNodes(root, (n) => 'data-bivariate-axis' in n.attrs).map((n) => [
      n.attrs['data-bivariate-axis'],
      n.text,
    ]),
  );

describe('bivariate map', () => {
  it('fills each division with the colour of its pair of classes; a painted one keeps its paint', () => {
    const doc = bivariateDoc(LOW_HIGH);
    expect([fillOf(doc, 1, 'A'), fillOf(doc, 1, 'B')]).toEqual(['#e8e8e8', '#574249']);
    const paths = findNodes(renderMap(doc, geometry), (n) => 'data-division' in n.attrs);
    expect(paths.map((p) => p.attrs.fill)).toEqual(['#e8e8e8', '#574249']);
    expect(fillOf(applyOperation(doc, paintDivision, 1, 'A', '#123456'), 1, 'A')).toBe('#123456');
    const recoloured = applyOperation(doc, setBivariateMap, { palette: 'pink-blue' });
    expect([fillOf(recoloured, 1, 'A'), fillOf(recoloured, 1, 'B')]).toEqual(['#e8e8e8', '#3b4994']);
    const off = applyOperation(doc, setDataLayer, 'none');
    expect(fillOf(off, 1, 'B')).toBe(off.levels[1].style.defaultFill);
  });

  it('draws a division lacking a number in the no-data colour, the base fill of the level', () => {
    const doc = bivariateDoc({ x: { A: 1, B: 2 }, y: { A: 3 } });
    expect(fillOf(doc, 1, 'B')).toBe(doc.bivariate.noDataColor);
    expect(baseFillOf(doc, 1)).toBe(doc.bivariate.noDataColor);
  });

  it('draws the 3 × 3 square in the legend box with both titles, the palette’s colours by class', () => {
    const svg = renderMap(bivariateDoc(LOW_HIGH), geometry, { forExport: true });
    const [square] = squareOf(svg);
    if (!square) throw new Error('no square');
    expect(square.attrs['data-legend-bivariate']).toBe('blue-red');
    expect(cellsOf(square)).toEqual({
      '0 0': '#e8e8e8',
      '1 0': '#e4acac',
      '2 0': '#c85a5a',
      '0 1': '#b0d5df',
      '1 1': '#ad9ea5',
      '2 1': '#985356',
      '0 2': '#64acbe',
      '1 2': '#627f8c',
      '2 2': '#574249',
    });
    expect(axisTitles(svg)).toEqual({ x: 'Income', y: 'Rent' });
    // Upright: x rises to the right, y upwards.
    const at = (cls: string) => findNodes(square, (n) => n.attrs['data-bivariate-class'] === cls)[0]?.attrs;
    expect(Number(at('2 0')?.x)).toBeGreaterThan(Number(at('0 0')?.x));
    expect(Number(at('0 2')?.y)).toBeLessThan(Number(at('0 0')?.y));
    // In the legend's group, so it moves with the legend box; the export carries it as SVG text.
    const legend = findNodes(svg, (n) => n.attrs['data-element'] === 'legend')[0];
    expect(legend && squareOf(legend)).toHaveLength(1);
    expect(toSvgString(svg)).toMatch(/data-legend-bivariate="blue-red"[\s\S]*>Income<\/text>/);
    expect(findNodes(svg, (n) => 'data-legend-no-data' in n.attrs)).toHaveLength(0);
  });

  it('adds a no-data row when a division lacks a number, and fits the box around square and rows', () => {
    const doc = bivariateDoc({ x: { A: 1, B: 2 }, y: { A: 3 }, xTitle: 'A rather long title of x' });
    const svg = renderMap(doc, geometry);
    const row = findNodes(svg, (n) => n.attrs['data-legend-no-data'] === 'bivariate');
    expect(row).toHaveLength(1);
    expect(findNodes(row[0] as SvgNode, (n) => n.key === 'swatch')[0]?.attrs.fill).toBe('#d9d9d9');
    const size = legendSize(doc, false);
    if (!size) throw new Error('no legend');
    const swatch = findNodes(row[0] as SvgNode, (n) => n.key === 'swatch')[0]?.attrs;
    const cells = findNodes(svg, (n) => 'data-bivariate-class' in n.attrs).map((n) => n.attrs);
    const squareBottom = Math.max(...cells.map((c) => Number(c.y) + Number(c.height)));
    // The row under the square (and its x title), inside the box; the box as wide as the long title.
    expect(Number(swatch?.y)).toBeGreaterThan(squareBottom + doc.legend.fontSize);
    expect(Number(swatch?.y) + Number(swatch?.height)).toBeLessThanOrEqual(size.height);
    expect(size.width).toBeGreaterThanOrEqual('A rather long title of x'.length * 0.6 * doc.legend.fontSize);
    // The row's label is the map's own.
    const texts = (d: MapDocument) =>
      findNodes(renderMap(d, geometry), (n) => n.attrs['data-legend-no-data'] === 'bivariate').flatMap((n) =>
        findNodes(n, (t) => t.tag === 'text').map((t) => toSvgString(t)),
      );
    expect(texts(doc).join()).toContain('>No data<');
    const named = applyOperation(doc, setBivariateMap, { noDataLabel: 'Not surveyed' });
    expect(texts(named).join()).toContain('>Not surveyed<');
  });

  it('has no square when its legend is off, the legend hidden, or its level drawn as outlines', () => {
    const doc = bivariateDoc(LOW_HIGH);
    expect(
      squareOf(renderMap(applyOperation(doc, setBivariateMap, { legendVisible: false }), geometry)),
    ).toEqual([]);
    const hidden = { ...doc, legend: { ...doc.legend, visible: false } };
    expect(squareOf(renderMap(hidden, geometry))).toEqual([]);
    expect(squareOf(renderMap(applyOperation(doc, setShow, '2'), geometry))).toEqual([]);
  });

  it('counts its titles and no-data label in the render budget', () => {
    const doc = bivariateDoc(LOW_HIGH);
    const without = applyOperation(doc, setBivariateMap, { legendVisible: false });
    expect(renderCost(doc).characters - renderCost(without).characters).toBe('IncomeRentNo data'.length);
  });

  it('a palette change invalidates the levels, zoom insets and legend, not the texts or annotations', () => {
    const editor = new Editor(bivariateDoc(LOW_HIGH));
    let changes: DocumentChanges | null = null;
    editor.subscribe((change) => {
      changes = change.document;
    });
    editor.apply(setBivariateMap, { palette: 'purple-gold' });
    if (!changes) throw new Error('no change');
    const parts = partsInvalidatedBy(changes);
    for (const part of ['levels', 'zoomInsets', 'legend', 'labels'] as const)
      expect(parts.has(part)).toBe(true);
    expect(parts.has('texts')).toBe(false);
    expect(parts.has('annotations')).toBe(false);
  });
});
