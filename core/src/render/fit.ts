import type { Frame } from '../document/frame';
import type { Margins } from '../document/margins';
import { isEmptyExtent, unionExtent } from '../geo/extent';
import type { BBox } from '../geo/projected-level';

/** frame = map * scale + (x, y): the one transform of the map group. */
export interface MapTransform {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

/**
 * The part of the frame the map is fitted into: inside the margins, less `reserveY` above a title's
 * foot and as much below so the map stays centred between the margins. Never thinner than a tenth of
 * the frame's width or a third of its height, so outsized margins or a tall title cannot squash the
 * map to nothing.
 */
export function fitBox(frame: Pick<Frame, 'width' | 'height'>, margins: Margins, reserveY = 0): BBox {
  const { width: w, height: h } = frame;
  // Written so that equal opposite margins give the frame's centre and size exactly.
  const cx = w / 2 + (margins.left - margins.right) / 2;
  const cy = h / 2 + (margins.top - margins.bottom) / 2;
  const bw = Math.max(w - (margins.left + margins.right), w / 10);
  const bh = Math.max(h - (margins.top + margins.bottom + 2 * reserveY), h / 3);
  return [cx - bw / 2, cy - bh / 2, cx + bw / 2, cy + bh / 2];
}

/**
 * "Fit the map to the frame": the transform that scales the union of `bounds` (boxes in map space: the
 * projected extent of the levels on show, and whatever else must stay in view) as large as it goes
 * inside `box` (frame pixels), centred in it.
 */
export function fitBounds(bounds: readonly BBox[], box: BBox): MapTransform {
  const union = unionExtent(bounds);
  const [b0, b1, b2, b3] = box;
  const cx = b0 + (b2 - b0) / 2;
  const cy = b1 + (b3 - b1) / 2;
  if (isEmptyExtent(union)) return { scale: 1, x: cx, y: cy };
  const [x0, y0, x1, y1] = union;
  const scale = Math.min((b2 - b0) / Math.max(x1 - x0, 1e-9), (b3 - b1) / Math.max(y1 - y0, 1e-9));
  return { scale, x: cx - (scale * (x0 + x1)) / 2, y: cy - (scale * (y0 + y1)) / 2 };
}
