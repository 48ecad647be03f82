import {
  FRAME_PRESET_LABELS,
  MAX_FRAME_SIDE,
  paperOfPreset,
  presetForSize,
  type Frame,
} from '../document/frame';
import type { FrameChoice } from '../document/operations/frame';
import { coreMessage, type CoreMessage } from '../messages/message';

/**
 * Output sizes of an export, in pure maths (no DOM). The frame is what the user composes in (frame
 * pixels = CSS pixels at 96 per inch); an export scales the whole frame uniformly to the chosen size.
 * When the chosen size has another aspect ratio than the frame, the frame is fitted inside it and
 * centred ("contain"), and the bands around it take the background (or stay transparent).
 */

export const EXPORT_FORMATS = ['png', 'svg', 'pdf'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A time map's whole series: a video (MP4, WebM) or an animated GIF, one frame per step. */
export const SERIES_FORMATS = ['mp4', 'webm', 'gif'] as const;
export type SeriesFormat = (typeof SERIES_FORMATS)[number];
/** What a download is made as: one picture, or a time map's series. */
export type DownloadFormat = ExportFormat | SeriesFormat;

export function isSeriesFormat(format: DownloadFormat): format is SeriesFormat {
  return (SERIES_FORMATS as readonly string[]).includes(format);
}

/** The sizes a series is made at: the frame's, and those for posts, stories and slides. */
export const SERIES_SIZE_PRESETS = ['frame', 'social-square', 'story', 'slide'] as const;

/** Largest PNG side and area we make (8K and beyond, but bounded so a typo cannot hang the tab). */
export const MAX_EXPORT_SIDE = 16_384;
const MAX_EXPORT_PIXELS = 16_384 * 12_288;
const MIN_EXPORT_SIDE = 16;
/** CSS reference pixels per inch: frame sizes are in these. */
export const CSS_DPI = 96;
const MM_PER_INCH = 25.4;
const PT_PER_INCH = 72;

export const SIZE_PRESETS = [
  'frame',
  'social-square',
  'story',
  'slide',
  '4k',
  '8k',
  'a4-300',
  'a3-300',
  'custom',
  'dpi',
] as const;
export type SizePreset = (typeof SIZE_PRESETS)[number];

export const PAPER_SIZES_MM = {
  A4: { width: 210, height: 297 },
  A3: { width: 297, height: 420 },
  Letter: { width: 215.9, height: 279.4 },
} as const;
export type PaperSize = keyof typeof PAPER_SIZES_MM;
export type Orientation = 'portrait' | 'landscape';

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

export interface SizeChoice {
  readonly preset: SizePreset;
  /** For 'custom'. */
  readonly width?: number;
  readonly height?: number;
  /** For 'dpi'. */
  readonly dpi?: number;
}

/** Pixels of a paper side at a DPI, rounded as print shops do (A4 at 300 dpi: 2480 × 3508). */
function mmToPixels(mm: number, dpi: number): number {
  return Math.round((mm / MM_PER_INCH) * dpi);
}

export function orientationOf(frame: PixelSize): Orientation {
  return frame.width > frame.height ? 'landscape' : 'portrait';
}

function paperPixels(paper: PaperSize, dpi: number, orientation: Orientation): PixelSize {
  const { width, height } = PAPER_SIZES_MM[paper];
  const w = mmToPixels(width, dpi);
  const h = mmToPixels(height, dpi);
  return orientation === 'landscape' ? { width: h, height: w } : { width: w, height: h };
}

/** Width-only presets keep the frame's aspect ratio. */
function byWidth(width: number, frame: PixelSize): PixelSize {
  return { width, height: Math.max(1, Math.round((width * frame.height) / frame.width)) };
}

/** The output size in pixels a choice means for this frame (before validation). */
export function outputSize(choice: SizeChoice, frame: Pick<Frame, 'width' | 'height'>): PixelSize {
  switch (choice.preset) {
    case 'frame':
      return { width: frame.width, height: frame.height };
    case 'social-square':
      return { width: 1080, height: 1080 };
    case 'story':
      return { width: 1080, height: 1920 };
    case 'slide':
      return { width: 1920, height: 1080 };
    case '4k':
      return byWidth(3840, frame);
    case '8k':
      return byWidth(7680, frame);
    case 'a4-300':
      return paperPixels('A4', 300, orientationOf(frame));
    case 'a3-300':
      return paperPixels('A3', 300, orientationOf(frame));
    case 'custom':
      return {
        width: Math.round(choice.width ?? frame.width),
        height: Math.round(choice.height ?? frame.height),
      };
    case 'dpi': {
      const k = (choice.dpi ?? CSS_DPI) / CSS_DPI;
      return { width: Math.round(frame.width * k), height: Math.round(frame.height * k) };
    }
  }
}

/** Why a size cannot be exported, or null when it can: by code, for the interface to translate. */
export function sizeIssue(size: PixelSize): CoreMessage | null {
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height))
    return coreMessage('export.size.whole', 'Width and height must be whole pixels.');
  if (width < MIN_EXPORT_SIDE || height < MIN_EXPORT_SIDE)
    return coreMessage('export.size.min', `Width and height must be at least ${MIN_EXPORT_SIDE} px.`, {
      min: MIN_EXPORT_SIDE,
    });
  if (width > MAX_EXPORT_SIDE || height > MAX_EXPORT_SIDE)
    return coreMessage(
      'export.size.max',
      `Width and height can be at most ${MAX_EXPORT_SIDE.toLocaleString('en')} px.`,
      { max: MAX_EXPORT_SIDE },
    );
  if (width * height > MAX_EXPORT_PIXELS) {
    const max = Math.round(MAX_EXPORT_PIXELS / 1e6);
    const size = Math.round((width * height) / 1e6);
    return coreMessage('export.size.megapixels', `At most ${max} megapixels (this is ${size}).`, {
      max,
      size,
    });
  }
  return null;
}

/** Why a size cannot be exported, or null when it can, in English. */
export function sizeProblem(size: PixelSize): string | null {
  return sizeIssue(size)?.message ?? null;
}

/** frame → output: output = frame * scale + (x, y). */
export interface FrameFit {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

/** The frame scaled uniformly to fit inside the output and centred ("contain"). */
export function fitFrame(frame: PixelSize, output: PixelSize): FrameFit {
  const scale = Math.min(output.width / frame.width, output.height / frame.height);
  return {
    scale,
    x: (output.width - frame.width * scale) / 2,
    y: (output.height - frame.height * scale) / 2,
  };
}

/** Whether the output has bands around the frame (aspect ratios differ by more than one pixel). */
export function isLetterboxed(frame: PixelSize, output: PixelSize): boolean {
  const fit = fitFrame(frame, output);
  return fit.x >= 1 || fit.y >= 1;
}

/**
 * A PDF's page: a paper (the frame fitted inside its margins, centred), or `frame`, the frame's own
 * size at 96 px per inch with no margin of the page's own (the frame has its margins), so a square map
 * makes a square page (decision "A PDF's page is the frame's own size unless the frame is paper").
 */
export type PdfPage = PaperSize | 'frame';

const FRAME_PAGE_LABEL = 'The frame’s own size';

/** The page a PDF of this frame is made on unless the user chooses: a paper preset's paper, else the frame's size. */
export function defaultPdfPage(frame: Pick<Frame, 'preset' | 'width' | 'height'>): {
  readonly page: PdfPage;
  readonly orientation: Orientation;
} {
  return { page: paperOfPreset(frame.preset) ?? 'frame', orientation: orientationOf(frame) };
}

/** A PDF page in points and where the frame goes on it (fitted inside the margins, centred). */
export interface PdfPagePlan {
  readonly paper: PdfPage;
  readonly orientation: Orientation;
  readonly width: number;
  readonly height: number;
  readonly fit: FrameFit;
}

const PDF_MARGIN_MM = 10;

const pxToPt = (px: number) => (px / CSS_DPI) * PT_PER_INCH;

export function pdfPagePlan(
  paper: PdfPage,
  orientation: Orientation,
  frame: PixelSize,
  marginMm: number = PDF_MARGIN_MM,
): PdfPagePlan {
  if (paper === 'frame') {
    // The frame's size as printed at 96 px per inch; the orientation is the frame's own.
    const scale = pxToPt(1);
    return {
      paper,
      orientation: orientationOf(frame),
      width: frame.width * scale,
      height: frame.height * scale,
      fit: { scale, x: 0, y: 0 },
    };
  }
  const mm = PAPER_SIZES_MM[paper];
  const toPt = (value: number) => (value / MM_PER_INCH) * PT_PER_INCH;
  const portrait = { width: toPt(mm.width), height: toPt(mm.height) };
  const page = orientation === 'landscape' ? { width: portrait.height, height: portrait.width } : portrait;
  const margin = toPt(marginMm);
  const inner = { width: page.width - 2 * margin, height: page.height - 2 * margin };
  const fit = fitFrame(frame, inner);
  return { paper, orientation, ...page, fit: { scale: fit.scale, x: fit.x + margin, y: fit.y + margin } };
}

/** A side in points as whole millimetres. */
const ptToMm = (pt: number) => Math.round((pt / PT_PER_INCH) * MM_PER_INCH);

/**
 * What a PDF's file name says of its page: the paper and orientation ("A4-landscape"), or the frame's
 * preset and the page's size ("square-post-286x286mm", "frame-423x238mm" for a custom frame).
 */
export function pdfPageName(paper: PdfPage, orientation: Orientation, frame: Frame): string {
  if (paper !== 'frame') return `${paper}-${orientation}`;
  const plan = pdfPagePlan('frame', orientation, frame);
  const name = frame.preset === 'custom' ? 'frame' : frame.preset;
  return `${name}-${ptToMm(plan.width)}x${ptToMm(plan.height)}mm`;
}

/** The frame page's size in whole millimetres, as the dialog names it. */
export function framePageMm(frame: Frame): { readonly width: number; readonly height: number } {
  const plan = pdfPagePlan('frame', orientationOf(frame), frame);
  return { width: ptToMm(plan.width), height: ptToMm(plan.height) };
}

/** How the dialog names the frame page: "The frame’s own size (Square post, 286 × 286 mm)". */
export function framePageLabel(frame: Frame): string {
  const mm = framePageMm(frame);
  const size = `${mm.width} × ${mm.height} mm`;
  const preset = frame.preset === 'custom' ? '' : `${FRAME_PRESET_LABELS[frame.preset]}, `;
  return `${FRAME_PAGE_LABEL} (${preset}${size})`;
}

/**
 * The frame that gives an export size's shape (decision "An export size of another shape offers to
 * change the frame"): the preset the size stands for (a square post, a story, a slide, the paper of
 * a print size in the frame's orientation), else a custom frame of the size's own proportions, as
 * large as a frame may be.
 */
export function frameForSize(choice: SizeChoice, frame: Pick<Frame, 'width' | 'height'>): FrameChoice {
  switch (choice.preset) {
    case 'social-square':
      return 'square-post';
    case 'story':
      return 'story';
    case 'slide':
      return 'slide';
    case 'a4-300':
      return orientationOf(frame) === 'landscape' ? 'a4-landscape' : 'a4-portrait';
    case 'a3-300':
      return orientationOf(frame) === 'landscape' ? 'a3-landscape' : 'a3-portrait';
    default: {
      const size = outputSize(choice, frame);
      const preset = presetForSize(size.width, size.height);
      if (preset !== 'custom') return preset;
      const k = Math.min(1, MAX_FRAME_SIDE / Math.max(size.width, size.height));
      return { width: Math.round(size.width * k), height: Math.round(size.height * k) };
    }
  }
}

/** A shape in words: "square", "16:9", "1080 × 1350" when the ratio has no small terms. */
export function shapeName(size: PixelSize): string {
  if (size.width === size.height) return 'square';
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(size.width, size.height);
  const w = size.width / d;
  const h = size.height / d;
  return w <= 32 && h <= 32 ? `${w}:${h}` : `${size.width} × ${size.height}`;
}
