import { z } from 'zod';

/**
 * Where the map sits in the frame. At zoom 1 and offset 0 the map is fitted into the frame and
 * centred; `offsetX/offsetY` move the map's centre in frame pixels; `zoom` multiplies the fit.
 */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 40;

export const placementSchema = z.object({
  offsetX: z.number(),
  offsetY: z.number(),
  zoom: z.number().min(MIN_ZOOM).max(MAX_ZOOM),
});

export type Placement = z.infer<typeof placementSchema>;

export const DEFAULT_PLACEMENT: Placement = { offsetX: 0, offsetY: 0, zoom: 1 };

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/**
 * Pans are limited so that the frame centre always lies over the map's fitted box: the user can
 * push the map to any edge but can never lose it off-screen.
 */
export function clampOffset(offset: number, frameSide: number, zoom: number): number {
  if (!Number.isFinite(offset)) return 0;
  const limit = (frameSide / 2) * Math.max(1, zoom);
  return Math.min(limit, Math.max(-limit, offset));
}
