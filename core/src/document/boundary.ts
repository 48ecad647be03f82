import { z } from 'zod';
import { BOUNDARY_HASH } from './map-slug';

/**
 * Since version 11: the user's own boundaries the map is drawn on, named by their content's hash (stored
 * once on the server and in the browser; the map's saves stay small), and what the user called them.
 * Null: the map is one of Mapwright's (its `country`).
 */
export const boundarySchema = z
  .object({
    hash: z.string().regex(BOUNDARY_HASH, 'is not a boundary hash'),
    name: z.string().trim().min(1).max(200),
  })
  .nullable();
