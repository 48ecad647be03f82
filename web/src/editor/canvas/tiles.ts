import type { ProjectedLevel } from '@mapwright/core/geo/projected-level';

/** About this many divisions per tile before a level is split further (at most 4 x 4 tiles). */
const DIVISIONS_PER_TILE = 150;
const MAX_GRID = 4;

/**
 * Which screen tile draws each division of a level: a grid over the level's map space, a division
 * going to the cell of its bounding box's centre.
 *
 * Why tiles: Chromium keeps one paint layer per <svg> root, so a fill change in a single svg makes it
 * re-walk every path of the map when it repaints; with the divisions spread over several svg roots a
 * click repaints one tile's paths (decision "The map is drawn as tiles of divisions"). Tiles are a drawing detail of the screen only:
 * exports serialise the render tree as one svg.
 */
export interface LevelTiles {
  /** Number of tiles (cells of the grid); some may hold no division. */
  readonly count: number;
  readonly tileOf: ReadonlyMap<string, number>;
}

export function tilesOf(level: ProjectedLevel): LevelTiles {
  const grid = Math.min(
    MAX_GRID,
    Math.max(1, Math.round(Math.sqrt(level.divisions.length / DIVISIONS_PER_TILE))),
  );
  const tileOf = new Map<string, number>();
  const { width, height } = level.space;
  for (const division of level.divisions) {
    const [x0, y0, x1, y1] = division.bbox;
    const column = cellOf((x0 + x1) / 2, width, grid);
    const row = cellOf((y0 + y1) / 2, height, grid);
    tileOf.set(division.id, row * grid + column);
    // A group of pixel cells (render-pixel-grid.ts) is drawn in the tile of its first division.
    if (division.parent && !tileOf.has(cellGroupKey(division.parent))) {
      tileOf.set(cellGroupKey(division.parent), row * grid + column);
    }
  }
  return { count: grid * grid, tileOf };
}

function cellOf(value: number, extent: number, grid: number): number {
  if (!(extent > 0)) return 0;
  return Math.min(grid - 1, Math.max(0, Math.floor((value / extent) * grid)));
}

/**
 * Items of a level (division paths, cells, divisions) split by tile, in their order: `keyOf` names
 * what places an item (a division id, or a cells group's key). An item of no tile goes to tile 0.
 */
export function splitByTile<T>(items: readonly T[], tiles: LevelTiles, keyOf: (item: T) => string): T[][] {
  const byTile: T[][] = Array.from({ length: tiles.count }, () => []);
  for (const item of items) byTile[tiles.tileOf.get(keyOf(item)) ?? 0]?.push(item);
  return byTile;
}

/** The key of a group of pixel cells (a first-level parent) in `tileOf`, apart from division ids. */
export function cellGroupKey(group: string): string {
  return `cells-group:${group}`;
}
