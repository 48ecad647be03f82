import { levelCells, onCount, type DivisionCells } from '../data/pixel-cells';
import type { MapDocument } from '../document/schema';
import type { ProjectedLevel } from '../geo/projected-level';
import { gridPitch } from './pixel-pitch';
import { svgNode, type SvgNode } from './svg-tree';
import { fmt, type MapTransform } from './transform';

/**
 * The pixel dot map of a level: its cells, drawn under the level's (transparent) divisions. The grid
 * lives in map space (so a pan moves it with the map) with a pitch of `cellSize` frame pixels at the
 * current zoom. The group is scaled so one cell is one unit, and every cell is a short stroked
 * segment: a square is a segment as long as the stroke is wide (butt caps), a round cell a zero-length
 * segment with round caps. "M12.06 3.5h.88" is a tenth of a filled square's path text and stays
 * exact vector in SVG and PDF (decision "Pixel cells are stroked segments in map space"). Each group of
 * divisions (a first-level parent) has one path of on, off and no-data cells each.
 */
export function renderPixelGrid(
  doc: MapDocument,
  projected: ProjectedLevel,
  transform: MapTransform,
  /** Where the cells are counted, when it is not `projected` (the export counts on the screen's). */
  cellGeometry: ProjectedLevel = projected,
  /** The divisions' moves (a zoom inset's copy draws its divisions where they are, unmoved). */
  offsets: MapDocument['levels'][1]['offsets'] = doc.levels[projected.level].offsets,
): SvgNode {
  const level = projected.level;
  const settings = doc.pixelDotMap;
  const pitch = pitchOf(doc, transform, cellGeometry);
  const cells = levelCells(cellGeometry, pitch, offsets);
  const gap = gapOf(settings);
  const size = round(1 - gap);
  // One path per colour per group: a second-level division's parent, or the division itself on the
  // first level (tens of paths, not thousands: the first draw creates few elements, and a value edit
  // still rewrites only its group's text, from the divisions' cached paths).
  const groups = new Map<string, { on: string[]; off: string[]; noData: string[] }>();
  const parentOf = new Map(projected.divisions.map((d) => [d.id, d.parent]));
  for (const division of cells.divisions) {
    if (division.cells.length === 0) continue;
    const { on, off } = cellPaths(division, percentOf(doc, division.id), settings.shape, gap);
    const group = level === 2 ? (parentOf.get(division.id) ?? division.id) : division.id;
    let lists = groups.get(group);
    if (!lists) groups.set(group, (lists = { on: [], off: [], noData: [] }));
    if (on !== '') lists.on.push(on);
    if (off !== '') (Object.hasOwn(settings.values, division.id) ? lists.off : lists.noData).push(off);
  }
  const paths: SvgNode[] = [];
  const kinds = [
    ['noData', settings.noDataColor],
    ['off', settings.offColor],
    ['on', settings.onColor],
  ] as const;
  for (const [group, lists] of groups) {
    for (const [kind, stroke] of kinds) {
      if (lists[kind].length === 0) continue;
      paths.push(
        svgNode('path', `cells:${group}:${kind}`, {
          d: lists[kind].join(''),
          stroke,
          'data-cells': kind === 'noData' ? 'no-data' : kind,
          'data-cells-of': group,
        }),
      );
    }
  }
  return svgNode(
    'g',
    `cells:${level}`,
    {
      'data-pixel-grid': level,
      transform: `scale(${fmt(pitch)})`,
      fill: 'none',
      'stroke-width': size,
      'stroke-linecap': settings.shape === 'round' ? 'round' : 'butt',
      'pointer-events': 'none',
    },
    paths,
  );
}

/** The gap between cells as a share of the pitch (at most 90 % of it). */
function gapOf(settings: MapDocument['pixelDotMap']): number {
  return Math.min(settings.gap, settings.cellSize * 0.9) / settings.cellSize;
}

/**
 * Writes a division's cell paths as `doc` would draw them, into the cache renderPixelGrid reads
 * (the second half of the editor's idle preparation, after the count).
 */
export function prepareCellPaths(doc: MapDocument, division: DivisionCells): void {
  const settings = doc.pixelDotMap;
  cellPaths(division, percentOf(doc, division.id), settings.shape, gapOf(settings));
}

/**
 * The cell pitch in map units: cellSize frame pixels at the map's current scale, or coarser where the
 * level would otherwise have more cells than the render budget allows (pixel-pitch.ts).
 */
export function pitchOf(doc: MapDocument, transform: MapTransform, level: ProjectedLevel): number {
  return gridPitch(doc, level, transform).pitch;
}

function percentOf(doc: MapDocument, id: string): number {
  const values = doc.pixelDotMap.values;
  return Object.hasOwn(values, id) ? (values[id] ?? 0) : 0;
}

/**
 * Path text of a division's on and off cells, each row by row (left to right, relative moves within
 * a row) whatever the rank order that chose them.
 */
function cellPaths(
  division: DivisionCells,
  percent: number,
  shape: 'square' | 'round',
  gap: number,
): { on: string; off: string } {
  const n = division.cells.length / 2;
  const k = onCount(n, percent);
  const cached = pathCache.get(division);
  if (cached && cached.k === k && cached.shape === shape && cached.gap === gap) return cached;
  const paths = {
    k,
    shape,
    gap,
    on: rowsPath(division, 0, k, shape, gap),
    off: rowsPath(division, k, n, shape, gap),
  };
  pathCache.set(division, paths);
  return paths;
}

/**
 * The last path text of each division's cells: a value edit rewrites one division's text, not the
 * level's (the cells objects live as long as the level's raster, pixel-cells.ts).
 */
const pathCache = new WeakMap<
  DivisionCells,
  { k: number; shape: 'square' | 'round'; gap: number; on: string; off: string }
>();

/** Path text of the cells at rank positions [from, to), row by row (rowOrder lists them so). */
function rowsPath(
  division: DivisionCells,
  from: number,
  to: number,
  shape: 'square' | 'round',
  gap: number,
): string {
  if (to <= from) return '';
  const { cells, rowOrder } = division;
  const square = shape === 'square';
  const length = square ? round(1 - gap) : 0;
  const start = square ? gap / 2 : 0.5;
  const draw = `h${fmtCell(length)}`;
  let path = '';
  let row = Number.NaN;
  let column = 0;
  for (let s = 0; s < rowOrder.length; s++) {
    const i = rowOrder[s] as number;
    if (i < from || i >= to) continue;
    const c = cells[2 * i] as number;
    const r = cells[2 * i + 1] as number;
    if (r !== row) path += `M${fmtCell(c + start)} ${fmtCell(r + 0.5)}${draw}`;
    else path += `m${fmtCell(c - column - length)} 0${draw}`;
    row = r;
    column = c;
  }
  return path;
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** Cell units: 4 decimals at most, no leading zero ("0.875" → ".875"). */
function fmtCell(value: number): string {
  const text = String(round(value));
  if (text.startsWith('0.')) return text.slice(1);
  if (text.startsWith('-0.')) return `-${text.slice(2)}`;
  return text;
}
