import { z } from 'zod';

/**
 * The export frame: the rectangle the user composes in, in frame pixels. Every position in the
 * document (title, legend, annotations, map placement) is in these units; an export scales the
 * whole frame to the chosen output size, so sizes keep their proportions at any resolution.
 */
export const FRAME_PRESETS = ['16:9', '4:3', '1:1', '4:5', '9:16', 'A4', 'custom'] as const;
export type FramePreset = (typeof FRAME_PRESETS)[number];
export type FixedFramePreset = Exclude<FramePreset, 'custom'>;

/** Sizes for the presets. A4 is portrait at 96 px per inch (210 x 297 mm), the CSS reference pixel. */
export const FRAME_PRESET_SIZES: Readonly<Record<FixedFramePreset, { width: number; height: number }>> = {
  '16:9': { width: 1600, height: 900 },
  '4:3': { width: 1600, height: 1200 },
  '1:1': { width: 1200, height: 1200 },
  '4:5': { width: 1080, height: 1350 },
  '9:16': { width: 1080, height: 1920 },
  A4: { width: 794, height: 1123 },
};

export const MIN_FRAME_SIDE = 100;
export const MAX_FRAME_SIDE = 10_000;

const side = z.number().int().min(MIN_FRAME_SIDE).max(MAX_FRAME_SIDE);

export const frameSchema = z.object({
  preset: z.enum(FRAME_PRESETS),
  width: side,
  height: side,
});

export type Frame = z.infer<typeof frameSchema>;

export const DEFAULT_FRAME: Frame = { preset: '16:9', ...FRAME_PRESET_SIZES['16:9'] };

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
