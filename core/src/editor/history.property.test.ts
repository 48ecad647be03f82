import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAnnotation } from '../document/annotation-defaults';
import { createDocument } from '../document/defaults';
import type { AnchorConverter } from '../document/anchor';
import {
  addAnnotation,
  bringForward,
  bringToFront,
  duplicateAnnotations,
  moveAnnotations,
  moveAnnotationToIndex,
  moveLayer,
  moveNoteTarget,
  parseAnnotationClipboard,
  pasteAnnotations,
  pinAnnotation,
  placeAnnotation,
  removeAnnotations,
  renameAnnotation,
  sendBackward,
  sendToBack,
  serialiseAnnotations,
  setAnnotationsHidden,
  setAnnotationsLocked,
  setTitlesVisible,
  updateAnnotation,
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
  fc.constantFrom('slide' as const, 'square-post' as const, 'a4-portrait' as const).map(
    (p): Recipe =>
      (d) =>
        setFrame(d, p),
  ),
  id.map((i): Recipe => (d) => {
    if (d.annotations.some((a) => a.id === i)) removeAnnotation(d, i);
    else addAnnotation(d, { ...createAnnotation('dot', { kind: 'frame', x: 5, y: 5 }, { id: i }), label: i });
  }),
  fc.constant<Recipe>((d) => newMap(d)),
);

/** A plate carrée (10 px per degree, 0/0 at 800/450) that refuses points past the globe. */
const converter: AnchorConverter = {
  toFrame: (a) => (a.kind === 'frame' ? { x: a.x, y: a.y } : { x: 800 + a.lon * 10, y: 450 - a.lat * 10 }),
  toMap: (p) => {
    const lon = (p.x - 800) / 10;
    const lat = (450 - p.y) / 10;
    return Math.abs(lon) <= 180 && Math.abs(lat) <= 90 ? { kind: 'map', lon, lat } : undefined;
  },
};

const annotationType = fc.constantFrom(
  'text' as const,
  'dot' as const,
  'note' as const,
  'emoji' as const,
  'chart' as const,
);
const annotationIds = fc.subarray(['a', 'b', 'c', 'd']);
const framePoint = fc.record({
  x: fc.double({ min: 0, max: 1600, noNaN: true }),
  y: fc.double({ min: 0, max: 900, noNaN: true }),
});

/** Every annotation operation, on ids that may or may not exist. */
const annotationOperation: fc.Arbitrary<Recipe> = fc.oneof(
  fc
    .tuple(annotationType, framePoint, id, fc.constantFrom('map' as const, 'frame' as const))
    .map(([type, at, i, pin]): Recipe => (d) => {
      if (!d.annotations.some((a) => a.id === i)) placeAnnotation(d, type, at, converter, { id: i, pin });
    }),
  fc.tuple(id, fc.boolean(), fc.string({ maxLength: 6 })).map(([i, flag, text]): Recipe => (d) => {
    const a = d.annotations.find((x) => x.id === i);
    if (a?.type === 'text') updateAnnotation(d, i, { text, italic: flag, rotation: text.length * 10 });
    else if (a?.type === 'dot') updateAnnotation(d, i, { label: text, shape: flag ? 'star' : 'pin' });
    else if (a?.type === 'chart')
      updateAnnotation(d, i, {
        kind: flag ? 'pie' : 'hbar',
        rows: [{ label: text, value: 3, color: '#000000' }],
      });
    else updateAnnotation(d, i, { name: text });
  }),
  fc.tuple(annotationIds, delta, delta).map(
    ([ids, x, y]): Recipe =>
      (d) =>
        moveAnnotations(d, ids, x, y, converter),
  ),
  fc.tuple(id, delta, delta).map(
    ([i, x, y]): Recipe =>
      (d) =>
        moveNoteTarget(d, i, x, y, converter),
  ),
  annotationIds.map(
    (ids): Recipe =>
      (d) =>
        removeAnnotations(d, ids),
  ),
  annotationIds.map(
    (ids): Recipe =>
      (d) =>
        void duplicateAnnotations(d, ids, { converter }),
  ),
  annotationIds.map((ids): Recipe => (d) => {
    const chosen = d.annotations.filter((a) => ids.includes(a.id));
    const clip = chosen.length > 0 ? parseAnnotationClipboard(serialiseAnnotations(chosen)) : undefined;
    if (clip?.ok) pasteAnnotations(d, clip.annotations, { converter, frame: d.frame });
  }),
  fc.tuple(fc.constantFrom(bringForward, sendBackward, bringToFront, sendToBack), annotationIds).map(
    ([reorder, ids]): Recipe =>
      (d) =>
        reorder(d, ids),
  ),
  fc.tuple(id, fc.nat(6)).map(
    ([i, index]): Recipe =>
      (d) =>
        moveAnnotationToIndex(d, i, index),
  ),
  fc.tuple(annotationIds, fc.boolean(), fc.boolean()).map(([ids, hidden, locked]): Recipe => (d) => {
    setAnnotationsHidden(d, ids, hidden);
    setAnnotationsLocked(d, ids, locked);
  }),
  fc.tuple(id, fc.string({ maxLength: 6 })).map(
    ([i, name]): Recipe =>
      (d) =>
        renameAnnotation(d, i, name),
  ),
  fc.tuple(id, fc.constantFrom('map' as const, 'frame' as const)).map(([i, kind]): Recipe => (d) => {
    try {
      pinAnnotation(d, i, kind, converter);
    } catch (error) {
      // Off the globe: refused before anything changed, as the editor shows the user.
      if (!(error instanceof RangeError)) throw error;
    }
  }),
  fc
    .tuple(
      fc.constantFrom('map' as const, 'annotations' as const, 'legend' as const, 'titles' as const),
      fc.nat(3),
      fc.boolean(),
    )
    .map(([layer, index, titles]): Recipe => (d) => {
      moveLayer(d, layer, index);
      setTitlesVisible(d, titles);
    }),
);

const anyOperation = fc.oneof(
  { weight: 1, arbitrary: operation },
  { weight: 1, arbitrary: annotationOperation },
);

/** A step: one operation alone, or a gesture of several merged between marks. */
const step = fc.oneof(
  anyOperation.map((op) => [op]),
  fc.array(anyOperation, { minLength: 2, maxLength: 6 }),
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
