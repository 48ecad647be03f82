import type { GeoProjection } from 'd3-geo';
import type { Arc, ArcIndexes, GeometryObject } from 'topojson-specification';
import type { DivisionProperties } from '../geodata/division';
import type { BBox, ProjectedDivision } from './projected-level';
import { divisionsObject, type DivisionTopology } from './topology';

/**
 * Projection of a level by its TopoJSON arcs, in one pass: every arc is decoded and projected once
 * (a border shared by two divisions is not projected twice), each point through the fitted d3
 * projection's point function, then each division's path data, bounding box and area centroid are
 * built from the projected arcs, and the border mesh from the mesh's arc list.
 *
 * Unlike streaming GeoJSON through d3's geoPath (three passes per division, plus one for the mesh),
 * there is no adaptive resampling and no antimeridian clipping. Neither is needed here: the pipeline
 * simplifies the screen and print files to a fraction of a map unit, so a projected edge is shorter
 * than d3's resampling threshold would care about, and every country's projection is rotated to its
 * own centre, so no division reaches the antimeridian. project.test.ts and
 * bench/editor/verify-projection.ts compare the result with d3's on fixtures and on every built map.
 */

/** A projected arc: x0, y0, x1, y1, … in map space, not rounded. */
type ProjectedArc = Float64Array;

export interface ArcProjection {
  readonly divisions: ProjectedDivision[];
  readonly borders: string;
}

/** Decodes (quantized, delta-encoded or plain) arcs and projects every point once. */
function projectArcs(topology: DivisionTopology, projection: GeoProjection): ProjectedArc[] {
  const transform = topology.transform;
  const [kx, ky] = transform?.scale ?? [1, 1];
  const [dx, dy] = transform?.translate ?? [0, 0];
  const point: [number, number] = [0, 0];
  return topology.arcs.map((arc: Arc) => {
    const out = new Float64Array(arc.length * 2);
    let x = 0;
    let y = 0;
    for (let i = 0; i < arc.length; i++) {
      const position = arc[i] as readonly number[];
      if (transform) {
        x += position[0] ?? 0;
        y += position[1] ?? 0;
        point[0] = x * kx + dx;
        point[1] = y * ky + dy;
      } else {
        point[0] = position[0] ?? 0;
        point[1] = position[1] ?? 0;
      }
      const projected = projection(point);
      out[2 * i] = projected?.[0] ?? NaN;
      out[2 * i + 1] = projected?.[1] ?? NaN;
    }
    return out;
  });
}

/**
 * The arcs with an edge across the projection's own antimeridian (the meridian opposite its central
 * one), which a straight projected edge would draw across the whole map. Undefined for a projection
 * centred on Greenwich: the map files are cut at 180° (Natural Earth's are), so no arc crosses there.
 * A world centred elsewhere (the Pacific) has a few: their divisions are drawn by d3's geoPath, which
 * clips at the antimeridian (project.ts).
 */
export function arcsAcrossCut(
  topology: DivisionTopology,
  projection: GeoProjection,
): ReadonlySet<number> | undefined {
  const lambda = projection.rotate()[0];
  if (lambda === 0) return undefined;
  const transform = topology.transform;
  const kx = transform?.scale[0] ?? 1;
  const dx = transform?.translate[0] ?? 0;
  const across = new Set<number>();
  topology.arcs.forEach((arc: Arc, index) => {
    let x = 0;
    let previous = NaN;
    for (const position of arc as readonly (readonly number[])[]) {
      x = transform ? x + (position[0] ?? 0) : (position[0] ?? 0);
      const longitude = transform ? x * kx + dx : x;
      // The longitude as the rotated projection sees it, in [-180, 180).
      const rotated = ((((longitude + lambda + 180) % 360) + 360) % 360) - 180;
      if (Math.abs(rotated - previous) > 180) {
        across.add(index);
        return;
      }
      previous = rotated;
    }
  });
  return across;
}

/**
 * Bounds [x0, y0, x1, y1] of every arc point under `projection`: the extent of what projectByArcs
 * draws (straight edges between projected points), used to fit the projection (project.ts).
 */
export function projectedArcBounds(topology: DivisionTopology, projection: GeoProjection): BBox {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const arc of projectArcs(topology, projection)) {
    for (let i = 0; i < arc.length; i += 2) {
      const x = arc[i] ?? NaN;
      const y = arc[i + 1] ?? NaN;
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return [x0, y0, x1, y1];
}

/**
 * Path text of the arcs, built once per arc and direction. Coordinates are rounded the way d3's path
 * rounds them (`Math.round(v * k) / k`) and kept as integers of 1/k unit, so the text can give every
 * point after a ring's first as its offset from the point before (`l`, relative) without the rounding
 * drifting: an offset is the difference of two rounded points, exact in integers. Offsets are shorter
 * than coordinates ("l.5-.3" against "L297.9,124.5"), so the projected files are much smaller (sizes in
 * bench/RESULTS.md; decision "Map files: relative path text and ASCII JSON"). A ring or line is its
 * first point as an absolute `M`, then its arcs' texts: consecutive arcs share their joining point,
 * which each arc's text leaves out at its start.
 */
class ArcText {
  readonly #arcs: readonly ProjectedArc[];
  readonly #k: number;
  readonly #points: (Int32Array | undefined)[];
  readonly #forward: (RelativeText | undefined)[];
  readonly #backward: (RelativeText | undefined)[];

  constructor(arcs: readonly ProjectedArc[], digits: number) {
    this.#arcs = arcs;
    this.#k = 10 ** digits;
    this.#points = new Array<Int32Array | undefined>(arcs.length);
    this.#forward = new Array<RelativeText | undefined>(arcs.length);
    this.#backward = new Array<RelativeText | undefined>(arcs.length);
  }

  /** `Mx,y` of an arc's first point in the given direction (absolute). */
  start(index: number): string {
    const points = this.#pointsOf(index);
    const at = index < 0 ? points.length - 2 : 0;
    const k = this.#k;
    return `M${(points[at] ?? NaN) / k},${(points[at + 1] ?? NaN) / k}`;
  }

  /** `l dx dy…` of an arc's points after its first, in the given direction, each from the one before. */
  rest(index: number): string {
    return this.#textOf(index).text;
  }

  /** `rest` without the arc's last point: a ring's last arc, whose last point is the ring's first. */
  restButLast(index: number): string {
    const { text, butLast } = this.#textOf(index);
    return text.slice(0, butLast);
  }

  #textOf(index: number): RelativeText {
    const cache = index < 0 ? this.#backward : this.#forward;
    const slot = index < 0 ? ~index : index;
    let text = cache[slot];
    if (text === undefined) {
      text = relativeText(this.#pointsOf(index), index < 0, this.#k);
      cache[slot] = text;
    }
    return text;
  }

  #pointsOf(index: number): Int32Array {
    const slot = index < 0 ? ~index : index;
    let points = this.#points[slot];
    if (points === undefined) {
      const arc = this.#arcs[slot];
      if (!arc) throw new Error(`The map file refers to a missing arc (${index})`);
      const k = this.#k;
      points = new Int32Array(arc.length);
      for (let i = 0; i < arc.length; i++) points[i] = Math.round((arc[i] ?? NaN) * k);
      this.#points[slot] = points;
    }
    return points;
  }
}

/** An arc's relative text, and where the text of all but its last point ends. */
interface RelativeText {
  readonly text: string;
  readonly butLast: number;
}

/**
 * `l` and the offsets between consecutive points (integers of 1/k unit, x and y interleaved), walked
 * backwards when `reversed`. Numbers are written as short as SVG's grammar allows: no leading zero
 * (".5"), and no separator before a minus sign or before a second fraction (".5.3" is 0.5, 0.3).
 */
function relativeText(points: Int32Array, reversed: boolean, k: number): RelativeText {
  const count = points.length / 2;
  if (count < 2) return { text: '', butLast: 0 };
  let text = 'l';
  let butLast = 0;
  let previous = '';
  for (let step = 1; step < count; step++) {
    const i = reversed ? count - 1 - step : step;
    const j = reversed ? i + 1 : i - 1;
    if (step === count - 1) butLast = step === 1 ? 0 : text.length;
    const x = offsetText((points[2 * i] ?? NaN) - (points[2 * j] ?? NaN), k);
    const y = offsetText((points[2 * i + 1] ?? NaN) - (points[2 * j + 1] ?? NaN), k);
    text += previous === '' || joinsWithoutSeparator(previous, x) ? x : ` ${x}`;
    text += joinsWithoutSeparator(x, y) ? y : ` ${y}`;
    previous = y;
  }
  return { text, butLast };
}

/** An offset of `units`/k, as short as it can be written ("0.5" as ".5", "-0.5" as "-.5"). */
function offsetText(units: number, k: number): string {
  const value = units / k;
  let text = String(value);
  if (text.includes('e')) text = value.toFixed(Math.round(Math.log10(k)));
  if (text.startsWith('0.')) return text.slice(1);
  if (text.startsWith('-0.')) return `-${text.slice(2)}`;
  return text;
}

/** Whether `next` can follow `previous` with no separator and still read as a number of its own. */
function joinsWithoutSeparator(previous: string, next: string): boolean {
  return next.startsWith('-') || (next.startsWith('.') && previous.includes('.'));
}

/** Running bounds and signed-area centroid sums of one division's rings (unrounded coordinates). */
class Measure {
  x0 = Infinity;
  y0 = Infinity;
  x1 = -Infinity;
  y1 = -Infinity;
  /** Sums of the shoelace formula: twice the signed area, and the centroid moments. */
  area = 0;
  cx = 0;
  cy = 0;
  /** Length-weighted line centroid, d3's fallback when the area is zero. */
  length = 0;
  lx = 0;
  ly = 0;

  ring(arcs: readonly ProjectedArc[], indexes: ArcIndexes): void {
    let firstX = NaN;
    let firstY = NaN;
    let px = NaN;
    let py = NaN;
    let started = false;
    for (const index of indexes) {
      const arc = arcs[index < 0 ? ~index : index];
      if (!arc) continue;
      const n = arc.length / 2;
      for (let step = started ? 1 : 0; step < n; step++) {
        const i = index < 0 ? n - 1 - step : step;
        const x = arc[2 * i] ?? NaN;
        const y = arc[2 * i + 1] ?? NaN;
        if (x < this.x0) this.x0 = x;
        if (x > this.x1) this.x1 = x;
        if (y < this.y0) this.y0 = y;
        if (y > this.y1) this.y1 = y;
        if (started) this.#edge(px, py, x, y);
        else {
          firstX = x;
          firstY = y;
          started = true;
        }
        px = x;
        py = y;
      }
    }
    if (started) this.#edge(px, py, firstX, firstY);
  }

  #edge(ax: number, ay: number, bx: number, by: number): void {
    const cross = ax * by - bx * ay;
    this.area += cross;
    this.cx += (ax + bx) * cross;
    this.cy += (ay + by) * cross;
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.sqrt(dx * dx + dy * dy); // Math.hypot is several times slower

    this.length += length;
    this.lx += ((ax + bx) / 2) * length;
    this.ly += ((ay + by) / 2) * length;
  }

  centroid(): [number, number] {
    if (this.area !== 0) return [this.cx / (3 * this.area), this.cy / (3 * this.area)];
    if (this.length !== 0) return [this.lx / this.length, this.ly / this.length];
    return [NaN, NaN];
  }
}

function polygonsOf(geometry: GeometryObject<DivisionProperties>): readonly ArcIndexes[][] | null {
  if (geometry.type === 'Polygon') return [geometry.arcs];
  if (geometry.type === 'MultiPolygon') return geometry.arcs;
  return null;
}

function round(value: number, digits: number): number {
  const k = 10 ** digits;
  return Math.round(value * k) / k;
}

/** The ring's text: `M` first point, each arc's rest, minus the closing point (d3 closes with `Z`). */
function ringText(text: ArcText, indexes: ArcIndexes): string {
  const [first] = indexes;
  const lastAt = indexes.length - 1;
  if (first === undefined) return '';
  // The ring's last point is its first again: Z closes it, as d3's path leaves that point out.
  let d = text.start(first);
  indexes.forEach((index, i) => (d += i === lastAt ? text.restButLast(index) : text.rest(index)));
  return `${d}Z`;
}

/**
 * Projects one level's divisions and mesh. Divisions whose geometry is not a polygon (never written by
 * the pipeline) are handed to `other`, which draws them the slow, general way.
 */
export function projectByArcs(
  topology: DivisionTopology,
  projection: GeoProjection,
  digits: number,
  other: (index: number) => ProjectedDivision,
  /** Arcs across the projection's antimeridian (arcsAcrossCut): their divisions go to `other`. */
  across?: ReadonlySet<number>,
): ArcProjection {
  const object = divisionsObject(topology);
  const arcs = projectArcs(topology, projection);
  const text = new ArcText(arcs, digits);
  const divisions = object.geometries.map((geometry, index): ProjectedDivision => {
    const id = geometry.id;
    if (typeof id !== 'string' || id === '')
      throw new Error(`Division #${index} of the map file has no string id`);
    const properties = geometry.properties as Partial<DivisionProperties> | undefined;
    if (typeof properties?.name !== 'string' || properties.name === '') {
      throw new Error(`Division ${id} of the map file has no name`);
    }
    const polygons = polygonsOf(geometry);
    if (!polygons || (across && crossesCut(polygons, across))) return other(index);
    const measure = new Measure();
    let d = '';
    for (const polygon of polygons) {
      for (const ring of polygon) {
        d += ringText(text, ring);
        measure.ring(arcs, ring);
      }
    }
    const bbox: BBox =
      d === ''
        ? [0, 0, 0, 0]
        : [
            round(measure.x0, digits),
            round(measure.y0, digits),
            round(measure.x1, digits),
            round(measure.y1, digits),
          ];
    const [cx, cy] = measure.centroid();
    const centroid: readonly [number, number] =
      Number.isFinite(cx) && Number.isFinite(cy)
        ? [round(cx, digits), round(cy, digits)]
        : [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2];
    const { nameLocal, aliases, code, formerCodes, parent } = properties;
    return {
      id,
      name: properties.name,
      ...(nameLocal !== undefined && { nameLocal }),
      ...(aliases !== undefined && { aliases }),
      ...(code !== undefined && { code }),
      ...(formerCodes !== undefined && { formerCodes }),
      ...(parent !== undefined && { parent }),
      d,
      bbox,
      centroid,
    };
  });
  let borders = '';
  for (const line of meshLines(topology, object.geometries)) {
    const [first] = line;
    if (first === undefined) continue;
    borders += text.start(first);
    for (const index of line) borders += text.rest(index);
  }
  return { divisions, borders };
}

function crossesCut(
  polygons: readonly (readonly (readonly number[])[])[],
  across: ReadonlySet<number>,
): boolean {
  if (across.size === 0) return false;
  return polygons.some((polygon) => polygon.some((ring) => ring.some((i) => across.has(i < 0 ? ~i : i))));
}

/**
 * The mesh as lines of arc indexes: every arc used by a division once (its first use's direction),
 * stitched into lines where arcs meet end to start. The same algorithm and output as topojson-client's
 * `meshArcs(topology, object).arcs` (its `extractArcs` and `stitch`), with Maps instead of objects in
 * dictionary mode and arrays carrying properties, which made it the slowest step (bench/RESULTS.md).
 */
export function meshLines(
  topology: DivisionTopology,
  geometries: readonly GeometryObject<DivisionProperties>[],
): number[][] {
  const firstUse = new Array<number | undefined>(topology.arcs.length);
  const use = (i: number) => {
    const j = i < 0 ? ~i : i;
    if (firstUse[j] === undefined) firstUse[j] = i;
  };
  for (const geometry of geometries) {
    if (geometry.type === 'Polygon' || geometry.type === 'MultiLineString') {
      for (const ring of geometry.arcs) for (const i of ring) use(i);
    } else if (geometry.type === 'MultiPolygon') {
      for (const polygon of geometry.arcs) for (const ring of polygon) for (const i of ring) use(i);
    } else if (geometry.type === 'LineString') {
      for (const i of geometry.arcs) use(i);
    }
  }
  const arcs: number[] = [];
  for (const i of firstUse) if (i !== undefined) arcs.push(i);
  return stitch(topology, arcs);
}

interface Fragment {
  arcs: number[];
  start: string;
  end: string;
}

/** topojson-client's stitch (see meshLines), keyed by the arcs' end positions. */
function stitch(topology: DivisionTopology, arcs: number[]): number[][] {
  const arcAt = (i: number): Arc => topology.arcs[i < 0 ? ~i : i] ?? [];
  const stitched = new Uint8Array(topology.arcs.length);
  const byStart = new Map<string, Fragment>();
  const byEnd = new Map<string, Fragment>();
  const fragments: number[][] = [];

  // Stitch empty arcs first, since they may be subsumed by other arcs.
  let emptyIndex = -1;
  arcs.forEach((i, j) => {
    const arc = arcAt(i);
    const second = arc[1];
    if (arc.length < 3 && second && !second[0] && !second[1]) {
      const t = arcs[++emptyIndex] ?? i;
      arcs[emptyIndex] = i;
      arcs[j] = t;
    }
  });

  const ends = (i: number): [string, string] => {
    const arc = arcAt(i);
    const p0 = arc[0] ?? [];
    let p1: readonly number[];
    if (topology.transform) {
      let x = 0;
      let y = 0;
      for (const d of arc) {
        x += d[0] ?? 0;
        y += d[1] ?? 0;
      }
      p1 = [x, y];
    } else {
      p1 = arc[arc.length - 1] ?? [];
    }
    const a = `${p0[0]},${p0[1]}`;
    const b = `${p1[0]},${p1[1]}`;
    return i < 0 ? [b, a] : [a, b];
  };

  for (const i of arcs) {
    const [start, end] = ends(i);
    let f = byEnd.get(start);
    if (f) {
      byEnd.delete(f.end);
      f.arcs.push(i);
      f.end = end;
      const g = byStart.get(end);
      if (g) {
        byStart.delete(g.start);
        const fg = g === f ? f : { arcs: f.arcs.concat(g.arcs), start: f.start, end: g.end };
        byStart.set(fg.start, fg);
        byEnd.set(fg.end, fg);
      } else {
        byStart.set(f.start, f);
        byEnd.set(f.end, f);
      }
    } else if ((f = byStart.get(end))) {
      byStart.delete(f.start);
      f.arcs.unshift(i);
      f.start = start;
      const g = byEnd.get(start);
      if (g) {
        byEnd.delete(g.end);
        const gf = g === f ? f : { arcs: g.arcs.concat(f.arcs), start: g.start, end: f.end };
        byStart.set(gf.start, gf);
        byEnd.set(gf.end, gf);
      } else {
        byStart.set(f.start, f);
        byEnd.set(f.end, f);
      }
    } else {
      f = { arcs: [i], start, end };
      byStart.set(start, f);
      byEnd.set(end, f);
    }
  }

  const flush = (from: Map<string, Fragment>, other: Map<string, Fragment>) => {
    for (const f of from.values()) {
      other.delete(f.start);
      for (const i of f.arcs) stitched[i < 0 ? ~i : i] = 1;
      fragments.push(f.arcs);
    }
  };
  flush(byEnd, byStart);
  flush(byStart, byEnd);
  for (const i of arcs) if (!stitched[i < 0 ? ~i : i]) fragments.push([i]);
  return fragments;
}
