/**
 * The part of polylabel (v2, untyped) the core uses: the pole of inaccessibility of a polygon given as
 * rings of [x, y] points (the first ring outer, the rest holes), and its distance to the nearest edge.
 */
declare module 'polylabel' {
  export default function polylabel(
    polygon: readonly (readonly (readonly [number, number])[])[],
    precision?: number,
    debug?: boolean,
  ): [number, number] & { distance: number };
}
