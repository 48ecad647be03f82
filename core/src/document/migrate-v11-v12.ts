import { z } from 'zod';
import { CUSTOM_COUNTRY } from './map-slug';
import { danglingPatternFill } from './patterns';
import { documentV12Shape } from './migrate-v12-v13';
import { withLevelInvariants } from './schema';

/**
 * Version 11's fields, frozen here. Version 12 adds `categories`, the categorical data map (decision
 * "Categories are a data map of text"); the older versions' schemas build on this shape rather than
 * on today's.
 */
const { categories: _categories, ...v11Fields } = documentV12Shape;
export const documentV11Shape = { ...v11Fields, version: z.literal(11) };

/** As version 11 read a file: a dangling pattern fill, or a boundary on a country's map, is refused. */
export const documentV11Schema = withLevelInvariants(z.object(documentV11Shape)).superRefine((doc, ctx) => {
  const path = danglingPatternFill(doc);
  if (path) ctx.addIssue({ code: 'custom', message: 'names a pattern the map does not define', path });
  if ((doc.country === CUSTOM_COUNTRY) !== (doc.boundary !== null))
    ctx.addIssue({
      code: 'custom',
      message: `names its own boundaries exactly when its country is ${CUSTOM_COUNTRY}`,
      path: ['boundary'],
    });
});
export type DocumentV11 = z.infer<typeof documentV11Schema>;

/** Version 11 -> 12: every map made before has a categorical map, off and empty (written out: frozen). */
export function migrateV11toV12(v11: DocumentV11): unknown {
  return {
    ...v11,
    version: 12,
    categories: {
      active: false,
      level: 1,
      values: {},
      categories: [],
      noDataColor: '#d9d9d9',
      noDataLabel: 'No data',
    },
  };
}
