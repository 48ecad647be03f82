import { z } from 'zod';
import { divisionIdSchema } from './ids';

/** The shortest refresh a published map may ask for (the "5 minutes or more"). */
const MIN_REFRESH_MINUTES = 5;
/** The longest: a week. */
const MAX_REFRESH_MINUTES = 7 * 24 * 60;
const MAX_URL_LENGTH = 2000;
const MAX_COLUMN_LENGTH = 200;
const MAX_CHOICES = 5000;

/**
 * Since version 13: a CSV linked by address (a published spreadsheet) that feeds the map's data map.
 * The server fetches it, never the browser (decision "Live data is fetched by the server, guarded"):
 * the document holds only the link, which columns to read and how often a published map refreshes.
 */
export const liveDataSchema = z
  .object({
    url: z
      .string()
      .max(MAX_URL_LENGTH)
      .refine((url) => /^https?:\/\//i.test(url), 'must be an http or https address'),
    /** The data map the file feeds, and its level (the columns are matched to that level's divisions). */
    target: z.enum(['heatMap', 'categories', 'timeSeries', 'symbols', 'bivariate']),
    level: z.union([z.literal(1), z.literal(2)]),
    /** The column naming the divisions, by its header. */
    nameColumn: z.string().min(1).max(MAX_COLUMN_LENGTH),
    /**
     * The value columns, by header: one for a heat or categorical map or symbols, two (x, y) for a
     * bivariate map; for a time map the columns headed
     * by years or dates when it was linked (a refresh takes every such column the file has then).
     */
    valueColumns: z.array(z.string().min(1).max(MAX_COLUMN_LENGTH)).min(1).max(120),
    /**
     * The user's choices for names the matcher could not settle (a division, or null to leave the row
     * out), kept so that every refresh matches the file as the import did. An array: order is the user's.
     */
    choices: z
      .array(z.object({ key: z.string().max(1000), id: divisionIdSchema.nullable() }))
      .max(MAX_CHOICES),
    /** Minutes between a published map's refreshes; null: only on demand. */
    refreshMinutes: z.number().int().min(MIN_REFRESH_MINUTES).max(MAX_REFRESH_MINUTES).nullable(),
  })
  .nullable();
export type LiveData = z.infer<typeof liveDataSchema>;
