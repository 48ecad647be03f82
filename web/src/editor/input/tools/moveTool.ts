import { setHeatBar } from '@mapwright/core/document/operations/data-layers';
import { moveElement, type ElementRef } from '@mapwright/core/document/operations/move-element';
import { frameDrag } from './frameDrag';
import type { ToolHost } from './host';
import type { PressPlan } from './plan';
import type { PressRecord } from './press';

/** The longest and shortest the heat bar's grip makes the bar (frame px). */
const HEAT_BAR_LENGTH = { min: 20, max: 5000 };

/** A drag of one element of the map (or of the map itself), with the grabbing hand shown. */
function moveDrag(host: ToolHost, ref: ElementRef) {
  return frameDrag(host, {
    apply: (dx, dy) => host.editor.apply(moveElement, ref, dx, dy, host.mapScale()),
    onLive: (live) => host.setLive(live),
    // The heat bar is drawn pulled inside the frame when its place would let it leave: a drag starts
    // from where it is drawn, so the first move does not spend itself on the difference.
    initial: ref.kind === 'heatBar' ? host.heatBarOffset() : undefined,
    shield: true,
  });
}

/** Shift+drag pans the map, whatever the tool. */
export function panPlan(host: ToolHost): PressPlan {
  return { claim: true, drag: () => moveDrag(host, { kind: 'map' }) };
}

/**
 * The move tool. Idle → pressing (the pointer is taken) → either a click, which selects what was
 * pressed (nothing, on the map), or past the drag threshold a drag, which selects it and moves it
 * (the heat bar's grip resizes the bar instead), one undo step.
 */
export function movePlan(host: ToolHost, press: PressRecord): PressPlan {
  const ref = press.hit.movable;
  const select = () => host.editor.select(ref.kind === 'map' ? null : ref);
  return {
    claim: true,
    click: () => {
      select();
      return false;
    },
    drag: () => {
      select();
      if (!press.hit.resize) return moveDrag(host, ref);
      return frameDrag(host, {
        apply: (dx, dy) => {
          const bar = host.editor.document.heatMap.bar;
          const along = bar.orientation === 'vertical' ? dy : dx;
          const length = Math.round(bar.length + along);
          host.editor.apply(setHeatBar, {
            length: Math.min(HEAT_BAR_LENGTH.max, Math.max(HEAT_BAR_LENGTH.min, length)),
          });
        },
        onLive: (live) => host.setLive(live),
        shield: true,
      });
    },
  };
}
