import { z } from 'zod';
import { danglingPatternFill } from './patterns';
import { withLevelInvariants } from './schema';
import { documentV10Shape } from './migrate-v10-v11';

/**
 * Version 9's fields, frozen here. Version 10 adds `shownDivisions`, the level-1 divisions a map
 * shows (decision "A map shows a chosen set of its first level"), and `projection`, the world's
 * projection as chosen (decision "The world's projection is the map's choice"); the older versions' schemas build
 * on this shape rather than on today's.
 */
const { shownDivisions: _shownDivisions, projection: _projection, ...v9Fields } = documentV10Shape;
export const documentV9Shape = { ...v9Fields, version: z.literal(9) };

/** As version 9 read a file: a fill naming a pattern the map does not define is refused. */
export const documentV9Schema = withLevelInvariants(z.object(documentV9Shape)).superRefine((doc, ctx) => {
  const path = danglingPatternFill(doc);
  if (path) ctx.addIssue({ code: 'custom', message: 'names a pattern the map does not define', path });
});
export type DocumentV9 = z.infer<typeof documentV9Schema>;

/** Version 9 -> 10: every map made before shows all of its first level, in its own projection, as it did. */
export function migrateV9toV10(v9: DocumentV9): unknown {
  return { ...v9, version: 10, shownDivisions: [], projection: null };
}
