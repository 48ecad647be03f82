import { moveInset, scaleInset, setZoomInsetZoom } from '@mapwright/core/document/operations/insets';
import { moveElement } from '@mapwright/core/document/operations/move-element';
import type { BBox } from '@mapwright/core/geo/projected-level';
import { cornerScale } from '@mapwright/core/render/inset-hit';
import { frameDrag } from '../../input/tools/frameDrag';
import type { DragHost } from '../../input/tools/host';
import type { Drag } from '../../input/tools/plan';

type InsetRef = { readonly kind: 'inset' | 'zoomInset'; readonly id: string };

/**
 * The move tool's drags of an inset's box (decision "Insets are moved and resized on the map"), one
 * undo step each. A zoom inset moves and grows live, like any element. A territory inset's box is
 * the map's own geometry (moving it mounts the map again), so a drag shows its outline following the
 * pointer and the drop moves or resizes it once.
 */
export function insetDrag(host: DragHost, ref: InsetRef, resize: boolean): Drag | undefined {
  const box = host.insetBox(ref);
  if (!box) return undefined;
  if (ref.kind === 'inset') return outlineDrag(host, ref.id, box, resize);
  if (!resize)
    return frameDrag(host, {
      apply: (dx, dy) => host.editor.apply(moveElement, ref, dx, dy, host.mapScale()),
      onLive: (live) => host.setLive(live),
      shield: true,
    });
  const inset = host.editor.document.zoomInsets.find((z) => z.id === ref.id);
  if (!inset) return undefined;
  const zoom = inset.zoom;
  const total = { dx: 0, dy: 0 };
  return frameDrag(host, {
    // The whole drag since the press, so the zoom's rounding never adds up over many small moves.
    apply: (dx, dy) => {
      total.dx += dx;
      total.dy += dy;
      const k = host.mapScale();
      host.editor.apply(setZoomInsetZoom, ref.id, zoom * cornerScale(box, total.dx / k, total.dy / k));
    },
    onLive: (live) => host.setLive(live),
    shield: true,
  });
}

function outlineDrag(host: DragHost, id: string, box: BBox, resize: boolean): Drag {
  const { k } = host.screen();
  const scale = host.mapScale();
  const before = host.editor.document.insets[id]?.scale ?? 1;
  let dx = 0;
  let dy = 0;
  const factor = () => cornerScale(box, dx / scale, dy / scale);
  const moved = (): BBox => {
    if (!resize) return [box[0] + dx / scale, box[1] + dy / scale, box[2] + dx / scale, box[3] + dy / scale];
    const f = factor();
    return [box[0], box[1], box[0] + (box[2] - box[0]) * f, box[1] + (box[3] - box[1]) * f];
  };
  host.shield(true);
  const stop = () => {
    host.showOutline(null);
    host.shield(false);
  };
  return {
    move(mx, my) {
      dx += mx * k;
      dy += my * k;
      host.showOutline(host.boxOnFrame(moved()));
    },
    end() {
      stop();
      if (resize) host.editor.apply(scaleInset, id, before * factor());
      else host.editor.apply(moveInset, id, dx / scale, dy / scale);
    },
    cancel: stop,
  };
}
