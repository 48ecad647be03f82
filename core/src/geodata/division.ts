import { z } from 'zod';

/**
 * The contract between the map-data pipeline and everything that draws maps.
 *
 * Each country-level file is a TopoJSON topology with one object, `divisions`: a GeometryCollection
 * whose geometries carry a stable string `id` (unique within the country and level, unchanged between
 * builds of the same source) and these properties.
 */
export const DIVISIONS_OBJECT = 'divisions';

export type Level = 1 | 2;

export const divisionPropertiesSchema = z.object({
  /**
   * Name in Latin script (English, or romanised from the country's own script), as the user will search
   * for it. A few divisions with no licensed romanisation keep their own-script name here (decision
   * "Both levels cover the same land; Latin names beside local ones").
   */
  name: z.string().min(1),
  /**
   * The division's own-script name (Japanese, Arabic, Hebrew, Thai…) or local-language name, when it
   * differs from `name` by more than accents. Search finds a division by either.
   */
  nameLocal: z.string().min(1).optional(),
  /**
   * Other names, never shown: the English exonym beside the official name ('Sicily' for 'Sicilia'),
   * spellings without diacritics, former names. Search and data matching find the division by them
   * (decision "One language per level").
   */
  aliases: z.array(z.string().min(1)).optional(),
  /** The source's code (ISO 3166-2, census code, …) when it has one: the current official code. */
  code: z.string().min(1).optional(),
  /** Codes the division had before (a merger's former codes), for matching older tables. */
  formerCodes: z.array(z.string().min(1)).optional(),
  /** Level 2 only: the `id` of the first-level division that contains it. */
  parent: z.string().min(1).optional(),
});

export type DivisionProperties = z.infer<typeof divisionPropertiesSchema>;
