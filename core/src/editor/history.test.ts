import { enablePatches, produceWithPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { moveDivision, panBy, setTitle } from '../document/operations/index';
import type { MapDocument, MapDocumentData } from '../document/schema';
import { History } from './history';

enablePatches();

function change(doc: MapDocument, recipe: (draft: MapDocumentData) => void) {
  const [next, patches, inverse] = produceWithPatches(doc, (draft) => recipe(draft as MapDocumentData));
  return { next, patches, inverse };
}

describe('History', () => {
  it('merges changes until mark(), then starts a new step', () => {
    const history = new History();
    let doc: MapDocument = createDocument('Finland');
    const start = doc;
    for (const title of ['a', 'b', 'c']) {
      const c = change(doc, (d) => setTitle(d, title));
      history.record(c.patches, c.inverse);
      doc = c.next;
    }
    history.mark();
    const afterFirst = doc;
    const c = change(doc, (d) => panBy(d, 5, 5));
    history.record(c.patches, c.inverse);
    doc = c.next;
    expect(history.undoDepth).toBe(2);
    doc = history.undo(doc)?.doc ?? doc;
    expect(doc).toEqual(afterFirst);
    doc = history.undo(doc)?.doc ?? doc;
    expect(doc).toEqual(start);
    expect(history.undo(doc)).toBeUndefined();
  });

  it('keeps a long drag step small: repeated replacements update the tail', () => {
    const history = new History();
    let doc: MapDocument = createDocument('Finland');
    const start = doc;
    for (let i = 0; i < 500; i++) {
      const c = change(doc, (d) => moveDivision(d, 1, 'FI-01', 1, 0));
      history.record(c.patches, c.inverse);
      doc = c.next;
    }
    history.mark();
    const end = doc;
    const undone = history.undo(doc);
    expect(undone?.applied.length).toBeLessThanOrEqual(2);
    expect(undone?.doc).toEqual(start);
    expect(history.redo(undone?.doc ?? start)?.doc).toEqual(end);
  });

  it('ignores empty changes and refuses a limit below one', () => {
    const history = new History();
    history.record([], []);
    expect(history.canUndo).toBe(false);
    expect(() => new History(0)).toThrow();
  });
});
