import { z } from 'zod';
import { colourSchema } from './colour';
import { heatMapSchema } from './data-layers';
import { divisionRecord } from './ids';
import { legendV3Schema, MAX_LEGEND_ORDER } from './legend';
import { divisionOffsetSchema, levelStyleSchema } from './level';
import { documentV7Shape } from './migrate-v7-v8';
import { withLevelInvariants } from './schema';

/** Version 6's frame, frozen: its presets were named for their shapes. */
const V6_FRAME_PRESETS = ['16:9', '4:3', '1:1', '4:5', '9:16', 'A4', 'custom'] as const;
const v6Side = z.number().int().min(100).max(10_000);
const frameV6Schema = z.object({ preset: z.enum(V6_FRAME_PRESETS), width: v6Side, height: v6Side });

/**
 * Version 6's level state, frozen: version 7 lets a fill name a pattern (patterns.ts); before, a
 * fill was a colour.
 */
const levelStateV6Schema = z.object({
  style: levelStyleSchema,
  fills: divisionRecord(colourSchema),
  offsets: divisionRecord(divisionOffsetSchema),
});

/** Version 6's legend, frozen: keyed by colours only. */
const legendV6Schema = legendV3Schema.extend({
  order: z
    .array(colourSchema)
    .max(MAX_LEGEND_ORDER)
    .refine((order) => new Set(order).size === order.length, 'lists a colour twice'),
});

/** Version 6's heat map, frozen: no pattern hatches its no-data divisions. */
const heatMapV6Schema = heatMapSchema.omit({ noDataPattern: true });

/**
 * Version 6's fields, frozen here. Version 7 renames the frame's presets and adds `margins`,
 * `territories`, `territoryHeat`, the user's changes to territory insets (`insets`), `zoomInsets` and
 * `patterns` (which fills and the legend may name); the older versions' schemas build on this shape
 * rather than on today's.
 */
const {
  margins: _margins,
  territories: _territories,
  territoryHeat: _territoryHeat,
  insets: _insets,
  zoomInsets: _zoomInsets,
  patterns: _patterns,
  ...v6Fields
} = documentV7Shape;
export const documentV6Shape = {
  ...v6Fields,
  version: z.literal(6),
  frame: frameV6Schema,
  levels: z.object({ 1: levelStateV6Schema, 2: levelStateV6Schema }),
  legend: legendV6Schema,
  heatMap: heatMapV6Schema,
};

export const documentV6Schema = withLevelInvariants(z.object(documentV6Shape));
export type DocumentV6 = z.infer<typeof documentV6Schema>;

/**
 * Version 6's presets that have a version-7 preset of the same size, frozen. The others (16:9 at
 * 1600 x 900, 4:3, 1:1 at 1200 x 1200) are sizes no version-7 preset has, so they become custom: an old
 * map keeps its size exactly rather than being stretched to a preset.
 */
const V7_PRESET_OF: Readonly<Record<string, { preset: string; width: number; height: number }>> = {
  '4:5': { preset: 'portrait-post', width: 1080, height: 1350 },
  '9:16': { preset: 'story', width: 1080, height: 1920 },
  A4: { preset: 'a4-portrait', width: 794, height: 1123 },
};

/** Version 6's room around the fitted map: a twentieth of the shorter side, unrounded, frozen. */
const V6_FIT_PADDING = 0.05;

/**
 * Version 6 -> 7: the preset takes its new name (or custom) and the size stays; margins as version 6
 * fitted; no territories; no territory inset changed (each in its default box) and no zoom inset; no
 * pattern, every fill the colour it was, no-data divisions too.
 */
export function migrateV6toV7(v6: DocumentV6): unknown {
  const { width, height } = v6.frame;
  const same = V7_PRESET_OF[v6.frame.preset];
  const preset = same && same.width === width && same.height === height ? same.preset : 'custom';
  const m = V6_FIT_PADDING * Math.min(width, height);
  return {
    ...v6,
    version: 7,
    frame: { preset, width, height },
    heatMap: { ...v6.heatMap, noDataPattern: null },
    margins: { top: m, right: m, bottom: m, left: m },
    // No territories, and the heat map by division, so an old map looks as it did.
    territories: [],
    territoryHeat: 'off',
    insets: {},
    zoomInsets: [],
    patterns: [],
  };
}
