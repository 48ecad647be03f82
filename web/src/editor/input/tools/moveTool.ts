import { setHeatBar } from '@mapwright/core/document/operations/data-layers';
import { moveElement, type ElementRef } from '@mapwright/core/document/operations/move-element';
import { sameElement } from '@mapwright/core/editor/session';
import { frameDrag } from './frameDrag';
import { insetDrag } from '../../features/insets/insetDrag';
import type { DragHost } from './host';
import type { PressPlan } from './plan';
import type { PressRecord } from './press';

/** The longest and shortest the heat bar's grip makes the bar (frame px). */
const HEAT_BAR_LENGTH = { min: 20, max: 5000 };

/** A drag of one element of the map (or of the map itself), with the grabbing hand shown. */
function moveDrag(host: DragHost, ref: ElementRef) {
  return frameDrag(host, {
    apply: (dx, dy) => host.editor.apply(moveElement, ref, dx, dy, host.mapScale()),
    onLive: (live) => host.setLive(live),
    // The legend and heat bar may be drawn away from their stored places (placed by the editor, or
    // the bar pulled inside the frame): a drag starts from where they are drawn, so the first move
    // does not spend itself on the difference.
    initial: ref.kind === 'heatBar' || ref.kind === 'legend' ? host.keyOffset(ref.kind) : undefined,
    shield: true,
  });
}

/** A drag of the map itself: the pan of Shift+drag, of the move tool on the map, of a finger in the paint tool. */
export function panDrag(host: DragHost) {
  return moveDrag(host, { kind: 'map' });
}

/**
 * Shift+drag pans the map, whatever the tool. With the move tool, a Shift+click on a division adds it
 * to the selected divisions or takes it out (what "Group into territory" groups).
 */
export function panPlan(host: DragHost, press?: PressRecord): PressPlan {
  const division = press?.hit.division;
  const click =
    division && host.editor.session.tool === 'move'
      ? () => {
          const ref: ElementRef = { kind: 'division', level: division.level, id: division.id };
          const selected = host.editor.session.selected;
          const has = selected.some((e) => sameElement(e, ref));
          host.editor.selectAll(has ? selected.filter((e) => !sameElement(e, ref)) : [...selected, ref]);
          return false;
        }
      : undefined;
  return { claim: true, drag: () => panDrag(host), ...(click && { click }) };
}

/**
 * The move tool. Idle → pressing (the pointer is taken) → either a click, which selects what was
 * pressed (nothing, on the map), or past the drag threshold a drag, which selects it and moves it
 * (the heat bar's grip resizes the bar instead; an inset's grip the inset), one undo step.
 */
export function movePlan(host: DragHost, press: PressRecord): PressPlan {
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
      // An inset's box: moved, or resized by its grip, whatever division of it was pressed.
      if (ref.kind === 'inset' || ref.kind === 'zoomInset')
        return insetDrag(host, ref, press.hit.resize) ?? panDrag(host);
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
