import { useEffect } from 'react';
import { CellCounter } from '@mapwright/core/data/pixel-cells';
import type { Level } from '@mapwright/core/document/schema';
import type { Editor } from '@mapwright/core/editor/editor';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import { pitchOf, prepareCellPaths } from '@mapwright/core/render/render-pixel-grid';
import { mapTransform } from '@mapwright/core/render/transform';
import { useEditorServices } from '../../state/EditorContext';

/** An idle slice stops when less than this is left of it (ms), so the next frame is not late. */
const SLACK_MS = 2;
/**
 * And after this long (ms) whatever is left: an idle period can last 50 ms, and a tap or a key that
 * arrives during a slice waits for its end.
 */
const MAX_SLICE_MS = 8;

/** The browser's idle callbacks (a stand-in in tests). */
export interface IdleScheduler {
  request(run: (deadline: { timeRemaining(): number }) => void): number;
  cancel(handle: number): void;
}

/**
 * Counts the pixel cells of a level at the map's current zoom in idle time, a few divisions per idle
 * slice, then writes their paths for the current values: "Pixel dots" then only puts them on the
 * page (on Romania's communes the count and the path text are two thirds of a cold first draw). A
 * zoom, a new frame or moved divisions start a new count, once the gesture that made them has ended.
 * Returns the function that stops it.
 * Decision "Cells are counted ahead, in idle time".
 */
export function prepareCellsWhenIdle(
  editor: Editor,
  projected: ProjectedCountry,
  level: Level,
  idle: IdleScheduler,
): () => void {
  const cellLevel = level === 1 ? projected.level1 : projected.level2;
  if (!cellLevel) return () => undefined;
  let counter: CellCounter | undefined;
  /** How many divisions' paths are written (after the count). */
  let written = 0;
  let pending: number | undefined;
  const slice = (deadline: { timeRemaining(): number }) => {
    pending = undefined;
    // Not while a gesture moves the map: a slice takes the idle time between its frames and makes one
    // late, and a zoom's next step would throw its count away. The gesture's end starts it again.
    if (!counter || editor.session.dragging) return;
    const started = performance.now();
    const more = () => deadline.timeRemaining() > SLACK_MS && performance.now() - started < MAX_SLICE_MS;
    if (!counter.step(more)) {
      pending = idle.request(slice);
      return;
    }
    const divisions = counter.cells?.divisions ?? [];
    while (written < divisions.length) {
      const division = divisions[written++];
      if (division) prepareCellPaths(editor.document, division);
      if (written < divisions.length && !more()) {
        pending = idle.request(slice);
        return;
      }
    }
  };
  const follow = () => {
    if (editor.session.dragging) return;
    const doc = editor.document;
    const pitch = pitchOf(doc, mapTransform(doc, projected), cellLevel);
    const offsets = doc.levels[level].offsets;
    if (counter?.counts(cellLevel, pitch, offsets)) return;
    counter = new CellCounter(cellLevel, pitch, offsets);
    written = 0;
    if (pending === undefined) pending = idle.request(slice);
  };
  follow();
  const unsubscribe = editor.subscribe(follow);
  return () => {
    unsubscribe();
    if (pending !== undefined) idle.cancel(pending);
    pending = undefined;
  };
}

const browserIdle: IdleScheduler = {
  request: (run) => requestIdleCallback(run),
  cancel: (handle) => cancelIdleCallback(handle),
};

/**
 * While the Data panel is shown, prepares its level's pixel cells in idle time (unless a pixel dot
 * map is drawn already, its draw having counted them, or the browser has no idle callbacks).
 */
export function useCellPreparation(level: Level, drawn: boolean): void {
  const { editor, geometry } = useEditorServices();
  useEffect(() => {
    if (drawn || typeof requestIdleCallback !== 'function') return;
    return prepareCellsWhenIdle(editor, geometry.projected, level, browserIdle);
  }, [editor, geometry, level, drawn]);
}
