import { z } from 'zod';
import { colourSchema } from './colour';
import { createDocument } from './defaults';
import { presetForSize, clampFrameSide } from './frame';
import { divisionRecord } from './ids';
import { clampZoom } from './placement';
import { documentV2Schema, migrateV2toV3 } from './migrate-v2-v3';
import { documentV3Schema, migrateV3toV4 } from './migrate-v3-v4';
import { countrySlugSchema } from './schema';

/**
 * Version 1 (the first editor): one level shown at a time with a flat `fills` map for it, a frame
 * given by width/height, the placement as `zoom` + `offset: [x, y]`, a plain-string title, and no
 * legend, subtitle, credit, annotations or data layers.
 */
export const documentV1Schema = z.object({
  version: z.literal(1),
  country: countrySlugSchema,
  level: z.union([z.literal(1), z.literal(2)]),
  fills: divisionRecord(colourSchema),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  zoom: z.number().positive(),
  offset: z.tuple([z.number(), z.number()]),
  title: z.string().max(500).optional(),
  defaultFill: colourSchema.optional(),
  borderColor: colourSchema.optional(),
});

export type DocumentV1 = z.infer<typeof documentV1Schema>;

/** Version 1 -> 2: the fills move to their level, the other level stays hidden with its defaults. */
export function migrateV1toV2(v1: DocumentV1): unknown {
  const width = clampFrameSide(v1.width);
  const height = clampFrameSide(v1.height);
  const preset = presetForSize(width, height);
  // Today's defaults, written as version 2 (which had no `layers` nor `legend.order`): the next
  // migrations add them.
  const {
    layers: _layers,
    legend,
    ...current
  } = createDocument(v1.country, {
    frame: preset,
    width,
    height,
    title: v1.title ?? '',
  });
  const { order: _order, ...legendV3 } = legend;
  const doc = { ...current, legend: legendV3, version: 2 };
  const level = doc.levels[v1.level];
  level.fills = { ...v1.fills };
  if (v1.defaultFill) level.style.defaultFill = v1.defaultFill;
  if (v1.borderColor) level.style.borderColor = v1.borderColor;
  doc.levels[1].style.visible = v1.level === 1;
  doc.levels[2].style.visible = v1.level === 2;
  doc.activeLevel = v1.level;
  doc.placement = { offsetX: v1.offset[0], offsetY: v1.offset[1], zoom: clampZoom(v1.zoom) };
  return doc;
}

interface Migration {
  /** Validates the old shape, so a broken old file is reported in its own terms. */
  readonly schema: z.ZodType;
  readonly migrate: (old: never) => unknown;
}

/** MIGRATIONS[n] turns a version-n document into version n + 1. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  1: { schema: documentV1Schema, migrate: migrateV1toV2 },
  2: { schema: documentV2Schema, migrate: migrateV2toV3 },
  3: { schema: documentV3Schema, migrate: migrateV3toV4 },
};

export const OLDEST_VERSION = 1;
