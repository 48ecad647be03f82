import { moveElement } from '@mapwright/core/document/operations/move-element';
import { zoomAt } from '@mapwright/core/document/operations/placement';
import { toFrame, type DragHost } from './host';
import type { Point } from './press';

/** A two-finger gesture: told where the fingers' centre is and how far apart they are. */
export interface Pinch {
  move(centre: Point, distance: number): void;
  end(): void;
}

/**
 * Two fingers pan and zoom the map around their centre, in any tool: the moves and zoom factors of a
 * frame are summed and applied as one change (one document, one notification, one repaint of the
 * placement), and the whole pinch is one undo step.
 */
export function startPinch(host: DragHost, centre: Point, distance: number): Pinch {
  const screen = host.screen();
  let last = { centre, distance };
  let pending = { dx: 0, dy: 0, factor: 1, at: toFrame(screen, centre) };
  const apply = () => {
    const { dx, dy, factor, at } = pending;
    pending = { ...pending, dx: 0, dy: 0, factor: 1 };
    if (dx === 0 && dy === 0 && factor === 1) return;
    const scale = host.mapScale();
    host.editor.change((draft) => {
      if (dx !== 0 || dy !== 0) moveElement(draft, { kind: 'map' }, dx, dy, scale);
      if (factor !== 1) zoomAt(draft, at, factor);
    });
  };
  const step = host.gestureStep(apply, (live) => host.setLive(live));
  host.endWheel();
  step.start();
  return {
    move(at, d) {
      pending.dx += (at.x - last.centre.x) * screen.k;
      pending.dy += (at.y - last.centre.y) * screen.k;
      if (last.distance > 0 && d > 0) pending.factor *= d / last.distance;
      pending.at = toFrame(screen, at);
      last = { centre: at, distance: d };
      host.schedule(apply);
    },
    end: () => step.end(),
  };
}
