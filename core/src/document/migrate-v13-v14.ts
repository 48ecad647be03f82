import { z } from 'zod';
import { CUSTOM_COUNTRY } from './map-slug';
import { danglingPatternFill } from './patterns';
import { mapDocumentShape, withLevelInvariants } from './schema';

/**
 * Version 13's fields, frozen here. Version 14 adds `mapLanguage`, the language of the map's names and
 * numbers (decision "A map has a language of its own"); the older versions' schemas build on this shape
 * rather than on today's.
 */
const { mapLanguage: _mapLanguage, ...v13Fields } = mapDocumentShape;
export const documentV13Shape = { ...v13Fields, version: z.literal(13) };

/** As version 13 read a file: a dangling pattern fill, or a boundary on a country's map, is refused. */
export const documentV13Schema = withLevelInvariants(z.object(documentV13Shape)).superRefine((doc, ctx) => {
  const path = danglingPatternFill(doc);
  if (path) ctx.addIssue({ code: 'custom', message: 'names a pattern the map does not define', path });
  if ((doc.country === CUSTOM_COUNTRY) !== (doc.boundary !== null))
    ctx.addIssue({
      code: 'custom',
      message: `names its own boundaries exactly when its country is ${CUSTOM_COUNTRY}`,
      path: ['boundary'],
    });
});
export type DocumentV13 = z.infer<typeof documentV13Schema>;

/**
 * Version 13 -> 14: every map made before is in English, so it draws its names and numbers exactly as
 * it did (written out: frozen).
 */
export function migrateV13toV14(v13: DocumentV13): unknown {
  return { ...v13, version: 14, mapLanguage: 'en' };
}
