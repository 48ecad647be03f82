import type { DragHost, SelectionHost } from '../../input/tools/host';
import { panDrag } from '../../input/tools/moveTool';
import type { PressPlan } from '../../input/tools/plan';
import type { PressRecord } from '../../input/tools/press';

/**
 * Whether a drag of this press pans the map because the paint tool is in use and it is a finger's: on
 * a touch screen one finger moves the map, as in every map app, and a tap paints (decision "One finger
 * pans the map in the paint tool"). A mouse's drag is no pan (Shift+drag is); nor is a finger's in the
 * other tools, which draw (select area, zoom inset) or move what they grab (move).
 */
export function fingerPans(host: DragHost & SelectionHost, press: PressRecord): boolean {
  return press.kind === 'touch' && host.editor.session.tool === 'paint';
}

/**
 * The paint tool. Idle → pressing → a click paints what was pressed at once (a legend entry picks its
 * colour instead); past the drag threshold a finger pans the map (one undo step) and a mouse does
 * nothing. The first click of a double-click also painted, so the double-click first undoes that paint
 * (when it changed something) and then reverts the division: the history ends with one "revert" step,
 * and undo brings back the colour it had before the double-click.
 */
export function paintPlan(host: DragHost & SelectionHost, press: PressRecord): PressPlan {
  const { division, legendColour } = press.hit;
  return {
    click: () => {
      if (legendColour !== null) {
        host.editor.pickFill(legendColour);
        return false;
      }
      return division ? host.paintAt(division) : false;
    },
    double: (first) => {
      if (!division || legendColour !== null) return false;
      if (first.changed) host.editor.undo();
      host.revertAt(division);
      return true;
    },
    ...(fingerPans(host, press) && { drag: () => panDrag(host) }),
  };
}
