import type { Immutable } from 'immer';
import type { ZoomInset } from '../document/insets';
import type { BBox } from '../geo/projected-level';
import { zoomInsetBox } from './render-zoom-insets';

/**
 * Which inset box a point of map space is on, for the move tool (decision "Insets are moved and
 * resized on the map"): zoom insets first, the last drawn on top, then territory insets; near the
 * bottom-right corner, its resize grip.
 */
export interface InsetBoxHit {
  readonly kind: 'inset' | 'zoomInset';
  readonly id: string;
  readonly box: BBox;
  readonly grip: boolean;
}

/** The grip's side on screen, in frame pixels (a finger's needs are met by a grip reaching past the corner). */
export const INSET_GRIP_PX = 12;

export function insetBoxAt(
  zoomInsets: readonly Pick<Immutable<ZoomInset>, 'id' | 'area' | 'x' | 'y' | 'zoom'>[],
  territoryBoxes: readonly { readonly id: string; readonly box: readonly number[] }[],
  x: number,
  y: number,
  /** The grip's side in map units. */
  grip: number,
): InsetBoxHit | undefined {
  const boxes: Omit<InsetBoxHit, 'grip'>[] = [
    ...[...zoomInsets].reverse().map((z) => ({ kind: 'zoomInset' as const, id: z.id, box: zoomInsetBox(z) })),
    ...territoryBoxes.map((t) => ({
      kind: 'inset' as const,
      id: t.id,
      box: [t.box[0] ?? 0, t.box[1] ?? 0, t.box[2] ?? 0, t.box[3] ?? 0] as const,
    })),
  ];
  // The grip reaches half its side past the corner, so it is found where it is drawn and a little beyond.
  for (const hit of boxes) {
    const [, , x1, y1] = hit.box;
    if (x >= x1 - grip && x <= x1 + grip / 2 && y >= y1 - grip && y <= y1 + grip / 2)
      return { ...hit, grip: true };
  }
  for (const hit of boxes) {
    const [x0, y0, x1, y1] = hit.box;
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1) return { ...hit, grip: false };
  }
  return undefined;
}

/**
 * How much a drag of the bottom-right corner by (dx, dy) map units scales a box held by its top-left
 * corner: the drag projected on the box's diagonal, so the box keeps its shape and follows the pointer.
 */
export function cornerScale(box: BBox, dx: number, dy: number): number {
  const w = box[2] - box[0];
  const h = box[3] - box[1];
  const d2 = w * w + h * h;
  if (!(d2 > 0)) return 1;
  return Math.max(0.01, 1 + (dx * w + dy * h) / d2);
}
