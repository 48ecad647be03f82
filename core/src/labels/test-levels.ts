import type { MapDocument } from '../document/schema';
import { ringsOf } from '../geo/path-rings';
import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';
import { mapTransform } from '../render/transform';
import type { PlacedLabel } from './place';
import { pointInRings, ringBox } from './rings';

/** Path data of a closed ring through the points (map space). */
function ringPath(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z`;
}

export function rect(x: number, y: number, w: number, h: number): [number, number][] {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

/** A crescent opening to the right: its centroid and box centre lie outside it. */
export function crescent(cx: number, cy: number, r: number): [number, number][] {
  const outer: [number, number][] = [];
  const inner: [number, number][] = [];
  for (let i = 0; i <= 32; i++) {
    const a = Math.PI / 2 + (i / 32) * Math.PI;
    outer.push([cx + r * Math.cos(a), cy - r * Math.sin(a)]);
  }
  for (let i = 32; i >= 0; i--) {
    const a = Math.PI / 2 + (i / 32) * Math.PI;
    inner.push([cx + r * 0.35 + r * 0.75 * Math.cos(a), cy - r * 0.8 * Math.sin(a)]);
  }
  return [...outer, ...inner];
}

/** A Croatia-like boomerang: a long arm east and a long arm south-east, joined at a corner. */
export function boomerang(x: number, y: number, s: number): [number, number][] {
  return [
    [x, y],
    [x + 6 * s, y],
    [x + 6 * s, y + s],
    [x + 1.2 * s, y + s],
    [x + 5 * s, y + 6 * s],
    [x + 4.2 * s, y + 6.6 * s],
    [x, y + 1.2 * s],
  ];
}

export function division(
  id: string,
  name: string,
  rings: readonly (readonly (readonly [number, number])[])[],
  extra: Partial<ProjectedDivision> = {},
): ProjectedDivision {
  const xs = rings.flat().map((p) => p[0]);
  const ys = rings.flat().map((p) => p[1]);
  return {
    id,
    name,
    d: rings.map(ringPath).join(''),
    bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    centroid: [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2],
    ...extra,
  };
}

export function level(levelNumber: 1 | 2, divisions: readonly ProjectedDivision[]): ProjectedLevel {
  return {
    level: levelNumber,
    space: { width: 1000, height: 1000 },
    divisions,
    borders: '',
    extent: [0, 0, 1000, 1000],
  };
}

/** A checkerboard of `n` x `n` square divisions filling map space, named by their row and column. */
export function gridLevel(
  levelNumber: 1 | 2,
  n: number,
  names = (i: number, j: number) => `Place ${i}-${j}`,
) {
  const size = 1000 / n;
  const divisions: ProjectedDivision[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      divisions.push(
        division(`D${String(i).padStart(2, '0')}${String(j).padStart(2, '0')}`, names(i, j), [
          rect(j * size, i * size, size, size),
        ]),
      );
  return level(levelNumber, divisions);
}

/** Whether no two labels' boxes overlap (a sweep along x, so thousands of labels are checked fast). */
export function noOverlaps(labels: readonly PlacedLabel[]): boolean {
  const sorted = [...labels].sort((a, b) => a.box[0] - b.box[0]);
  for (let i = 0; i < sorted.length; i++) {
    const a = (sorted[i] as PlacedLabel).box;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = (sorted[j] as PlacedLabel).box;
      if (b[0] >= a[2]) break;
      if (a[1] < b[3] && b[1] < a[3]) return false;
    }
  }
  return true;
}

/**
 * Whether a label's text box (its halo may reach over the border) lies in its division, checked apart from the placement's own test: points
 * along the box's edges are inside the rings and no vertex of a ring is inside the box.
 */
/**
 * What a label's kind promises about its division: an inside label's text lies in it (below); a label
 * over it keeps the division's visual centre within its text; callouts and pinned labels promise neither.
 */
export function labelKeepsToDivision(
  doc: MapDocument,
  geometry: { readonly level1?: ProjectedLevel; readonly level2?: ProjectedLevel },
  projected: ProjectedLevel,
  label: PlacedLabel,
): boolean {
  if (label.kind === 'inside') return labelInsideDivision(doc, geometry, projected, label);
  if (label.kind !== 'over') return true;
  const [x0, y0, x1, y1] = label.textBox;
  return label.anchor.x >= x0 && label.anchor.x <= x1 && label.anchor.y >= y0 && label.anchor.y <= y1;
}

export function labelInsideDivision(
  doc: MapDocument,
  geometry: { readonly level1?: ProjectedLevel; readonly level2?: ProjectedLevel },
  projected: ProjectedLevel,
  label: PlacedLabel,
): boolean {
  const d = projected.divisions.find((x) => x.id === label.id);
  if (!d) return false;
  const rings = ringsOf(d.d);
  const t = mapTransform(doc, geometry);
  const offsets = doc.levels[projected.level].offsets;
  const offset = Object.hasOwn(offsets, label.id) ? offsets[label.id] : undefined;
  const x0 = (label.textBox[0] - t.x) / t.scale - (offset?.dx ?? 0);
  const y0 = (label.textBox[1] - t.y) / t.scale - (offset?.dy ?? 0);
  const x1 = (label.textBox[2] - t.x) / t.scale - (offset?.dx ?? 0);
  const y1 = (label.textBox[3] - t.y) / t.scale - (offset?.dy ?? 0);
  for (let k = 0; k <= 8; k++) {
    const f = k / 8;
    for (const [x, y] of [
      [x0 + f * (x1 - x0), y0],
      [x0 + f * (x1 - x0), y1],
      [x0, y0 + f * (y1 - y0)],
      [x1, y0 + f * (y1 - y0)],
    ] as const)
      if (!pointInRings(x, y, rings)) return false;
  }
  for (const ring of rings) {
    const b = ringBox(ring);
    if (b[2] < x0 || b[0] > x1 || b[3] < y0 || b[1] > y1) continue;
    for (let i = 0; i < ring.length; i += 2) {
      const x = ring[i] as number;
      const y = ring[i + 1] as number;
      if (x > x0 && x < x1 && y > y0 && y < y1) return false;
    }
  }
  return true;
}

/** A deep copy to change (documents are immutable, and placements are kept per document object). */
export function copyOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
