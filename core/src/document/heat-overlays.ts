import { z } from 'zod';
import { divisionRecord } from './ids';
import type { Level, MapDocument } from './schema';
import { filledLevels } from './show';
import { patternIdSchema } from './patterns';

/**
 * Patterns laid over a heat map's colours (decision "A pattern over a heat map's colour is a second
 * channel"): per level, division id -> the id of a pattern definition (patterns.ts) whose lines are
 * drawn over the division's heat colour, e.g. "disputed" or "estimate". A level's are drawn while
 * the heat map colours that level. The definition's background is null: the heat colour shows through.
 */
export const heatOverlaysSchema = z.object({
  1: divisionRecord(patternIdSchema),
  2: divisionRecord(patternIdSchema),
});

/** Every pattern id laid over heat colours, on either level (repeats included). */
export function overlayPatternIds(overlays: {
  readonly 1: Readonly<Record<string, string>>;
  readonly 2: Readonly<Record<string, string>>;
}): string[] {
  return [...Object.values(overlays[1]), ...Object.values(overlays[2])];
}

/**
 * The overlays drawn: those of the heat map's level while the heat map colours it and the level is
 * drawn filled (no pixel dot map on it); none otherwise. Kept in the document when hidden, so they
 * come back with the heat map.
 */
export function shownHeatOverlays(doc: MapDocument): Readonly<Record<string, string>> {
  const level = doc.heatMap.level;
  return heatColoursLevel(doc, level) && filledLevels(doc).includes(level) ? doc.heatOverlays[level] : NONE;
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
