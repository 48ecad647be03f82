import { z } from 'zod';

/**
 * Where an annotation is pinned. `map`: a longitude/latitude, so it stays over its place when the map
 * is panned, zoomed or the frame changes size (the default). `frame`: a point in frame pixels (origin
 * top-left), so it stays where it is on the page whatever the map does. Frame pixels for map anchors
 * come from render/anchor-frame.ts, which projects with the same fitted projection as the map.
 */
const longitudeSchema = z.number().min(-180).max(180);
const latitudeSchema = z.number().min(-90).max(90);

const mapAnchorSchema = z.object({
  kind: z.literal('map'),
  lon: longitudeSchema,
  lat: latitudeSchema,
});

const frameAnchorSchema = z.object({
  kind: z.literal('frame'),
  x: z.number().finite(),
  y: z.number().finite(),
});

export const anchorSchema = z.discriminatedUnion('kind', [mapAnchorSchema, frameAnchorSchema]);

export type MapAnchor = z.infer<typeof mapAnchorSchema>;
export type Anchor = z.infer<typeof anchorSchema>;
export type AnchorKind = Anchor['kind'];

/** Longitudes and latitudes are kept to 1e-6 degree (about 0.1 m): finer is invisible on any map. */
export function roundDegrees(value: number): number {
  return Math.round(value * 1e6) / 1e6 || 0;
}

/** A point in frame pixels (kept local so this file has no dependency beyond zod). */
export interface AnchorPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * Converts anchors to frame pixels and back for one document state and one map geometry (the map's
 * placement, the frame and the fitted projection): render/anchor-frame.ts `anchorConverter` makes
 * one. Operations that move map-anchored annotations by frame pixels take one from the caller, so the
 * document code needs no projection and stays pure.
 */
export interface AnchorConverter {
  /** Where an anchor is in the frame; undefined for a map anchor the projection cannot place. */
  toFrame(anchor: Anchor): AnchorPoint | undefined;
  /** The map anchor (longitude/latitude) under a frame point; undefined off the map's projection. */
  toMap(point: AnchorPoint): MapAnchor | undefined;
}
