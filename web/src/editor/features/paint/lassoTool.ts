import type { ElementRef } from '@mapwright/core/document/operations/move-element';
import { sameElement } from '@mapwright/core/editor/session';
import { toFrame, type DragHost } from '../../input/tools/host';
import type { Drag, PressPlan } from '../../input/tools/plan';
import type { Point, PressRecord } from '../../input/tools/press';

/**
 * The select-area tool (decision "A lasso selects the divisions whose label anchor it encloses"). A
 * drag draws a lasso, a freehand loop shown over the map and drawn once per animation frame; on
 * release the divisions of the level that takes clicks whose visual centre lies inside it are
 * selected (with Shift, added to the selection). A click selects the division under it, Shift+click
 * adds or removes it, as the move tool's. Nothing here changes the document.
 */
export function lassoPlan(host: DragHost, press: PressRecord): PressPlan {
  const division = press.hit.division;
  return {
    claim: true,
    click: () => {
      const { editor } = host;
      if (!division) {
        if (!press.shift) editor.select(null);
        return false;
      }
      const ref: ElementRef = { kind: 'division', level: division.level, id: division.id };
      const selected = editor.session.selected;
      if (!press.shift) editor.select(ref);
      else if (selected.some((e) => sameElement(e, ref)))
        editor.selectAll(selected.filter((e) => !sameElement(e, ref)));
      else editor.selectAll([...selected, ref]);
      return false;
    },
    drag: () => lassoDrag(host, press),
  };
}

function lassoDrag(host: DragHost, press: PressRecord): Drag {
  const screen = host.screen();
  let at: Point = press.start;
  const points: Point[] = [toFrame(screen, at)];
  let ended = false;
  const draw = () => {
    if (!ended) host.showLasso(points);
  };
  return {
    move(dx, dy) {
      at = { x: at.x + dx, y: at.y + dy };
      points.push(toFrame(screen, at));
      host.schedule(draw);
    },
    end() {
      ended = true;
      host.showLasso(null);
      const { editor } = host;
      const { level, ids } = host.divisionsInLasso(points);
      const taken: ElementRef[] = ids.map((id) => ({ kind: 'division', level, id }));
      // With Shift, the new ones join the selection after those already in it.
      const kept = press.shift ? editor.session.selected : [];
      const added = taken.filter((t) => !kept.some((e) => sameElement(e, t)));
      editor.selectAll([...kept, ...added]);
    },
  };
}
