import { divisionRecord } from './ids';
import type { Level, MapDocument } from './schema';
import { filledLevels } from './show';
import { patternIdSchema } from './patterns';

/**
 * Patterns laid over a heat map's colours (decision "A pattern over a heat map's colour is a second
 * channel"): division id -> the id of a pattern definition (patterns.ts) whose lines are drawn over
 * the division's heat colour, e.g. "disputed" or "estimate". Keyed like the heat map's values, by
 * the divisions of its level; drawn while the heat map shows that level. The definition's background
 * is null: the heat colour shows through.
 */
export const heatOverlaysSchema = divisionRecord(patternIdSchema);

/**
 * The overlays drawn: those of the heat map's level while the heat map colours it and the level is
 * drawn filled (no pixel dot map on it); none otherwise. Kept in the document when hidden, as the
 * heat map's values are, so they come back with the heat map.
 */
export function shownHeatOverlays(doc: MapDocument): Readonly<Record<string, string>> {
  return heatColoursLevel(doc, doc.heatMap.level) && filledLevels(doc).includes(doc.heatMap.level)
    ? doc.heatOverlays
    : NONE;
}

/**
 * Whether the heat map colours `level` (on, and no pixel dot map there): painting with a pattern
 * there lays it over the heat colours rather than hiding them.
 */
export function heatColoursLevel(doc: MapDocument, level: Level): boolean {
  const { heatMap, pixelDotMap } = doc;
  return heatMap.active && heatMap.level === level && !(pixelDotMap.active && pixelDotMap.level === level);
}

const NONE: Readonly<Record<string, string>> = Object.freeze({});
