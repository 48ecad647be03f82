import { setLabelOverride } from '@mapwright/core/document/operations/labels';
import type { DragHost, SelectionHost } from '../../input/tools/host';
import type { Drag, PressPlan } from '../../input/tools/plan';
import type { PressRecord } from '../../input/tools/press';

/**
 * A press on a division's label, whatever the tool (decision "Labels in the document: per level,
 * placed by the core, overrides by division"): a click selects it for the Labels section (or, while
 * divisions are picked for labels, picks its division); a double-click types into it where it is
 * drawn; a drag moves it and the drop pins it there in map space, one undo step. While it moves only
 * its element is moved: the labels are placed again once, after the drop. Shift+drag still pans.
 */
export function labelPlan(host: DragHost & SelectionHost, press: PressRecord): PressPlan | null {
  const label = press.hit.label;
  if (!label || press.shift) return null;
  const { editor, labels } = host;
  return {
    claim: true,
    click: () => {
      if (labels.picking()) return host.paintAt(label);
      labels.select(label);
      return false;
    },
    double: () => editor.startEditing({ kind: 'label', level: label.level, id: label.id }),
    drag: (): Drag => {
      labels.select(label);
      const start = labels.position(label);
      const { k } = host.screen();
      const scale = host.mapScale();
      let dx = 0;
      let dy = 0;
      const show = () => labels.dragBy(label, dx, dy);
      host.endWheel();
      host.shield(true);
      return {
        move(x, y) {
          dx += x * k;
          dy += y * k;
          host.schedule(show);
        },
        end() {
          host.shield(false);
          if (!start || (dx === 0 && dy === 0) || !(scale > 0)) return;
          const position = { x: start.x + dx / scale, y: start.y + dy / scale };
          editor.apply(setLabelOverride, label.level, label.id, { position });
        },
      };
    },
  };
}
