import type { ToolHost } from './host';
import type { PressPlan } from './plan';
import type { PressRecord } from './press';

/**
 * The paint tool. Idle → pressing → a click paints what was pressed at once (a legend entry picks its
 * colour instead); past the drag threshold nothing comes of the press. The first click of a
 * double-click also painted, so the double-click first undoes that paint (when it changed something)
 * and then reverts the division: the history ends with one "revert" step, and undo brings back the
 * colour it had before the double-click.
 */
export function paintPlan(host: ToolHost, press: PressRecord): PressPlan {
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
  };
}
