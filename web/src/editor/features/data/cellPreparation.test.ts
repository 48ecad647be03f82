import { describe, expect, it } from 'vitest';
import { CellCounter } from '@mapwright/core/data/pixel-cells';
import { createDocument } from '@mapwright/core/document/defaults';
import { setPixelDotMap } from '@mapwright/core/document/operations/data-layers';
import { zoomAt } from '@mapwright/core/document/operations/placement';
import { Editor } from '@mapwright/core/editor/editor';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import type { ProjectedLevel } from '@mapwright/core/geo/projected-level';
import { pitchOf } from '@mapwright/core/render/render-pixel-grid';
import { mapTransform } from '@mapwright/core/render/transform';
import { prepareCellsWhenIdle, type IdleScheduler } from './cellPreparation';

/** 60 square divisions over a 1000 x 600 map space. */
const level2 = {
  level: 2,
  space: { width: 1000, height: 600 },
  extent: [0, 0, 1000, 600],
  borders: '',
  divisions: Array.from({ length: 60 }, (_, i) => {
    const x = (i % 10) * 100;
    const y = Math.floor(i / 10) * 100;
    return {
      id: `D${i}`,
      name: `D${i}`,
      d: `M${x},${y}L${x + 100},${y}L${x + 100},${y + 100}L${x},${y + 100}Z`,
      bbox: [x, y, x + 100, y + 100],
      centroid: [x + 50, y + 50],
    };
  }),
} as unknown as ProjectedLevel;
const projected: ProjectedCountry = { space: level2.space, level2 };

/** Idle slices run by hand, each with room for `perSlice` divisions. */
function fakeIdle(perSlice: number) {
  let queue: ((deadline: { timeRemaining(): number }) => void)[] = [];
  let slices = 0;
  const idle: IdleScheduler = {
    request: (run) => queue.push(run),
    cancel: () => (queue = []),
  };
  const runAll = () => {
    while (queue.length > 0) {
      const run = queue.shift();
      let left = perSlice;
      slices++;
      run?.({ timeRemaining: () => (left-- > 0 ? 10 : 0) });
    }
    return slices;
  };
  return { idle, runAll, pending: () => queue.length };
}

const countedAtCurrentZoom = (editor: Editor) => {
  const doc = editor.document;
  const pitch = pitchOf(doc, mapTransform(doc, projected), level2);
  return new CellCounter(level2, pitch, doc.levels[2].offsets).cells;
};

describe('prepareCellsWhenIdle', () => {
  it('counts the level over several idle slices, then counts again after a zoom', () => {
    const editor = new Editor(createDocument('Romania'));
    editor.apply(setPixelDotMap, { cellSize: 5 });
    const { idle, runAll } = fakeIdle(7);
    const stop = prepareCellsWhenIdle(editor, projected, 2, idle);
    expect(countedAtCurrentZoom(editor)).toBeUndefined();
    expect(runAll()).toBeGreaterThan(10);
    expect(countedAtCurrentZoom(editor)?.divisions).toHaveLength(60);

    editor.change((draft) => zoomAt(draft, { x: 100, y: 100 }, 2));
    expect(countedAtCurrentZoom(editor)).toBeUndefined();
    runAll();
    expect(countedAtCurrentZoom(editor)?.total).toBeGreaterThan(0);
    stop();
  });

  it('waits for a gesture that zooms to end: no slice runs while it moves, and the count is at its last zoom', () => {
    const editor = new Editor(createDocument('Romania'));
    editor.apply(setPixelDotMap, { cellSize: 5 });
    const { idle, runAll } = fakeIdle(7);
    const stop = prepareCellsWhenIdle(editor, projected, 2, idle);
    const settled = runAll();
    editor.beginGesture();
    editor.setDragging(true);
    for (const step of [1.2, 1.3, 1.4]) {
      editor.change((draft) => zoomAt(draft, { x: 100, y: 100 }, step));
      // Idle time between the gesture's frames: nothing is counted.
      expect(runAll()).toBe(settled);
      expect(countedAtCurrentZoom(editor)).toBeUndefined();
    }
    editor.mark();
    editor.setDragging(false);
    runAll();
    expect(countedAtCurrentZoom(editor)?.divisions).toHaveLength(60);
    stop();
  });

  it('stops counting when stopped', () => {
    const editor = new Editor(createDocument('Romania'));
    editor.apply(setPixelDotMap, { cellSize: 3 });
    const { idle, runAll, pending } = fakeIdle(5);
    const stop = prepareCellsWhenIdle(editor, projected, 2, idle);
    stop();
    expect(pending()).toBe(0);
    runAll();
    expect(countedAtCurrentZoom(editor)).toBeUndefined();
  });
});
