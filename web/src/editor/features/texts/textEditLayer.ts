import type { EditHost } from '../../input/tools/host';
import type { PressPlan } from '../../input/tools/plan';
import type { PressRecord } from '../../input/tools/press';

/**
 * The map's own texts typed into where they are drawn, whatever the tool: a double-click on the title,
 * the subtitle, the legend's title or a legend label edits it; a click on a legend row's "Add a label"
 * placeholder does too, so a label is written on the map. Otherwise the press does what `plan` does
 * (a click on a legend row picks its colour, the move tool drags the legend).
 */
export function withTextEditing(
  host: EditHost,
  press: PressRecord,
  plan: PressPlan | null,
): PressPlan | null {
  const target = press.hit.text;
  if (!target || press.shift) return plan;
  const { placeholder } = press.hit;
  return {
    ...plan,
    click: () => {
      if (placeholder && host.editor.startEditing(target)) return false;
      return plan?.click?.() ?? false;
    },
    double: (first) => host.editor.startEditing(target) || (plan?.double?.(first) ?? false),
  };
}
