import { clampFrameSide, FRAME_PRESET_SIZES, type FixedFramePreset } from '../frame';
import { clampOffset } from '../placement';
import type { DocumentDraft } from './operation';
import { scaleFramePositions } from './positions';

export type FrameChoice = FixedFramePreset | { readonly width: number; readonly height: number };

/**
 * Changes the frame to a preset or a custom size (sides clamped to 100..10000 px). Everything placed
 * in the frame keeps its relative place: positions and the map offset scale with the frame.
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
  draft.frame = next;
  if (sx === 1 && sy === 1) return;
  scaleFramePositions(draft, sx, sy);
  const { placement } = draft;
  placement.offsetX = clampOffset(placement.offsetX * sx, next.width, placement.zoom);
  placement.offsetY = clampOffset(placement.offsetY * sy, next.height, placement.zoom);
}
