import { z } from 'zod';

/**
 * The user's changes to a map's territory insets (decision "Territory insets are laid out by the
 * pipeline"): each inset's default box comes with the map data; the document keeps only what the user
 * changed, by the inset's id. Moves are in map units like division offsets, so an inset
 * keeps its place beside the mainland at every frame size and zoom.
 */
export const INSET_SCALE_MIN = 0.5;
export const INSET_SCALE_MAX = 3;

const insetOverrideSchema = z.object({
  /** Not drawn (and the map fitted without its box); its paint is kept. */
  hidden: z.boolean(),
  /** Moved by (dx, dy) map units from its default box. */
  dx: z.number().finite(),
  dy: z.number().finite(),
  /** Its default size times this, about the box's top-left corner. */
  scale: z.number().min(INSET_SCALE_MIN).max(INSET_SCALE_MAX),
});
export type InsetOverride = z.infer<typeof insetOverrideSchema>;

export const INSET_DEFAULTS: InsetOverride = { hidden: false, dx: 0, dy: 0, scale: 1 };

/** Overrides by inset id (the ids the map data gives: `guadeloupe`, `canarias`). */
export const insetIdSchema = z.string().min(1).max(64);
export const insetsSchema = z.record(insetIdSchema, insetOverrideSchema);
export type Insets = z.infer<typeof insetsSchema>;

const finite = z.number().finite();

/** A zoom inset's magnification and caption length, within what the schema holds. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 50;
export const ZOOM_CAPTION_MAX = 80;

/**
 * A zoom inset made by the user (decision "Zoom insets are copies drawn by renderMap"): a magnified copy of an area of the map in a box on it.
 * The copy draws the same divisions, so painting either paints both (fills are by division id).
 */
export const zoomInsetSchema = z.object({
  id: insetIdSchema,
  caption: z.string().max(ZOOM_CAPTION_MAX),
  /** The magnified area [x0, y0, x1, y1] in map units. */
  area: z.tuple([finite, finite, finite, finite]).refine(([x0, y0, x1, y1]) => x1 > x0 && y1 > y0, {
    message: 'the area must have a width and a height',
  }),
  /** The box's top-left corner in map units; its size is the area's times `zoom`. */
  x: finite,
  y: finite,
  zoom: z.number().min(ZOOM_MIN).max(ZOOM_MAX),
  /**
   * Version 8: the area's dashed outline on the map and the line joining it to the box are drawn
   * (decision "Showing a zoom inset's area is the user's choice").
   */
  showArea: z.boolean(),
});
export type ZoomInset = z.infer<typeof zoomInsetSchema>;

export const MAX_ZOOM_INSETS = 8;
export const zoomInsetsSchema = z.array(zoomInsetSchema).max(MAX_ZOOM_INSETS);
