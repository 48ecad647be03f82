import { z } from 'zod';
import { MAX_FRAME_SIDE } from './frame';

/**
 * Since version 7: the room kept free between the frame's edges and the fitted map, in frame pixels,
 * one value per side (a print page often wants a wider foot or binding edge). "Fit the map to the
 * frame" fits the map inside them (decision "Frames named for where maps go").
 */
const side = z.number().min(0).max(MAX_FRAME_SIDE);

export const marginsSchema = z.object({ top: side, right: side, bottom: side, left: side });

export type Margins = z.infer<typeof marginsSchema>;
export type MarginSide = keyof Margins;
export const MARGIN_SIDES: readonly MarginSide[] = ['top', 'right', 'bottom', 'left'];

/** A new map's margins: a twentieth of the frame's shorter side on every side. */
const DEFAULT_MARGIN_SHARE = 0.05;

export function defaultMargins(frame: { readonly width: number; readonly height: number }): Margins {
  const m = Math.round(DEFAULT_MARGIN_SHARE * Math.min(frame.width, frame.height));
  return { top: m, right: m, bottom: m, left: m };
}

/** A margin as a person may set it: whole pixels, from 0 to under half the side it narrows. */
export function clampMargin(value: number, across: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(Math.max(0, value), Math.floor(across * 0.45)));
}
