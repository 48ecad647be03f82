import type { MapLanguage } from '../document/map-language';
import type { Level } from '../geodata/division';

/**
 * Map space: where projected geometry lives. The projection is fitted once per topology into a box
 * of MAP_SPACE_SIZE on its longer side, independent of the frame; the renderer places map space in
 * the frame with one transform (render/transform.ts). Changing the frame, zoom or offset therefore
 * never reprojects, and division offsets (in map units) mean the same at every frame size.
 */
export const MAP_SPACE_SIZE = 1000;

export interface MapSpace {
  readonly width: number;
  readonly height: number;
}

/** [minX, minY, maxX, maxY] in map space. */
export type BBox = readonly [number, number, number, number];

export interface ProjectedDivision {
  readonly id: string;
  readonly name: string;
  readonly nameLocal?: string;
  /**
   * Its names in the map languages loaded so far (names/language-names.ts), where they differ from
   * `name`: the map shows the map language's (names/shown-name.ts), search finds any.
   */
  readonly names?: Readonly<Partial<Record<MapLanguage, string>>>;
  /** Other names for search and matching, never shown (decision "One language per level"). */
  readonly aliases?: readonly string[];
  readonly code?: string;
  readonly formerCodes?: readonly string[];
  readonly parent?: string;
  /**
   * SVG path data in map space, coordinates rounded (0.1 unit by default): each ring an absolute `M`,
   * then relative offsets (project-arcs.ts; `ringsOf` reads them back). '' for an empty shape.
   */
  readonly d: string;
  readonly bbox: BBox;
  /** Area centroid in map space, e.g. for a label. */
  readonly centroid: readonly [number, number];
}

/** One level, projected: plain data, safe to cache or post from a worker. */
export interface ProjectedLevel {
  readonly level: Level;
  readonly space: MapSpace;
  readonly divisions: readonly ProjectedDivision[];
  /** Path data of the level's border mesh (each shared border once, plus the outer edge). */
  readonly borders: string;
  /**
   * Box of everything the level draws, in map space (extent.ts). It can reach past `space`, which is
   * fitted to the other level when both exist; the map's fit in the frame uses it (render/transform.ts).
   */
  readonly extent: BBox;
}
