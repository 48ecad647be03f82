import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import type { MapDocumentData } from '../document/schema';
import { ringsOf } from '../geo/path-rings';
import { territoryOutline } from '../geo/territory-outline';
import { renderMap } from '../render/render-map';
import { findNodes } from '../render/svg-tree';
import { toSvgString } from '../render/to-svg-string';
import { mapTransform } from '../render/transform';
import { placeLabels } from './place';
import { pointInRings } from './rings';
import { placeTerritoryLabels, territoryAnchor } from './territory-labels';
import { gridLevel } from './test-levels';

/** A 4 x 4 grid; "Nord" is an L of five squares, whose box centre lies outside it. */
const grid = gridLevel(1, 4);
const L = ['D0000', 'D0100', 'D0200', 'D0300', 'D0301'];

function doc(): MapDocumentData {
  const d = createDocument('Germany');
  d.title.text = '';
  d.legend.visible = false;
  d.labels[1].visible = true;
  d.labels[1].minArea = 0;
  d.territories = [
    { id: 't1', name: 'Nord', level: 1, members: L, fill: '#56b4e9', borderColor: '#1a1a1a', borderWidth: 1 },
  ];
  return d;
}

describe('territory labels (decision "Territory labels are placed by the core on the union, and their members\' labels make way")', () => {
  it('anchors a territory inside its union (an L), once per set of members', () => {
    const anchor = territoryAnchor(grid, L);
    expect(anchor).toBeDefined();
    const rings = ringsOf(territoryOutline(grid, L));
    expect(pointInRings(anchor?.x ?? -1, anchor?.y ?? -1, rings)).toBe(true);
    expect(territoryAnchor(grid, [...L])).toBe(anchor);
  });

  it("places the name on the union and leaves out its members' own labels, the others kept", () => {
    const d = doc();
    const names = placeTerritoryLabels(d, { level1: grid });
    expect(names.map((n) => [n.id, n.lines])).toEqual([['t1', ['Nord']]]);
    const name = names[0];
    const t = mapTransform(d, { level1: grid });
    const anchor = territoryAnchor(grid, L);
    expect(name?.x).toBeCloseTo((anchor?.x ?? 0) * t.scale + t.x, 6);
    const labelled = placeLabels(d, { level1: grid }).map((label) => label.id);
    expect(labelled.some((id) => L.includes(id))).toBe(false);
    expect(labelled).toContain('D0303');
    for (const label of placeLabels(d, { level1: grid })) {
      const [x0, y0, x1, y1] = label.box;
      const b = name?.box ?? [0, 0, 0, 0];
      expect(x0 < b[2] && b[0] < x1 && y0 < b[3] && b[1] < y1).toBe(false);
    }
  });

  it('draws the name in every render, on top of the division labels, and not when switched off', () => {
    const d = doc();
    const svg = toSvgString(renderMap(d, { level1: grid }));
    expect(svg).toMatch(
      /<g data-labels-territories=""[^>]*font-weight="700"[^>]*><text[^>]*data-territory-label="t1"[^>]*>Nord<\/text>/,
    );
    const tree = renderMap(d, { level1: grid });
    const labels = findNodes(tree, (n) => n.attrs['data-element'] === 'labels')[0];
    expect(labels?.children?.at(-1)?.attrs['data-labels-territories']).toBe('');

    const off = { ...doc(), territoryLabels: false };
    expect(toSvgString(renderMap(off, { level1: grid }))).not.toContain('data-territory-label');
    expect(placeLabels(off, { level1: grid }).map((label) => label.id)).toEqual(expect.arrayContaining(L));
  });

  it('names territories with division labels off, and drops a name that finds no spot in the frame', () => {
    const d = doc();
    d.labels[1].visible = false;
    expect(toSvgString(renderMap(d, { level1: grid }))).toContain('>Nord</text>');
    const away = { ...d, placement: { offsetX: 5000, offsetY: 0, zoom: 1 } };
    expect(placeTerritoryLabels(away, { level1: grid })).toEqual([]);
  });
});
