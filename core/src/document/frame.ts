import { z } from 'zod';

/**
 * The export frame: the rectangle the user composes in, in frame pixels. Every position in the
 * document (title, legend, annotations, map placement) is in these units; an export scales the
 * whole frame to the chosen output size, so sizes keep their proportions at any resolution.
 *
 * Since version 7 the presets are named for where a map goes (decision "Frames named for where maps
 * go"). Paper sizes are in CSS pixels (96 per inch) like every other frame, so a text size means the
 * same on a post and on a page; the export scales a paper frame to 300 dpi.
 */
export const FRAME_PRESETS = [
  'square-post',
  'portrait-post',
  'story',
  'slide',
  'a4-portrait',
  'a4-landscape',
  'a3-portrait',
  'a3-landscape',
  'custom',
] as const;
export type FramePreset = (typeof FRAME_PRESETS)[number];
export type FixedFramePreset = Exclude<FramePreset, 'custom'>;

/** Sizes for the presets. Paper at 96 px per inch: A4 210 x 297 mm, A3 297 x 420 mm. */
export const FRAME_PRESET_SIZES: Readonly<Record<FixedFramePreset, { width: number; height: number }>> = {
  'square-post': { width: 1080, height: 1080 },
  'portrait-post': { width: 1080, height: 1350 },
  story: { width: 1080, height: 1920 },
  slide: { width: 1920, height: 1080 },
  'a4-portrait': { width: 794, height: 1123 },
  'a4-landscape': { width: 1123, height: 794 },
  'a3-portrait': { width: 1123, height: 1587 },
  'a3-landscape': { width: 1587, height: 1123 },
};

/** What the presets are called where a person chooses one. */
export const FRAME_PRESET_LABELS: Readonly<Record<FramePreset, string>> = {
  'square-post': 'Square post',
  'portrait-post': 'Portrait post',
  story: 'Story',
  slide: 'Slide',
  'a4-portrait': 'A4 portrait',
  'a4-landscape': 'A4 landscape',
  'a3-portrait': 'A3 portrait',
  'a3-landscape': 'A3 landscape',
  custom: 'Custom',
};

/** The paper a preset stands for, so an export can offer that paper at 300 dpi. */
export function paperOfPreset(preset: FramePreset): 'A4' | 'A3' | undefined {
  if (preset.startsWith('a4-')) return 'A4';
  if (preset.startsWith('a3-')) return 'A3';
  return undefined;
}

export const MIN_FRAME_SIDE = 100;
export const MAX_FRAME_SIDE = 10_000;

const side = z.number().int().min(MIN_FRAME_SIDE).max(MAX_FRAME_SIDE);

export const frameSchema = z.object({
  preset: z.enum(FRAME_PRESETS),
  width: side,
  height: side,
});

export type Frame = z.infer<typeof frameSchema>;

/**
 * A new map's frame on a desktop: 1600 x 900 (16:9) as before version 7, so new maps on a desktop look
 * as they did; it is no preset's size, so it shows as custom.
 */
export const DEFAULT_FRAME: Frame = { preset: 'custom', width: 1600, height: 900 };

/** A new map's frame on a phone: the phone's own shape, as people post from phones. */
export const PHONE_FRAME_PRESET: FixedFramePreset = 'story';

/** The preset whose size is exactly width x height, else 'custom'. */
export function presetForSize(width: number, height: number): FramePreset {
  for (const preset of FRAME_PRESETS) {
    if (preset === 'custom') continue;
    const size = FRAME_PRESET_SIZES[preset];
    if (size.width === width && size.height === height) return preset;
  }
  return 'custom';
}

export function clampFrameSide(value: number): number {
  return Math.round(Math.min(MAX_FRAME_SIDE, Math.max(MIN_FRAME_SIDE, value)));
}
