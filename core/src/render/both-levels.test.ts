import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { coloursInUse, legendEntries } from '../document/legend-entries';
import {
  applyOperation,
  paintDivision,
  setActiveLevel,
  setDataLayer,
  setShow,
} from '../document/operations/index';
import type { MapDocument } from '../document/schema';
import { paintTargetOf } from '../editor/paint-target';
import { projectCountry } from '../geo/project';
import { twoSquaresTopology } from '../geo/test-topology';
import { baseFillOf, fillOf, inheritedFillOf } from './fill-of';
import { renderMap } from './render-map';
import { findNodes } from './svg-tree';
import { toSvgString } from './to-svg-string';

// Level 1: provinces A and B; level 2: districts A and B, both in province A.
const projected = projectCountry(
  { level1: twoSquaresTopology(), level2: twoSquaresTopology() },
  { type: 'mercator' },
);
const level2 = projected.level2 && {
  ...projected.level2,
  divisions: projected.level2.divisions.map((d) => ({ ...d, parent: 'A' })),
};
const geometry = { level1: projected.level1, level2 };
const base: MapDocument = createDocument('France');
const ORANGE = '#e69f00';
const BLUE = '#0072b2';

function paint(doc: MapDocument, level: 1 | 2, id: string, colour: string): MapDocument {
  return applyOperation(doc, paintDivision, level, id, colour);
}

function districtFills(doc: MapDocument): [unknown, unknown][] {
  const paths = findNodes(renderMap(doc, geometry), (n) => n.attrs['data-division'] !== undefined);
  return paths.map((p) => [p.attrs['data-division'], p.attrs.fill]);
}

describe("both levels shown: what fill a district shows (both levels' paint shows)", () => {
  const painted = paint(base, 1, 'A', ORANGE);
  const both = applyOperation(painted, setShow, 'both');

  it('an unpainted district shows its province’s paint; one painted on its own, its own', () => {
    expect(districtFills(both)).toEqual([
      ['A', ORANGE],
      ['B', ORANGE],
    ]);
    const overridden = paint(both, 2, 'B', BLUE);
    expect(districtFills(overridden)).toEqual([
      ['A', ORANGE],
      ['B', BLUE],
    ]);
    expect(fillOf(overridden, 2, 'A', 'A')).toBe(ORANGE);
    expect(fillOf(overridden, 2, 'B', 'A')).toBe(BLUE);
  });

  it('a district of an unpainted province, or with no parent, shows level 2’s default', () => {
    const def = both.levels[2].style.defaultFill;
    expect(fillOf(both, 2, 'A', 'B')).toBe(def);
    expect(fillOf(both, 2, 'A')).toBe(def);
    expect(inheritedFillOf(both, 2, 'B')).toBeUndefined();
    // The base paths' fill is the fill of such a plain district.
    expect(baseFillOf(both, 2)).toBe(def);
  });

  it('a province’s paint shows only with both levels shown', () => {
    const two = applyOperation(painted, setShow, '2');
    expect(fillOf(two, 2, 'A', 'A')).toBe(two.levels[2].style.defaultFill);
    expect(districtFills(two)).toEqual([
      ['A', two.levels[2].style.defaultFill],
      ['B', two.levels[2].style.defaultFill],
    ]);
    expect(inheritedFillOf(both, 1, 'A')).toBeUndefined();
  });

  it('a data layer on the districts comes before the province’s paint, a district’s own paint after', () => {
    const heat = applyOperation(both, setDataLayer, 'heatMap', 2);
    expect(fillOf(heat, 2, 'A', 'A')).toBe(heat.heatMap.noDataColor);
    expect(fillOf(paint(heat, 2, 'A', BLUE), 2, 'A', 'A')).toBe(BLUE);
  });

  it('the SVG export draws the same fills as the screen (one renderMap)', () => {
    const svg = toSvgString(renderMap(paint(both, 2, 'B', BLUE), geometry, { forExport: true }));
    expect(svg).toMatch(/data-division="A" data-level="2"/);
    const fills = [...svg.matchAll(/fill="([^"]+)"[^>]*data-division="([^"]+)"/g)].map((m) => [m[2], m[1]]);
    expect(fills).toEqual([
      ['A', ORANGE],
      ['B', BLUE],
    ]);
  });

  it('the legend lists both levels’ colours, level 1’s first', () => {
    const overridden = paint(both, 2, 'B', BLUE);
    expect(coloursInUse(overridden)).toEqual([ORANGE, BLUE]);
    expect(legendEntries(overridden).map((e) => e.colour)).toEqual([ORANGE, BLUE]);
    expect(coloursInUse(applyOperation(overridden, setShow, '2'))).toEqual([BLUE]);
    expect(coloursInUse(applyOperation(overridden, setShow, '1'))).toEqual([ORANGE]);
  });
});

describe('what a click paints with both levels shown', () => {
  const both = applyOperation(base, setShow, 'both');

  it('the province of the clicked district while level 1 takes clicks', () => {
    expect(both.activeLevel).toBe(1);
    expect(paintTargetOf(both, { level: 2, id: 'B', parent: 'A' })).toEqual({ level: 1, ids: ['A'] });
  });

  it('the district itself while level 2 takes clicks, or when it has no province', () => {
    const two = applyOperation(both, setActiveLevel, 2);
    expect(paintTargetOf(two, { level: 2, id: 'B', parent: 'A' })).toEqual({ level: 2, ids: ['B'] });
    expect(paintTargetOf(both, { level: 2, id: 'B' })).toEqual({ level: 2, ids: ['B'] });
  });

  it('the clicked division when one level is shown', () => {
    const one = applyOperation(base, setShow, '1');
    expect(paintTargetOf(one, { level: 1, id: 'A' })).toEqual({ level: 1, ids: ['A'] });
  });
});
