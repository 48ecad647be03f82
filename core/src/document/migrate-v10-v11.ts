import { z } from 'zod';
import { danglingPatternFill } from './patterns';
import { documentV11Shape } from './migrate-v11-v12';
import { countrySlugSchema, withLevelInvariants } from './schema';

/**
 * Version 10's fields, frozen here. Version 11 adds `boundary`, the user's own boundaries a map is drawn
 * on (decision "A map names its own boundaries by hash"), and lets `country` be `Custom` for them; the
 * older versions' schemas build on this shape rather than on today's.
 */
const { boundary: _boundary, ...v10Fields } = documentV11Shape;
export const documentV10Shape = { ...v10Fields, country: countrySlugSchema, version: z.literal(10) };

/** As version 10 read a file: a fill naming a pattern the map does not define is refused. */
export const documentV10Schema = withLevelInvariants(z.object(documentV10Shape)).superRefine((doc, ctx) => {
  const path = danglingPatternFill(doc);
  if (path) ctx.addIssue({ code: 'custom', message: 'names a pattern the map does not define', path });
});
export type DocumentV10 = z.infer<typeof documentV10Schema>;

/** Version 10 -> 11: every map made before is drawn on one of Mapwright's maps, as it was. */
export function migrateV10toV11(v10: DocumentV10): unknown {
  return { ...v10, version: 11, boundary: null };
}
