import type { Point } from '../document/position';
import type { MapDocument } from '../document/schema';
import { showOf } from '../document/show';
import { isEmptyExtent, unionExtent } from '../geo/extent';
import type { BBox, ProjectedLevel } from '../geo/projected-level';
import { fitBounds, fitBox, type MapTransform } from './fit';

export type { MapTransform } from './fit';

/**
 * Extra room kept above (and, to stay centred, below) the fitted map for a title and subtitle at the
 * top of the frame, so the map does not start under the title. A title moved elsewhere reserves none.
 */
export function titleReserve(doc: MapDocument): number {
  const { frame } = doc;
  const bottoms = [doc.title, doc.subtitle]
    .filter((block) => block.text.trim() !== '' && block.position.y < frame.height * 0.3)
    .map((block) => block.position.y + block.style.fontSize * 0.3);
  return bottoms.length === 0 ? 0 : Math.max(0, Math.max(...bottoms) - doc.margins.top);
}

/** The projected levels a map is drawn from (render-map's MapGeometry). */
export interface FitGeometry {
  readonly level1?: Pick<ProjectedLevel, 'space' | 'extent'>;
  readonly level2?: Pick<ProjectedLevel, 'space' | 'extent'>;
}

/**
 * The box of map space that is fitted into the frame: the union of the extents of the levels on show
 * (with both shown, both), so no drawn level runs past the padded frame into the title or the legend.
 * Falls back to map space itself when no level on show is loaded.
 */
export function fitExtent(doc: MapDocument, geometry: FitGeometry): BBox {
  const show = showOf(doc);
  const shown = [show !== '2' && geometry.level1, show !== '1' && geometry.level2].filter(
    (level): level is Pick<ProjectedLevel, 'space' | 'extent'> => Boolean(level),
  );
  const extent = unionExtent(shown.map((level) => level.extent));
  if (!isEmptyExtent(extent)) return extent;
  const space = (geometry.level1 ?? geometry.level2)?.space ?? { width: 1, height: 1 };
  return [0, 0, space.width, space.height];
}

/**
 * The map group's transform: the map fitted to the frame (fit.ts: the levels on show inside the
 * margins), then zoomed about the centre of the box it was fitted into and moved by the offset.
 */
export function mapTransform(doc: MapDocument, geometry: FitGeometry): MapTransform {
  const box = fitBox(doc.frame, doc.margins, titleReserve(doc));
  const fitted = fitBounds([fitExtent(doc, geometry)], box);
  const { zoom, offsetX, offsetY } = doc.placement;
  const cx = box[0] + (box[2] - box[0]) / 2;
  const cy = box[1] + (box[3] - box[1]) / 2;
  return {
    scale: fitted.scale * zoom,
    x: cx + offsetX + zoom * (fitted.x - cx),
    y: cy + offsetY + zoom * (fitted.y - cy),
  };
}

/** Frame pixels per map unit now (for converting a drag of a division into map units). */
export function mapScaleOf(doc: MapDocument, geometry: FitGeometry): number {
  return mapTransform(doc, geometry).scale;
}

export function frameToMap(doc: MapDocument, geometry: FitGeometry, point: Point): Point {
  return unplace(mapTransform(doc, geometry), point.x, point.y);
}

/** The point of map space a frame point shows under the placement `t` (for many points, one `t`). */
export function unplace(t: MapTransform, x: number, y: number): Point {
  return { x: (x - t.x) / t.scale, y: (y - t.y) / t.scale };
}

export function mapToFrame(doc: MapDocument, geometry: FitGeometry, point: Point): Point {
  const t = mapTransform(doc, geometry);
  return { x: point.x * t.scale + t.x, y: point.y * t.scale + t.y };
}

/** The SVG transform attribute for the map group. */
export function transformAttribute(t: MapTransform): string {
  return `matrix(${fmt(t.scale)} 0 0 ${fmt(t.scale)} ${fmt(t.x)} ${fmt(t.y)})`;
}

/** Enough digits for sub-pixel accuracy at any zoom, without float noise like 0.30000000000000004. */
export function fmt(value: number): string {
  return String(Number(value.toPrecision(8)));
}
