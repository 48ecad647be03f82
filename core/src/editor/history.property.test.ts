import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import {
  addAnnotation,
  clearDivision,
  moveDivision,
  moveLegend,
  newMap,
  paintDivision,
  panBy,
  recolourLegendEntry,
  removeAnnotation,
  setFrame,
  setLegendLabel,
  setLevelStyle,
  setShow,
  setTitle,
  zoomAt,
} from '../document/operations/index';
import { mapDocumentSchema, type MapDocument, type MapDocumentData } from '../document/schema';
import { Editor } from './editor';

type Recipe = (draft: MapDocumentData) => void;

const level = fc.constantFrom(1 as const, 2 as const);
const id = fc.constantFrom('a', 'b', 'c', 'd');
const colour = fc.constantFrom('#e69f00', '#56b4e9', '#009e73', '#000000');
const delta = fc.double({ min: -50, max: 50, noNaN: true });

/** Random operations covering every part of the document. */
const operation: fc.Arbitrary<Recipe> = fc.oneof(
  fc.tuple(level, id, colour).map(
    ([l, i, c]): Recipe =>
      (d) =>
        paintDivision(d, l, i, c),
  ),
  fc.tuple(level, id).map(
    ([l, i]): Recipe =>
      (d) =>
        clearDivision(d, l, i),
  ),
  fc.tuple(level, id, delta, delta).map(
    ([l, i, x, y]): Recipe =>
      (d) =>
        moveDivision(d, l, i, x, y),
  ),
  fc.tuple(delta, delta).map(
    ([x, y]): Recipe =>
      (d) =>
        panBy(d, x, y),
  ),
  fc.tuple(fc.double({ min: 0, max: 1600, noNaN: true }), fc.double({ min: 0.5, max: 2, noNaN: true })).map(
    ([x, f]): Recipe =>
      (d) =>
        zoomAt(d, { x, y: 300 }, f),
  ),
  fc.constantFrom('1' as const, '2' as const, 'both' as const).map(
    (s): Recipe =>
      (d) =>
        setShow(d, s),
  ),
  fc.tuple(level, fc.boolean(), fc.double({ min: 0, max: 5, noNaN: true })).map(
    ([l, visible, borderWidth]): Recipe =>
      (d) =>
        setLevelStyle(d, l, { visible, borderWidth }),
  ),
  fc.string({ maxLength: 8 }).map(
    (t): Recipe =>
      (d) =>
        setTitle(d, t),
  ),
  fc.tuple(delta, delta).map(
    ([x, y]): Recipe =>
      (d) =>
        moveLegend(d, x, y),
  ),
  fc.tuple(colour, fc.string({ maxLength: 5 })).map(
    ([c, t]): Recipe =>
      (d) =>
        setLegendLabel(d, c, t),
  ),
  fc.tuple(colour, colour).map(
    ([a, b]): Recipe =>
      (d) =>
        recolourLegendEntry(d, a, b),
  ),
  fc.constantFrom('16:9' as const, '1:1' as const, 'A4' as const).map(
    (p): Recipe =>
      (d) =>
        setFrame(d, p),
  ),
  id.map((i): Recipe => (d) => {
    if (d.annotations.some((a) => a.id === i)) removeAnnotation(d, i);
    else
      addAnnotation(d, {
        id: i,
        type: 'dot',
        position: { x: 5, y: 5 },
        radius: 3,
        color: '#000000',
        label: i,
      });
  }),
  fc.constant<Recipe>((d) => newMap(d)),
);

/** A step: one operation alone, or a gesture of several merged between marks. */
const step = fc.oneof(
  operation.map((op) => [op]),
  fc.array(operation, { minLength: 2, maxLength: 6 }),
);

describe('History property', () => {
  it('undo walks back through every stopping point to the first document; redo returns to the last', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const editor = new Editor(createDocument('SriLanka'), { historyLimit: 1000 });
        const snapshots: MapDocument[] = [editor.document];
        for (const ops of steps) {
          editor.beginGesture();
          for (const op of ops) editor.change(op);
          editor.mark();
          expect(mapDocumentSchema.safeParse(editor.document).success).toBe(true);
          if (editor.document !== snapshots.at(-1)) snapshots.push(editor.document);
        }
        const last = editor.document;
        for (let i = snapshots.length - 2; i >= 0; i--) {
          expect(editor.undo()).toBe(true);
          expect(editor.document).toEqual(snapshots[i]);
        }
        expect(editor.canUndo).toBe(false);
        while (editor.redo());
        expect(editor.document).toEqual(last);
      }),
      { numRuns: 200 },
    );
  });
});
