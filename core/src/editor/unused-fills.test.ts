import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { legendRows } from '../document/legend-entries';
import { applyOperation } from '../document/operations/apply-operation';
import { paintDivision } from '../document/operations/paint';
import { groupIntoTerritories, groupIntoTerritory } from '../document/operations/territories';
import type { MapDocument } from '../document/schema';
import { DEFAULT_PAINT_COLOUR } from './session';
import { coloursOnMap, labOf, unusedFill, unusedFills } from './unused-fills';

const base: MapDocument = createDocument('Germany');
const painted = applyOperation(base, paintDivision, 1, '05', DEFAULT_PAINT_COLOUR);

function distance(p: string, q: string): number {
  const [a, b] = [labOf(p), labOf(q)];
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

describe('fills for new areas', () => {
  it('counts every level’s paint, every territory’s fill and the unpainted fill as on the map', () => {
    let doc = applyOperation(painted, paintDivision, 2, '05111', '#123456');
    doc = applyOperation(doc, groupIntoTerritory, {
      name: 'Nord',
      level: 1,
      members: ['01'],
      fill: '#abcdef',
    });
    expect([...coloursOnMap(doc)].sort()).toEqual(['#123456', '#abcdef', '#dcdcdc', '#e69f00']);
  });

  it('keeps the colour the user paints with while the map does not use it', () => {
    expect(unusedFill(base, '#D55E00')).toBe('#d55e00');
  });

  it('gives a new territory another colour than a painted region’s: the legend lists no colour twice', () => {
    // The case: a region painted orange, then a territory made with orange still chosen.
    const fill = unusedFill(painted, DEFAULT_PAINT_COLOUR);
    expect(fill).not.toBe(DEFAULT_PAINT_COLOUR);
    expect(fill).toBe('#56b4e9'); // Okabe-Ito's next colour
    const doc = applyOperation(painted, groupIntoTerritory, {
      name: 'Nord',
      level: 1,
      members: ['01'],
      fill,
    });
    const colours = legendRows(doc).map((row) => row.colour);
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('skips black, greys and colours close to one on the map', () => {
    const doc = applyOperation(painted, paintDivision, 1, '06', '#57b5ea'); // next to Okabe-Ito's sky blue
    const fills = unusedFills(doc, 12);
    expect(fills).not.toContain('#56b4e9');
    expect(fills).not.toContain('#000000');
    expect(fills).not.toContain('#bbbbbb');
    for (const fill of fills) {
      for (const used of coloursOnMap(doc)) expect(distance(fill, used)).toBeGreaterThanOrEqual(12);
    }
  });

  it('gives a pasted table’s territories distinct colours the map does not use, however many', () => {
    for (const count of [3, 40, 1000]) {
      const fills = unusedFills(painted, count);
      expect(fills).toHaveLength(count);
      expect(new Set(fills).size).toBe(count);
      for (const fill of fills) expect(coloursOnMap(painted).has(fill)).toBe(false);
      for (const fill of fills) expect(fill).toMatch(/^#[0-9a-f]{6}$/);
    }
    const groups = ['A', 'B', 'C'].map((name, i) => ({ name, members: [`0${i + 1}`] }));
    const doc = applyOperation(painted, (d) => void groupIntoTerritories(d, 1, groups, unusedFills(d, 3)));
    const colours = legendRows(doc).map((row) => row.colour);
    expect(colours).toHaveLength(4);
    expect(new Set(colours).size).toBe(4);
  });
});
