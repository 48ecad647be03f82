import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';

export type Areal = Polygon | MultiPolygon;
export type BBox = [number, number, number, number];

export function isAreal(g: Geometry | null | undefined): g is Areal {
  return !!g && (g.type === 'Polygon' || g.type === 'MultiPolygon');
}

/** The polygons of an areal geometry as arrays of rings. */
export function polygonsOf(g: Areal): Position[][][] {
  return g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
}

function bboxOfRings(rings: readonly Position[][]): BBox {
  const b: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings)
    for (const [x, y] of ring) {
      if (x! < b[0]) b[0] = x!;
      if (y! < b[1]) b[1] = y!;
      if (x! > b[2]) b[2] = x!;
      if (y! > b[3]) b[3] = y!;
    }
  return b;
}

export function bboxOf(g: Areal): BBox {
  return bboxOfRings(polygonsOf(g).flat());
}

export function unionBBox(a: BBox, b: BBox): BBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

/** Signed planar area of a ring in square degrees (positive when counter-clockwise). */
export function ringArea(ring: readonly Position[]): number {
  let s = 0;
  for (let i = 0, n = ring.length; i < n; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % n]!;
    s += x1! * y2! - x2! * y1!;
  }
  return s / 2;
}

/** Approximate area in km² (planar, scaled by the cosine of each polygon's latitude). */
export function areaKm2(g: Areal): number {
  let total = 0;
  for (const poly of polygonsOf(g)) {
    const [, y0, , y1] = bboxOfRings([poly[0]!]);
    const k = 111.32 * 111.32 * Math.cos((((y0 + y1) / 2) * Math.PI) / 180);
    let a = Math.abs(ringArea(poly[0]!));
    for (const hole of poly.slice(1)) a -= Math.abs(ringArea(hole));
    total += a * k;
  }
  return total;
}

function ringContains(ring: readonly Position[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

/** Even-odd point-in-polygon test (planar, lon/lat). */
export function contains(g: Areal, [x, y]: readonly [number, number]): boolean {
  for (const poly of polygonsOf(g)) {
    if (!ringContains(poly[0]!, x, y)) continue;
    if (!poly.slice(1).some((h) => ringContains(h, x, y))) return true;
  }
  return false;
}

/**
 * A point guaranteed to lie inside the geometry (unlike the centroid): on a few horizontal lines
 * through the largest polygon, the midpoint of the widest inside segment.
 */
export function pointOnSurface(g: Areal): [number, number] {
  const polys = polygonsOf(g);
  let best = polys[0]!;
  let bestArea = -1;
  for (const p of polys) {
    const a = Math.abs(ringArea(p[0]!));
    if (a > bestArea) {
      bestArea = a;
      best = p;
    }
  }
  const [, y0, , y1] = bboxOfRings([best[0]!]);
  let point: [number, number] | undefined;
  let width = -1;
  for (const f of [0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9]) {
    const y = y0 + (y1 - y0) * f + (y1 - y0) * 1e-7; // nudge off vertices
    const xs: number[] = [];
    for (const ring of best)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!;
        const [xj, yj] = ring[j]!;
        if (yi! > y !== yj! > y) xs.push(((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!);
      }
    xs.sort((a, b) => a - b);
    for (let i = 0; i + 1 < xs.length; i += 2) {
      const w = xs[i + 1]! - xs[i]!;
      if (w > width) {
        width = w;
        point = [(xs[i]! + xs[i + 1]!) / 2, y];
      }
    }
  }
  if (point) return point;
  const p = best[0]![0]!;
  return [p[0]!, p[1]!];
}

function segDist2(px: number, py: number, a: Position, b: Position): number {
  const [ax, ay] = [a[0]!, a[1]!];
  const [dx, dy] = [b[0]! - ax, b[1]! - ay];
  const l = dx * dx + dy * dy;
  const t = l ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l)) : 0;
  const [qx, qy] = [ax + t * dx - px, ay + t * dy - py];
  return qx * qx + qy * qy;
}

function distanceTo(g: Areal, [x, y]: readonly [number, number]): number {
  let d = Infinity;
  for (const poly of polygonsOf(g))
    for (const ring of poly)
      for (let i = 1; i < ring.length; i++) d = Math.min(d, segDist2(x, y, ring[i - 1]!, ring[i]!));
  return Math.sqrt(d);
}

export interface ParentCandidate {
  id: string;
  geometry: Areal;
}

export type ParentMethod = 'contains' | 'overlap' | 'nearest';

/**
 * The first-level unit that contains a second-level unit: the one containing its point on surface;
 * when none or several do (coastlines of different sources disagree), the one containing most of a
 * grid of points inside it (largest overlap); failing that the nearest.
 */
export function findParent(
  child: Areal,
  parents: readonly (ParentCandidate & { bbox?: BBox })[],
): { id: string; method: ParentMethod } | undefined {
  if (parents.length === 0) return undefined;
  const boxed = parents.map((p) => ({ ...p, bbox: p.bbox ?? bboxOf(p.geometry) }));
  const inBox = (b: BBox, [x, y]: readonly [number, number]) =>
    x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3];
  const pt = pointOnSurface(child);
  const hits = boxed.filter((p) => inBox(p.bbox, pt) && contains(p.geometry, pt));
  if (hits.length === 1) return { id: hits[0]!.id, method: 'contains' };
  // Largest overlap, estimated on a grid of points inside the child (vertices when it is too thin).
  const cb = bboxOf(child);
  const samples: [number, number][] = [];
  const n = 32;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const p: [number, number] = [
        cb[0] + ((i + 0.5) / n) * (cb[2] - cb[0]),
        cb[1] + ((j + 0.5) / n) * (cb[3] - cb[1]),
      ];
      if (contains(child, p)) samples.push(p);
    }
  if (samples.length < 5) {
    const verts = polygonsOf(child).flatMap((p) => p[0]!);
    const step = Math.max(1, Math.floor(verts.length / 300));
    for (let i = 0; i < verts.length; i += step) samples.push([verts[i]![0]!, verts[i]![1]!]);
  }
  const votes = new Map<string, number>();
  for (const v of samples)
    for (const p of boxed)
      if (inBox(p.bbox, v) && contains(p.geometry, v)) votes.set(p.id, (votes.get(p.id) ?? 0) + 1);
  if (votes.size > 0) {
    const [id] = [...votes.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
    return { id, method: 'overlap' };
  }
  let best: { id: string; d: number } | undefined;
  for (const p of boxed) {
    const d = distanceTo(p.geometry, pt);
    if (!best || d < best.d) best = { id: p.id, d };
  }
  return { id: best!.id, method: 'nearest' };
}

/**
 * Bounding box of the country's core: the polygon parts lying within `maxDeg` degrees of the largest
 * part (France without its overseas regions, Spain with the Canaries). Used to choose a projection.
 */
export function coreBBox(geoms: readonly Areal[], maxDeg = 20): BBox {
  const parts = geoms
    .flatMap((g) => polygonsOf(g))
    .map((p) => ({ b: bboxOfRings([p[0]!]), a: Math.abs(ringArea(p[0]!)) }));
  const largest = parts.reduce((m, p) => (p.a > m.a ? p : m), parts[0]!);
  const c = (b: BBox) => [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2] as const;
  const [lx, ly] = c(largest.b);
  let out = largest.b;
  for (const p of parts) {
    const [x, y] = c(p.b);
    if (Math.hypot((x - lx) * Math.cos((ly * Math.PI) / 180), y - ly) <= maxDeg) out = unionBBox(out, p.b);
  }
  return out;
}

/** Width of a bbox (the larger of its two spans) in metres. */
export function extentMetres(b: BBox): number {
  const midLat = (b[1] + b[3]) / 2;
  const w = (b[2] - b[0]) * 111_320 * Math.cos((midLat * Math.PI) / 180);
  const h = (b[3] - b[1]) * 110_574;
  return Math.max(w, h);
}
