import { z } from 'zod';
import { colourSchema } from './colour';
import { divisionRecord } from './ids';
import { countrySlugSchema } from './schema';

/**
 * Version 1 -> 2, on a frozen copy of version 2's shape: every default and limit it writes is a
 * constant of this file, never today's `createDocument`, frame presets or level styles, so a later
 * change to the defaults of new maps cannot change what an old file opens as (decision "Frozen
 * migrations"). The values are those the editor wrote for version 2; migrate-v1-v2.test.ts pins them.
 */

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

// Version 2's frame: its presets and the limits of a side.
const V2_FRAME_PRESETS = [
  ['16:9', 1600, 900],
  ['4:3', 1600, 1200],
  ['1:1', 1200, 1200],
  ['4:5', 1080, 1350],
  ['9:16', 1080, 1920],
  ['A4', 794, 1123],
] as const;
const V2_MIN_FRAME_SIDE = 100;
const V2_MAX_FRAME_SIDE = 10_000;
// Version 2's zoom limits (a version-1 file could zoom further in).
const V2_MIN_ZOOM = 0.5;
const V2_MAX_ZOOM = 40;
const V2_FONT_FAMILY = 'Inter, "Helvetica Neue", Arial, sans-serif';
const V2_NUMBER_FORMAT = { decimals: null, grouping: 'comma', decimalMark: '.', prefix: '', suffix: '' };
const V2_LEVEL_STYLES = {
  1: { visible: true, defaultFill: '#dcdcdc', borderColor: '#3c3c3c', borderWidth: 1, opacity: 1 },
  2: { visible: false, defaultFill: '#dcdcdc', borderColor: '#ffffff', borderWidth: 0.5, opacity: 1 },
} as const;

function clampSide(value: number): number {
  return Math.round(Math.min(V2_MAX_FRAME_SIDE, Math.max(V2_MIN_FRAME_SIDE, value)));
}

function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(V2_MAX_ZOOM, Math.max(V2_MIN_ZOOM, zoom));
}

function frameOf(v1: DocumentV1) {
  const width = clampSide(v1.width);
  const height = clampSide(v1.height);
  const preset = V2_FRAME_PRESETS.find(([, w, h]) => w === width && h === height)?.[0] ?? 'custom';
  return { preset, width, height };
}

/** Version 2's title, subtitle and credit: placed as fractions of the frame. */
function textBlocks(width: number, height: number, title: string) {
  const unit = Math.min(width, height);
  const block = (
    text: string,
    x: number,
    y: number,
    fontSize: number,
    fontWeight: 400 | 700,
    color: string,
    align: string,
  ) => ({
    text,
    position: { x, y },
    style: { fontFamily: V2_FONT_FAMILY, fontSize, fontWeight, color, align },
  });
  const titleSize = Math.round(unit * 0.05);
  const subtitleSize = Math.round(unit * 0.028);
  const creditSize = Math.round(unit * 0.016);
  const titleY = Math.round(unit * 0.04) + titleSize;
  return {
    title: block(title, width / 2, titleY, titleSize, 700, '#1a1a1a', 'middle'),
    subtitle: block(
      '',
      width / 2,
      titleY + Math.round(subtitleSize * 1.6),
      subtitleSize,
      400,
      '#4d4d4d',
      'middle',
    ),
    credit: block(
      '',
      Math.round(unit * 0.025),
      height - Math.round(unit * 0.025),
      creditSize,
      400,
      '#666666',
      'start',
    ),
  };
}

/** Version 2's heat map (off, its bar at the bottom right) and pixel dot map (off). */
function dataLayers(width: number, height: number) {
  const unit = Math.min(width, height);
  return {
    heatMap: {
      active: false,
      level: 1,
      values: {},
      palette: 'viridis',
      classification: 'quantile',
      classes: 5,
      scale: 'linear',
      breaks: [],
      reverse: false,
      midpoint: null,
      noDataColor: '#d9d9d9',
      bar: {
        visible: true,
        position: { x: width - Math.round(unit * 0.3), y: height - Math.round(unit * 0.1) },
        title: '',
        orientation: 'horizontal',
        length: Math.round(unit * 0.22),
        thickness: Math.max(6, Math.round(unit * 0.014)),
        fontSize: Math.max(10, Math.round(unit * 0.016)),
        textColor: '#1a1a1a',
        background: '#ffffffcc',
        format: { ...V2_NUMBER_FORMAT },
        noDataLabel: 'No data',
      },
    },
    pixelDotMap: {
      active: false,
      level: 1,
      values: {},
      shape: 'square',
      cellSize: 8,
      gap: 1,
      onColor: '#d55e00',
      offColor: '#dcdcdc',
      noDataColor: '#f2f2f2',
      legendVisible: true,
      legendLabel: '',
    },
  };
}

/** Version 1 -> 2: the fills move to their level, the other level stays hidden with version 2's defaults. */
export function migrateV1toV2(v1: DocumentV1): unknown {
  const frame = frameOf(v1);
  const { width, height } = frame;
  const unit = Math.min(width, height);
  const level = (n: 1 | 2) => ({
    style: {
      ...V2_LEVEL_STYLES[n],
      visible: v1.level === n,
      ...(v1.level === n && v1.defaultFill && { defaultFill: v1.defaultFill }),
      ...(v1.level === n && v1.borderColor && { borderColor: v1.borderColor }),
    },
    fills: v1.level === n ? { ...v1.fills } : {},
    offsets: {},
  });
  return {
    version: 2,
    country: v1.country,
    frame,
    placement: { offsetX: v1.offset[0], offsetY: v1.offset[1], zoom: clampZoom(v1.zoom) },
    levels: { 1: level(1), 2: level(2) },
    activeLevel: v1.level,
    legend: {
      visible: true,
      title: '',
      position: { x: Math.round(unit * 0.03), y: Math.round(height * 0.3) },
      fontSize: Math.max(10, Math.round(unit * 0.02)),
      textColor: '#1a1a1a',
      background: '#ffffffcc',
      entries: {},
    },
    ...textBlocks(width, height, v1.title ?? ''),
    annotations: [],
    ...dataLayers(width, height),
  };
}
