import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { setInsetHidden, moveInset, scaleInset } from '../document/operations/insets';
import { applyOperation } from '../document/operations/apply-operation';
import { projectCountry } from '../geo/project';
import { twoSquaresTopology } from '../geo/test-topology';
import type { DivisionTopology } from '../geo/topology';
import { insetGeometry, movedPath } from './inset-geometry';
import { renderMap } from './render-map';
import { findNodes } from './svg-tree';
import { mapTransform } from './transform';

function withIsland(): DivisionTopology {
  const topology = twoSquaresTopology();
  return {
    ...topology,
    arcs: [
      ...topology.arcs,
      [
        [51, 1],
        [51, 0],
        [50, 0],
        [50, 1],
        [51, 1],
      ],
    ],
    objects: {
      divisions: {
        type: 'GeometryCollection',
        geometries: [
          ...topology.objects.divisions.geometries,
          { type: 'Polygon', id: 'C', arcs: [[3]], properties: { name: 'Island' } },
        ],
      },
    },
  };
}

const geometry = projectCountry({ level1: withIsland() }, { type: 'mercator' }, {}, [
  {
    id: 'island',
    caption: 'The Island',
    divisions: ['C'],
    box: [0, 0.6, 0.4, 1],
    projection: { type: 'mercator', rotate: [-50.5, 0, 0] },
  },
]);
const doc = { ...createDocument('France'), activeLevel: 1 as const };
const france = {
  ...doc,
  levels: {
    ...doc.levels,
    1: { ...doc.levels[1], style: { ...doc.levels[1].style, visible: true } },
    2: { ...doc.levels[2], style: { ...doc.levels[2].style, visible: false } },
  },
};

describe('the user changes to territory insets (decision "Territory insets are laid out by the pipeline")', () => {
  it('leaves a geometry without changes (or without insets) as it is', () => {
    expect(insetGeometry({}, geometry)).toBe(geometry);
    const plain = projectCountry({ level1: twoSquaresTopology() }, { type: 'mercator' });
    expect(insetGeometry({ island: { hidden: true, dx: 0, dy: 0, scale: 1 } }, plain)).toBe(plain);
  });

  it('draws each inset with a frame and its caption, and no frame for a hidden one', () => {
    const tree = renderMap(france, geometry, { labels: false });
    expect(findNodes(tree, (n) => n.key === 'inset-frame:island')).toHaveLength(1);
    expect(findNodes(tree, (n) => n.key === 'inset-caption:island')[0]?.text).toBe('The Island');
    expect(findNodes(tree, (n) => n.key === 'division:1:C')).toHaveLength(1);

    const hidden = applyOperation(france, setInsetHidden, 'island', true);
    const hiddenTree = renderMap(hidden, geometry, { labels: false });
    expect(findNodes(hiddenTree, (n) => n.key === 'inset-frame:island')).toHaveLength(0);
    expect(findNodes(hiddenTree, (n) => n.key === 'division:1:C')).toHaveLength(0);
    // The mainland is fitted without the hidden box: it grows.
    const shown = mapTransform(france, insetGeometry(france.insets, geometry)).scale;
    const alone = mapTransform(hidden, insetGeometry(hidden.insets, geometry)).scale;
    expect(alone).toBeGreaterThan(shown);
    // Shown again, the same drawing as before.
    const back = applyOperation(hidden, setInsetHidden, 'island', false);
    expect(back.insets).toEqual({});
  });

  it('moves and resizes an inset: its division, box and frame go together', () => {
    const moved = applyOperation(
      applyOperation(france, moveInset, 'island', 10, -20),
      scaleInset,
      'island',
      2,
    );
    const g = insetGeometry(moved.insets, geometry);
    expect(insetGeometry(moved.insets, g)).toBe(g);
    const before = geometry.insets![0]!.box;
    const after = g.insets![0]!.box;
    expect(after[0]).toBeCloseTo(before[0] + 10);
    expect(after[1]).toBeCloseTo(before[1] - 20);
    expect(after[2] - after[0]).toBeCloseTo(2 * (before[2] - before[0]));
    const c0 = geometry.level1!.divisions.find((d) => d.id === 'C')!;
    const c1 = g.level1!.divisions.find((d) => d.id === 'C')!;
    expect(c1.bbox[0]).toBeCloseTo(before[0] + 10 + 2 * (c0.bbox[0] - before[0]), 1);
    expect(c1.bbox[2] - c1.bbox[0]).toBeCloseTo(2 * (c0.bbox[2] - c0.bbox[0]), 1);
    // The mainland is untouched.
    expect(g.level1!.divisions[0]).toBe(geometry.level1!.divisions[0]);
  });

  it('maps absolute coordinates and scales relative ones', () => {
    const a = { ox: 10, oy: 10, dx: 5, dy: 0, s: 2 };
    expect(movedPath('M20,30l1-2.5.5 0Z', a)).toBe('M35 50l2-5 1 0Z');
  });
});
