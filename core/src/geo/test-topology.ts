import type { DivisionTopology } from './topology';

/**
 * Two adjacent 1x1 degree squares on the equator, A (0..1 E) and B (1..2 E), sharing arc 0.
 * Rings are clockwise as d3-geo expects for spherical polygons. Used by geo and render tests.
 */
export function twoSquaresTopology(): DivisionTopology {
  return {
    type: 'Topology',
    arcs: [
      [
        [1, 0],
        [1, 1],
      ],
      [
        [1, 1],
        [0, 1],
        [0, 0],
        [1, 0],
      ],
      [
        [1, 0],
        [2, 0],
        [2, 1],
        [1, 1],
      ],
    ],
    objects: {
      divisions: {
        type: 'GeometryCollection',
        geometries: [
          {
            type: 'Polygon',
            id: 'A',
            arcs: [[-1, -2]],
            properties: { name: 'Île-de-France', code: 'FR-IDF' },
          },
          {
            type: 'Polygon',
            id: 'B',
            arcs: [[0, -3]],
            properties: { name: 'Bretagne', nameLocal: 'Breizh', parent: 'P' },
          },
        ],
      },
    },
  };
}
