import { paintDivision, paintDivisions } from '../document/operations/paint';
import type { Operation } from '../document/operations/operation';
import type { DivisionRef } from '../document/division-ref';
import type { Level, MapDocument } from '../document/schema';
import { showOf } from '../document/show';
import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';

/** What a click, a tap or Enter paints (or a double-click reverts): divisions of one level. */
export interface PaintTarget {
  readonly level: Level;
  readonly ids: readonly string[];
}

/** The map's projected levels, as far as the paint rules need them: level 2's districts and their provinces. */
export interface PaintGeometry {
  readonly level2?: ProjectedLevel | undefined;
}

/**
 * What a click on a drawn division paints. With both levels shown only level 2 is drawn as paths,
 * so while level 1 takes clicks (the toolbar's "Clicks paint" choice) a click on a district paints
 * its province, whose colour its districts then show unless painted on their own (decision "With both levels shown, both levels' paint shows").
 * `parent` is the clicked division's first-level parent (ProjectedDivision.parent).
 */
export function paintTargetOf(
  doc: MapDocument,
  hit: DivisionRef & { readonly parent?: string | undefined },
): PaintTarget {
  if (hit.level === 2 && doc.activeLevel === 1 && showOf(doc) === 'both' && hit.parent !== undefined)
    return { level: 1, ids: [hit.parent] };
  return { level: hit.level, ids: [hit.id] };
}

/** What a hit paints, its district's province found in the geometry (paintTargetOf's rule). */
export function paintTargetAt(doc: MapDocument, hit: DivisionRef, geometry: PaintGeometry): PaintTarget {
  const parent = hit.level === 2 ? districtOf(geometry.level2, hit.id)?.parent : undefined;
  return paintTargetOf(doc, { level: hit.level, id: hit.id, parent });
}

/**
 * Each level-2 division by id, per projected level: a click finds its district's province without a
 * scan. Keyed by the level's (immutable, loaded once) division list, as the other geometry caches are.
 */
const districtIndex = new WeakMap<readonly ProjectedDivision[], Map<string, ProjectedDivision>>();

function districtOf(level2: ProjectedLevel | undefined, id: string): ProjectedDivision | undefined {
  if (!level2) return undefined;
  let index = districtIndex.get(level2.divisions);
  if (!index) {
    index = new Map(level2.divisions.map((d) => [d.id, d]));
    districtIndex.set(level2.divisions, index);
  }
  return index.get(id);
}

/**
 * The colour an operation paints with, when it is one of the paint operations (the colour is their
 * last argument); undefined for any other. The editor records it in the recent colours whichever way
 * the paint was applied, so no caller has to remember to.
 */
export function colourPaintedBy(operation: Operation<never>, args: readonly unknown[]): string | undefined {
  if ((operation as unknown) !== paintDivision && (operation as unknown) !== paintDivisions) return undefined;
  const colour = args.at(-1);
  return typeof colour === 'string' ? colour : undefined;
}
