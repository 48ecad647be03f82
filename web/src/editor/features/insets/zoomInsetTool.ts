import { toFrame, type DragHost, type FrameRect } from '../../input/tools/host';
import type { Drag, PressPlan } from '../../input/tools/plan';
import type { PressRecord } from '../../input/tools/press';

/**
 * The zoom inset tool (decision "A drawn zoom inset is placed in the nearest free corner"): a drag
 * draws a rectangle over the map, shown as it grows; dropped, it becomes a zoom inset, one undo step.
 * A click, a rectangle too small, a drag cut short (a second finger, a cancelled pointer) make nothing.
 */
export function zoomInsetPlan(host: DragHost, press: PressRecord): PressPlan {
  return { claim: true, drag: () => areaDrag(host, press) };
}

function areaDrag(host: DragHost, press: PressRecord): Drag {
  const screen = host.screen();
  const start = toFrame(screen, press.start);
  let at = press.start;
  const rect = (): FrameRect => {
    const end = toFrame(screen, at);
    const [x0, x1] = [Math.min(start.x, end.x), Math.max(start.x, end.x)];
    const [y0, y1] = [Math.min(start.y, end.y), Math.max(start.y, end.y)];
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  };
  return {
    move(dx, dy) {
      at = { x: at.x + dx, y: at.y + dy };
      host.showOutline(rect());
    },
    end() {
      host.showOutline(null);
      host.addZoomInset(rect());
    },
    cancel() {
      host.showOutline(null);
    },
  };
}
