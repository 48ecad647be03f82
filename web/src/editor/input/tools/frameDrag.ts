import type { DragHost } from './host';
import type { Drag } from './plan';

/**
 * A drag that changes the document: moves are summed in frame pixels and applied once per animation
 * frame, and the whole drag is one undo step (the host's gesture step: opened when it starts, closed
 * when it ends, after the moves still waiting are applied).
 */
export function frameDrag(
  host: DragHost,
  options: {
    /** Applies a move of (dx, dy) frame pixels. */
    apply(dx: number, dy: number): void;
    onLive(live: boolean): void;
    /** A move already owed when the drag starts (the heat bar is drawn away from its stored place). */
    initial?: { dx: number; dy: number };
    /** Shows the grabbing hand over the map meanwhile. */
    shield?: boolean;
  },
): Drag {
  const { k } = host.screen();
  let pending = { dx: options.initial?.dx ?? 0, dy: options.initial?.dy ?? 0 };
  const flush = () => {
    if (pending.dx === 0 && pending.dy === 0) return;
    const { dx, dy } = pending;
    pending = { dx: 0, dy: 0 };
    options.apply(dx, dy);
  };
  const step = host.gestureStep(flush, options.onLive);
  host.endWheel();
  step.start();
  if (options.shield) host.shield(true);
  return {
    move(dx, dy) {
      pending.dx += dx * k;
      pending.dy += dy * k;
      host.schedule(flush);
    },
    end() {
      step.end();
      if (options.shield) host.shield(false);
    },
  };
}
