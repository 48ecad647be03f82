import { clampFrameSide, FRAME_PRESET_SIZES, type FixedFramePreset } from '../frame';
import { clampMargin, MARGIN_SIDES, type Margins } from '../margins';
import { DEFAULT_PLACEMENT } from '../placement';
import type { DocumentDraft } from './operation';
import { setPlacement } from './placement';
import { round2, scaleFramePositions } from './positions';

export type FrameChoice = FixedFramePreset | { readonly width: number; readonly height: number };

/**
 * Changes the frame to a preset or a custom size (sides clamped to 100..10000 px). Everything placed
 * in the frame keeps its relative place (positions scale with the frame), the margins keep their share
 * of the shorter side, and the map is fitted to the new frame: a new size is a new composition, and a
 * zoom kept from the old shape would leave the map off-centre or cut (decision "Frames named for where
 * maps go"). One operation, so one undo step brings back the old frame and placement together.
 */
export function setFrame(draft: DocumentDraft, choice: FrameChoice): void {
  const next =
    typeof choice === 'string'
      ? { preset: choice, ...FRAME_PRESET_SIZES[choice] }
      : {
          preset: 'custom' as const,
          width: clampFrameSide(choice.width),
          height: clampFrameSide(choice.height),
        };
  const { frame } = draft;
  if (frame.preset === next.preset && frame.width === next.width && frame.height === next.height) return;
  const sx = next.width / frame.width;
  const sy = next.height / frame.height;
  const k = Math.min(next.width, next.height) / Math.min(frame.width, frame.height);
  draft.frame = next;
  if (sx !== 1 || sy !== 1) {
    scaleFramePositions(draft, sx, sy);
    const { margins } = draft;
    for (const side of MARGIN_SIDES) if (k !== 1) margins[side] = round2(margins[side] * k);
  }
  fitMapToFrame(draft);
}

/** "Fit the map to the frame": the levels on show as large as they go inside the margins, centred. */
export function fitMapToFrame(draft: DocumentDraft): void {
  setPlacement(draft, DEFAULT_PLACEMENT);
}

/**
 * Sets some of the margins (whole frame pixels, each under half the side it narrows) and fits the map
 * to them: margins are what the fit keeps free, so changing them is asking for a new fit.
 */
export function setMargins(draft: DocumentDraft, change: Partial<Margins>): void {
  const { margins, frame } = draft;
  for (const side of MARGIN_SIDES) {
    const value = change[side];
    if (value === undefined) continue;
    const across = side === 'top' || side === 'bottom' ? frame.height : frame.width;
    const next = clampMargin(value, across);
    if (margins[side] !== next) margins[side] = next;
  }
  fitMapToFrame(draft);
}
