import { z } from 'zod';
import { danglingPatternFill } from './patterns';
import { withLevelInvariants } from './schema';
import { documentV9Shape } from './migrate-v9-v10';

/**
 * Version 8's fields, frozen here. Version 9 adds `handPlaced`, the legend and heat bar the user
 * moved by hand (decision "The editor places the legend and the heat bar until the user does"); the
 * older versions' schemas build on this shape rather than on today's.
 */
const { handPlaced: _handPlaced, ...v8Fields } = documentV9Shape;
export const documentV8Shape = { ...v8Fields, version: z.literal(8) };

/** As version 8 read a file: a fill naming a pattern the map does not define is refused. */
export const documentV8Schema = withLevelInvariants(z.object(documentV8Shape)).superRefine((doc, ctx) => {
  const path = danglingPatternFill(doc);
  if (path) ctx.addIssue({ code: 'custom', message: 'names a pattern the map does not define', path });
});
export type DocumentV8 = z.infer<typeof documentV8Schema>;

interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The frames a version-8 map could have been made in, frozen: its new maps' frame (1600 x 900) and
 * its presets. A frame change scaled every position with the frame, so a key never moved sits where
 * one of these frames' defaults lands once scaled to the map's frame.
 */
const V8_ORIGIN_FRAMES: readonly Size[] = [
  { width: 1600, height: 900 },
  { width: 1080, height: 1080 },
  { width: 1080, height: 1350 },
  { width: 1080, height: 1920 },
  { width: 1920, height: 1080 },
  { width: 794, height: 1123 },
  { width: 1123, height: 794 },
  { width: 1123, height: 1587 },
  { width: 1587, height: 1123 },
];

/** Version 8's default places, frozen (its createDocument and defaultHeatMap). */
const v8Legend = ({ width, height }: Size) => {
  const unit = Math.min(width, height);
  return { x: Math.round(unit * 0.03), y: Math.round(height * 0.3) };
};
const v8HeatBar = ({ width, height }: Size) => {
  const unit = Math.min(width, height);
  return { x: width - Math.round(unit * 0.3), y: height - Math.round(unit * 0.1) };
};

/** Within a pixel: positions were rounded to 1/100 px at each frame change. */
const TOLERANCE = 1;

function atADefault(
  at: { readonly x: number; readonly y: number },
  frame: Size,
  defaultOf: (frame: Size) => { x: number; y: number },
): boolean {
  return [frame, ...V8_ORIGIN_FRAMES].some((origin) => {
    const d = defaultOf(origin);
    const x = (d.x * frame.width) / origin.width;
    const y = (d.y * frame.height) / origin.height;
    return Math.abs(at.x - x) <= TOLERANCE && Math.abs(at.y - y) <= TOLERANCE;
  });
}

/**
 * Version 8 -> 9: a legend or heat bar still at a default place (its frame's, or a former frame's
 * scaled with the frame) was never moved, so the editor places it from now on; one anywhere else
 * was put there by the user, and stays.
 */
export function migrateV8toV9(v8: DocumentV8): unknown {
  const handPlaced: ('legend' | 'heatBar')[] = [];
  if (!atADefault(v8.legend.position, v8.frame, v8Legend)) handPlaced.push('legend');
  if (!atADefault(v8.heatMap.bar.position, v8.frame, v8HeatBar)) handPlaced.push('heatBar');
  return { ...v8, version: 9, handPlaced };
}
