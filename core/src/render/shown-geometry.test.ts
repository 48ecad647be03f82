import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { applyOperation } from '../document/operations/apply-operation';
import { setShownDivisions } from '../document/operations/shown-divisions';
import { setPlacement } from '../document/operations/placement';
import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';
import { renderMap } from './render-map';
import { shownGeometry } from './shown-geometry';
import type { SvgNode } from './svg-tree';
import { mapTransform } from './transform';

const square = (id: string, x: number, parent?: string): ProjectedDivision => ({
  id,
  name: id,
  ...(parent && { parent }),
  d: `M${x},0h10v10h-10Z`,
  bbox: [x, 0, x + 10, 10],
  centroid: [x + 5, 5],
});

const level = (n: 1 | 2, divisions: ProjectedDivision[]): ProjectedLevel => ({
  level: n,
  space: { width: 300, height: 10 },
  divisions,
  borders: 'M0,0H300',
  extent: [0, 0, 300, 10],
});

// Three countries in a row, C far to the east; each has two first-level divisions.
const geometry = {
  level1: level(1, [square('A', 0), square('B', 10), square('C', 290)]),
  level2: level(2, [
    square('a1', 0, 'A'),
    square('a2', 0, 'A'),
    square('b1', 10, 'B'),
    square('b2', 10, 'B'),
    square('c1', 290, 'C'),
    square('c2', 290, 'C'),
  ]),
  context: 'M-10,0h5v5h-5Z',
};

const find = (node: SvgNode, key: string): SvgNode | undefined =>
  node.key === key ? node : node.children?.map((child) => find(child, key)).find(Boolean);

describe('shownGeometry (decision "A map shows a chosen set of its first level")', () => {
  it('keeps the chosen countries and their divisions, fitted to them, the rest as context', () => {
    const shown = shownGeometry(['A', 'B'], geometry);
    expect(shown.level1?.divisions.map((d) => d.id)).toEqual(['A', 'B']);
    expect(shown.level2?.divisions.map((d) => d.id)).toEqual(['a1', 'a2', 'b1', 'b2']);
    expect(shown.level1?.extent).toEqual([0, 0, 20, 10]);
    expect(shown.level2?.extent).toEqual([0, 0, 20, 10]);
    expect(shown.level1?.borders).toBe('M0,0h10v10h-10ZM10,0h10v10h-10Z');
    // The region's own context first, then the country not shown.
    expect(shown.context).toBe('M-10,0h5v5h-5ZM290,0h10v10h-10Z');
  });

  it('is the map data itself for no set or a set of ids the map lacks, and the same object for the same set', () => {
    expect(shownGeometry([], geometry)).toBe(geometry);
    expect(shownGeometry(['Atlantis'], geometry)).toBe(geometry);
    const shown = shownGeometry(['B'], geometry);
    expect(shownGeometry(['B'], geometry)).toBe(shown);
    // Applied again to its own result, or back to all from it.
    expect(shownGeometry(['B'], shown)).toBe(shown);
    expect(shownGeometry([], shown)).toBe(geometry);
    expect(shownGeometry(['A'], shown).level1?.divisions.map((d) => d.id)).toEqual(['A']);
    // A copy of it (an export's, with the screen's extents) is taken as it is.
    const copy = { ...shown };
    expect(shownGeometry(['B'], copy)).toBe(copy);
  });

  it('is what every output draws: only the chosen countries take a path, the rest one quiet context path', () => {
    const doc = applyOperation(createDocument('World'), setShownDivisions, ['A', 'B']);
    const tree = renderMap(doc, geometry);
    const map = find(tree, 'map');
    const divisions = JSON.stringify(map).match(/"data-division":"\w+"/g) ?? [];
    expect(divisions).toEqual(['"data-division":"A"', '"data-division":"B"']);
    expect(find(tree, 'context:land')?.attrs.d).toBe(shownGeometry(['A', 'B'], geometry).context);
    // Fitted to A and B: twenty map units fill the frame's width as 300 did before.
    const all = mapTransform(createDocument('World'), geometry).scale;
    expect(mapTransform(doc, shownGeometry(['A', 'B'], geometry)).scale).toBeGreaterThan(all * 5);
  });

  it("fits the set's core: a far, small island does not shrink the map, a near one joins it", () => {
    const island = (id: string, x: number, y: number): ProjectedDivision => ({
      id,
      name: id,
      parent: 'A',
      d: `M${x},${y}h1v1h-1Z`,
      bbox: [x, y, x + 1, y + 1],
      centroid: [x + 0.5, y + 0.5],
    });
    const withIslands = {
      ...geometry,
      level2: level(2, [...geometry.level2.divisions, island('far', 150, 5), island('near', 21, 5)]),
    };
    const shown = shownGeometry(['A', 'B'], withIslands);
    expect(shown.level2?.divisions.map((d) => d.id)).toContain('far');
    // The far island is drawn but not fitted to; the near one (beyond the core's box, within a tenth of
    // its size) is.
    expect(shown.level2?.extent).toEqual([0, 0, 22, 10]);
    expect(shown.level1?.extent).toEqual(shown.level2?.extent);
  });

  it('is chosen as one undo step that fits the map anew', () => {
    const zoomed = applyOperation(createDocument('World'), setPlacement, {
      zoom: 3,
      offsetX: 40,
      offsetY: 0,
    });
    const doc = applyOperation(zoomed, setShownDivisions, ['CAN', 'USA', 'CAN']);
    expect(doc.shownDivisions).toEqual(['CAN', 'USA']);
    expect(doc.placement).toEqual({ zoom: 1, offsetX: 0, offsetY: 0 });
  });
});
