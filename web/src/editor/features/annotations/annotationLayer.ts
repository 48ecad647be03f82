import type { EditTarget } from '@mapwright/core/editor/edit-target';
import { isAnnotationTool } from '@mapwright/core/editor/session';
import { frameDrag } from '../../input/tools/frameDrag';
import type { Hit } from '../../input/tools/hit';
import { toFrame, type DragHost, type SelectionHost } from '../../input/tools/host';
import type { Drag, PressPlan } from '../../input/tools/plan';
import type { PressRecord } from '../../input/tools/press';

/** A drag of annotations (or a note's target), drawn on a layer of their own while it moves. */
function liftedDrag(
  host: DragHost & SelectionHost,
  ids: readonly string[],
  apply: (dx: number, dy: number) => void,
): Drag {
  const drag = frameDrag(host, { apply, onLive: (live) => host.setLive(live) });
  host.lift(ids);
  return {
    move: (dx, dy) => drag.move(dx, dy),
    end: () => {
      drag.end();
      host.lift(null);
    },
  };
}

/** The rectangle selection: the outline follows the pointer; the annotations it meets are selected. */
function marqueeDrag(host: DragHost & SelectionHost, press: PressRecord, additive: boolean): Drag {
  const screen = host.screen();
  const start = toFrame(screen, press.start);
  let at = press.start;
  const rect = () => {
    const end = toFrame(screen, at);
    const [x0, x1] = [Math.min(start.x, end.x), Math.max(start.x, end.x)];
    const [y0, y1] = [Math.min(start.y, end.y), Math.max(start.y, end.y)];
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  };
  return {
    move(dx, dy) {
      at = { x: at.x + dx, y: at.y + dy };
      host.showMarquee?.(rect());
    },
    end() {
      host.showMarquee?.(null);
      const hits = host.annotationsIn(rect());
      host.picks.set(additive ? [...host.picks.ids, ...hits] : hits);
    },
  };
}

/** What a double-click on an annotation types into: a text's or a note's text, or a chart's title. */
function editTargetOf(host: DragHost & SelectionHost, hit: Hit): EditTarget | null {
  const annotation = host.editor.document.annotations.find((a) => a.id === hit.annotation);
  if (!annotation) return null;
  if (annotation.type === 'text' || annotation.type === 'note')
    return { kind: 'annotation', id: annotation.id };
  // A chart's title: pressed on the title itself, or anywhere when it has none yet.
  if (annotation.type === 'chart' && (hit.chartTitle || annotation.title.trim() === ''))
    return { kind: 'chartTitle', id: annotation.id };
  return null;
}

/**
 * Annotations, before any tool hears of a press (whatever the tool):
 *
 * - a press on an annotation selects it (Shift adds or removes it) and a drag moves the selection, one
 *   undo step; a double-click types into its text;
 * - a press on a note's target handle drags the target alone;
 * - with an annotation tool, a click elsewhere places a new one there;
 * - with the move tool, a drag on empty frame selects by rectangle (Shift adds), where the host draws one.
 *
 * Null: the press is not the annotations' (a plain one leaves them) and goes on to the tool.
 */
export function annotationPlan(host: DragHost & SelectionHost, press: PressRecord): PressPlan | null {
  const { editor, picks } = host;
  const { hit, shift } = press;
  const tool = editor.session.tool;
  const handle = hit.handle;
  if (handle?.kind === 'target') {
    const move = (dx: number, dy: number) => host.moveNoteTarget(handle.id, dx, dy);
    return { claim: true, drag: () => liftedDrag(host, [handle.id], move) };
  }
  const id = hit.annotation;
  if (id !== null) {
    if (shift) picks.toggle(id);
    else if (!picks.has(id)) picks.set([id]);
    const ids = picks.has(id) ? picks.ids : [];
    return {
      claim: true,
      double: () => {
        const target = editTargetOf(host, hit);
        return target !== null && editor.startEditing(target);
      },
      drag: () => liftedDrag(host, ids, (dx, dy) => host.nudgeAnnotations(ids, dx, dy)),
    };
  }
  if (isAnnotationTool(tool) && !shift) {
    const place = () => {
      host.placeAnnotation(tool, toFrame(host.screen(), press.start));
      return false;
    };
    return { claim: true, click: place };
  }
  if (tool === 'move' && host.showMarquee && hit.emptyFrame) {
    const clear = () => {
      if (!shift) picks.clear();
      return false;
    };
    return { claim: true, click: clear, drag: () => marqueeDrag(host, press, shift) };
  }
  if (!shift) picks.clear();
  return null;
}
