import { z } from 'zod';
import type { ProjectionSpec } from '../geo/projection';

/** The projections a world map offers (decision "The world's projection is the map's choice"). */
export const WORLD_PROJECTIONS = ['equalEarth', 'robinson', 'winkelTripel'] as const;
export type WorldProjection = (typeof WORLD_PROJECTIONS)[number];

/**
 * Since version 10: the world's projection as the user chose it, and its central meridian (150 for a
 * Pacific-centred world); null: the map's own (the index's, Equal Earth on Greenwich for the world).
 */
export const mapProjectionSchema = z
  .object({
    type: z.enum(WORLD_PROJECTIONS),
    centralMeridian: z.number().int().min(-180).max(180),
  })
  .nullable();
export type MapProjectionChoice = NonNullable<z.infer<typeof mapProjectionSchema>>;

/** The d3 projection a choice draws with: its type, rotated to bring its central meridian to the middle. */
export function projectionSpecOf(choice: MapProjectionChoice): ProjectionSpec {
  const meridian = choice.centralMeridian;
  return meridian === 0 ? { type: choice.type } : { type: choice.type, rotate: [-meridian, 0] };
}

/** A stable key of a choice, for caches of the geometry projected with it. */
export function projectionKeyOf(choice: MapProjectionChoice): string {
  return `${choice.type}@${choice.centralMeridian}`;
}
