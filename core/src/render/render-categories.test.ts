import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { applyOperation } from '../document/operations/apply-operation';
import { moveCategory, setCategoryColour, setCategoryValues } from '../document/operations/categories';
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
import { renderMap } from './render-map';
import { findNodes, type SvgNode } from './svg-tree';

const topology = twoSquaresTopology();
const geometry = projectCountry({ level1: topology, level2: topology }, { type: 'mercator' });

function categoryDoc(groups: Parameters<typeof setCategoryValues>[1]): MapDocument {
  const doc = applyOperation(createDocument('France'), setDataLayer, 'categories', 1);
  return applyOperation(doc, setCategoryValues, groups);
}

const legendTexts = (root: SvgNode) =>
  findNodes(root, (n) => 'data-legend-category' in n.attrs || 'data-legend-no-data' in n.attrs).map((row) =>
    findNodes(row, (n) => n.tag === 'text').map((t) => t.children?.join('') ?? t.text),
  );

describe('categorical map', () => {
  it('fills each division with its category’s colour; a painted division keeps its paint', () => {
    const doc = categoryDoc([
      { name: 'Yes', members: ['A'] },
      { name: 'No', members: ['B'] },
    ]);
    expect([fillOf(doc, 1, 'A'), fillOf(doc, 1, 'B')]).toEqual(['#e69f00', '#56b4e9']);
    const paths = findNodes(renderMap(doc, geometry), (n) => 'data-division' in n.attrs);
    expect(paths.map((p) => p.attrs.fill)).toEqual(['#e69f00', '#56b4e9']);
    expect(fillOf(applyOperation(doc, paintDivision, 1, 'A', '#123456'), 1, 'A')).toBe('#123456');
    // Off, the level's own fill again.
    const off = applyOperation(doc, setDataLayer, 'none');
    expect(fillOf(off, 1, 'A')).toBe(off.levels[1].style.defaultFill);
  });

  it('draws a division without a category in the no-data colour, the base fill of the level', () => {
    const doc = categoryDoc([{ name: 'Yes', members: ['A'] }]);
    expect(fillOf(doc, 1, 'B')).toBe(doc.categories.noDataColor);
    expect(baseFillOf(doc, 1)).toBe(doc.categories.noDataColor);
  });

  it('lists the categories in their order in the legend, then “No data” only when a division has none', () => {
    const all = categoryDoc([
      { name: 'Yes', members: ['A'] },
      { name: 'No', members: ['B'] },
    ]);
    expect(legendTexts(renderMap(all, geometry))).toEqual([['Yes'], ['No']]);
    const moved = applyOperation(all, moveCategory, 'No', 0);
    const svg = renderMap(moved, geometry);
    expect(legendTexts(svg)).toEqual([['No'], ['Yes']]);
    const swatches = findNodes(svg, (n) => 'data-legend-category' in n.attrs).map(
      (row) => findNodes(row, (n) => n.key === 'swatch')[0]?.attrs.fill,
    );
    expect(swatches).toEqual(['#56b4e9', '#e69f00']);
    const some = categoryDoc([{ name: 'Yes', members: ['A'] }]);
    expect(legendTexts(renderMap(some, geometry))).toEqual([['Yes'], ['No data']]);
  });

  it('has no legend rows while its level is drawn as outlines', () => {
    let doc = categoryDoc([{ name: 'Yes', members: ['A'] }]);
    doc = applyOperation(doc, setShow, '2');
    expect(legendTexts(renderMap(doc, geometry))).toEqual([]);
  });

  it('a recolour invalidates the levels, legend and what keeps clear of them, not the texts or annotations', () => {
    const editor = new Editor(categoryDoc([{ name: 'Yes', members: ['A'] }]));
    let changes: DocumentChanges | null = null;
    editor.subscribe((change) => {
      changes = change.document;
    });
    editor.apply(setCategoryColour, 'Yes', '#111111');
    if (!changes) throw new Error('no change');
    const parts = partsInvalidatedBy(changes);
    expect(parts.has('levels')).toBe(true);
    expect(parts.has('legend')).toBe(true);
    expect(parts.has('texts')).toBe(false);
    expect(parts.has('annotations')).toBe(false);
  });
});
