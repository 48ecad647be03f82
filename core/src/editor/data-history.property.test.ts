import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import {
  setDataLayer,
  setDataValue,
  setDataValues,
  setHeatBar,
  setHeatMap,
  setPixelDotMap,
} from '../document/operations/index';
import { mapDocumentSchema, type MapDocumentData } from '../document/schema';
import { Editor } from './editor';

type Recipe = (draft: MapDocumentData) => void;

const id = fc.constantFrom('IN-OR', 'IN-KL', 'IN-LA', '551', '235');
const kind = fc.constantFrom('heatMap' as const, 'pixelDotMap' as const);
const percent = fc.double({ min: 0, max: 100, noNaN: true });

/** Value edits (typed, cleared, imported) and the settings a data map's user changes between them. */
const edit: fc.Arbitrary<Recipe> = fc.oneof(
  fc.tuple(kind, id, fc.option(percent)).map(
    ([k, i, v]): Recipe =>
      (d) =>
        setDataValue(d, k, i, v),
  ),
  fc.tuple(kind, fc.dictionary(id, percent, { maxKeys: 5 })).map(
    ([k, values]): Recipe =>
      (d) =>
        setDataValues(d, k, values),
  ),
  fc
    .tuple(
      fc.constantFrom('none' as const, 'heatMap' as const, 'pixelDotMap' as const),
      fc.constantFrom(1 as const, 2 as const),
    )
    .map(
      ([k, level]): Recipe =>
        (d) =>
          setDataLayer(d, k, level),
    ),
  fc
    .record({
      classification: fc.constantFrom(
        'continuous',
        'quantile',
        'equalInterval',
        'naturalBreaks',
        'custom' as const,
      ),
      classes: fc.integer({ min: 2, max: 12 }),
      palette: fc.constantFrom('viridis', 'rdbu', 'blues'),
      reverse: fc.boolean(),
      midpoint: fc.option(fc.integer({ min: -10, max: 10 })),
    })
    .map(
      (settings): Recipe =>
        (d) =>
          setHeatMap(d, settings),
    ),
  fc.string({ maxLength: 6 }).map(
    (title): Recipe =>
      (d) =>
        setHeatBar(d, { title, format: { suffix: ' %' } }),
  ),
  fc.integer({ min: 2, max: 20 }).map(
    (cellSize): Recipe =>
      (d) =>
        setPixelDotMap(d, { cellSize, gap: 1 }),
  ),
);

describe('data maps: history property', () => {
  it('any sequence of value edits and settings, undone, returns the first document', () => {
    fc.assert(
      fc.property(fc.array(fc.array(edit, { minLength: 1, maxLength: 4 }), { maxLength: 30 }), (steps) => {
        const editor = new Editor(createDocument('India'), { historyLimit: 1000 });
        const first = editor.document;
        for (const ops of steps) {
          // A step: one edit, or a cell's keystrokes typed between focus and blur.
          editor.beginGesture();
          for (const op of ops) editor.change(op);
          editor.mark();
          expect(mapDocumentSchema.safeParse(editor.document).success).toBe(true);
        }
        const last = editor.document;
        while (editor.undo());
        expect(editor.document).toEqual(first);
        while (editor.redo());
        expect(editor.document).toEqual(last);
      }),
      { numRuns: 200 },
    );
  });
});
