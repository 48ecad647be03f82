import { describe, expect, it } from 'vitest';
import type { AnchorConverter } from '../anchor';
import { createAnnotation } from '../annotation-defaults';
import { annotationName, type Annotation } from '../annotations';
import { createDocument } from '../defaults';
import { mapDocumentSchema, type MapDocument } from '../schema';
import {
  bringForward,
  bringToFront,
  moveAnnotationToIndex,
  sendBackward,
  sendToBack,
} from './annotation-order';
import {
  duplicateAnnotations,
  parseAnnotationClipboard,
  pasteAnnotations,
  serialiseAnnotations,
} from './annotation-copies';
import {
  addAnnotation,
  moveAnnotations,
  moveNoteTarget,
  NOTE_BOX_OFFSET,
  pinAnnotation,
  placeAnnotation,
  removeAnnotations,
  renameAnnotation,
  setAnnotationAnchor,
  setAnnotationsHidden,
  setAnnotationsLocked,
  updateAnnotation,
} from './annotations';
import { applyOperation } from './apply-operation';
import { setFrame } from './frame';
import { moveLayer, setLayerOrder, setTitlesVisible } from './layers';
import { moveElement } from './move-element';

/** A plate carrée at 10 px per degree with lon 0 / lat 0 at frame (500, 500): easy to check by hand. */
const converter: AnchorConverter = {
  toFrame: (anchor) =>
    anchor.kind === 'frame'
      ? { x: anchor.x, y: anchor.y }
      : { x: 500 + anchor.lon * 10, y: 500 - anchor.lat * 10 },
  toMap: (point) => ({ kind: 'map', lon: (point.x - 500) / 10, lat: (500 - point.y) / 10 }),
};

const base: MapDocument = createDocument('Romania');

function valid(doc: MapDocument): MapDocument {
  const result = mapDocumentSchema.safeParse(doc);
  if (!result.success) throw new Error(result.error.message);
  return doc;
}

function withAll(): MapDocument {
  let doc = base;
  (['text', 'dot', 'note', 'emoji', 'chart'] as const).forEach((type, i) => {
    doc = applyOperation(
      doc,
      addAnnotation,
      createAnnotation(type, { kind: 'map', lon: 20 + i, lat: 45 }, { id: type }),
    );
  });
  return valid(doc);
}

const ids = (doc: MapDocument) => doc.annotations.map((a) => a.id);
const byId = (doc: MapDocument, id: string) => doc.annotations.find((a) => a.id === id);

describe('adding and placing', () => {
  it('adds a valid annotation of each type on top, refusing a taken id or a bad one', () => {
    const doc = withAll();
    expect(ids(doc)).toEqual(['text', 'dot', 'note', 'emoji', 'chart']);
    expect(() =>
      applyOperation(
        doc,
        addAnnotation,
        createAnnotation('dot', { kind: 'frame', x: 0, y: 0 }, { id: 'dot' }),
      ),
    ).toThrow(/exists/);
    const bad = { ...createAnnotation('dot', { kind: 'map', lon: 0, lat: 0 }), fill: 'red' } as Annotation;
    expect(() => applyOperation(doc, addAnnotation, bad)).toThrow();
    const offGlobe = createAnnotation('dot', { kind: 'map', lon: 200, lat: 0 });
    expect(() => applyOperation(doc, addAnnotation, offGlobe)).toThrow();
  });

  it('places at a click: map-pinned by default, a note pointing at the click with its box beside it', () => {
    let doc = applyOperation(base, placeAnnotation, 'text', { x: 600, y: 300 }, converter, { id: 't' });
    expect(byId(doc, 't')?.anchor).toEqual({ kind: 'map', lon: 10, lat: 20 });
    doc = applyOperation(doc, placeAnnotation, 'emoji', { x: 10, y: 20 }, converter, {
      id: 'e',
      pin: 'frame',
    });
    expect(byId(doc, 'e')?.anchor).toEqual({ kind: 'frame', x: 10, y: 20 });
    // A dot is on the map whatever is asked.
    doc = applyOperation(doc, placeAnnotation, 'dot', { x: 500, y: 500 }, converter, {
      id: 'd',
      pin: 'frame',
    });
    expect(byId(doc, 'd')?.anchor).toEqual({ kind: 'map', lon: 0, lat: 0 });
    doc = valid(applyOperation(doc, placeAnnotation, 'note', { x: 500, y: 500 }, converter, { id: 'n' }));
    const note = byId(doc, 'n');
    expect(note?.type === 'note' && note.target).toEqual({ kind: 'map', lon: 0, lat: 0 });
    expect(note?.anchor).toEqual({ kind: 'map', lon: NOTE_BOX_OFFSET.x / 10, lat: -NOTE_BOX_OFFSET.y / 10 });
    // Without a projection (map not loaded) a click still places, pinned to the frame.
    const noMap = applyOperation(base, placeAnnotation, 'chart', { x: 7, y: 8 }, undefined, { id: 'c' });
    expect(byId(noMap, 'c')?.anchor).toEqual({ kind: 'frame', x: 7, y: 8 });
  });
});

describe('updating', () => {
  it('patches some properties, validates, and writes only what differs', () => {
    const doc = withAll();
    const styled = valid(
      applyOperation(doc, updateAnnotation, 'text', {
        text: 'Cluj\nNapoca',
        color: '#FF0000',
        italic: true,
        rotation: -15,
      }),
    );
    expect(byId(styled, 'text')).toMatchObject({
      text: 'Cluj\nNapoca',
      color: '#ff0000',
      italic: true,
      rotation: -15,
    });
    expect(applyOperation(styled, updateAnnotation, 'text', { color: '#ff0000' })).toBe(styled);
    expect(() => applyOperation(doc, updateAnnotation, 'text', { fontSize: 9999 })).toThrow();
    expect(() => applyOperation(doc, updateAnnotation, 'dot', { shape: 'hexagon' } as never)).toThrow();
    expect(() => applyOperation(doc, updateAnnotation, 'dot', { id: 'x' } as never)).toThrow(/id and type/);
    const chart = applyOperation(doc, updateAnnotation, 'chart', {
      kind: 'donut',
      rows: [{ label: 'Yes', value: 62.5, color: '#0072B2' }],
      format: { decimals: 1, grouping: 'space', decimalMark: ',', prefix: '', suffix: ' %' },
    });
    expect(byId(chart, 'chart')).toMatchObject({ kind: 'donut', rows: [{ color: '#0072b2' }] });
    expect(applyOperation(doc, updateAnnotation, 'gone', { hidden: true })).toBe(doc);
  });

  it('renames (the default name being the text), hides and locks several', () => {
    let doc = withAll();
    doc = applyOperation(doc, updateAnnotation, 'note', { text: 'Flooded in May\nsecond line' });
    expect(annotationName(byId(doc, 'note') as Annotation)).toBe('Flooded in May');
    expect(annotationName(byId(doc, 'emoji') as Annotation)).toBe('Emoji');
    // The type's word in the interface's language, for an annotation with neither name nor text.
    expect(annotationName(byId(doc, 'emoji') as Annotation, (type) => `«${type}»`)).toBe('«emoji»');
    expect(annotationName(byId(doc, 'note') as Annotation, (type) => `«${type}»`)).toBe('Flooded in May');
    doc = applyOperation(doc, renameAnnotation, 'emoji', '  Castle  ');
    expect(annotationName(byId(doc, 'emoji') as Annotation)).toBe('Castle');
    doc = applyOperation(doc, setAnnotationsHidden, ['text', 'dot'], true);
    doc = valid(applyOperation(doc, setAnnotationsLocked, ['chart'], true));
    expect(doc.annotations.map((a) => [a.hidden, a.locked])).toEqual([
      [true, false],
      [true, false],
      [false, false],
      [false, false],
      [false, true],
    ]);
  });
});

describe('moving', () => {
  it('moves frame anchors by the delta and map anchors through the projection; locked ones stay', () => {
    let doc = applyOperation(
      base,
      addAnnotation,
      createAnnotation('text', { kind: 'frame', x: 10, y: 10 }, { id: 'f' }),
    );
    doc = applyOperation(
      doc,
      addAnnotation,
      createAnnotation('dot', { kind: 'map', lon: 24, lat: 46 }, { id: 'm' }),
    );
    doc = applyOperation(doc, addAnnotation, {
      ...createAnnotation('emoji', { kind: 'frame', x: 0, y: 0 }, { id: 'l' }),
      locked: true,
    });
    doc = valid(applyOperation(doc, moveAnnotations, ['f', 'm', 'l'], 5, -20, converter));
    expect(byId(doc, 'f')?.anchor).toEqual({ kind: 'frame', x: 15, y: -10 });
    expect(byId(doc, 'm')?.anchor).toEqual({ kind: 'map', lon: 24.5, lat: 48 });
    expect(byId(doc, 'l')?.anchor).toEqual({ kind: 'frame', x: 0, y: 0 });
    expect(() => applyOperation(doc, moveAnnotations, ['m'], 1, 1)).toThrow(/projection/);
  });

  it('moves a note box and its target separately, also through moveElement', () => {
    let doc = withAll();
    doc = applyOperation(doc, moveElement, { kind: 'annotation', id: 'note' }, 10, 0, 1, converter);
    const moved = byId(doc, 'note');
    expect(moved?.anchor).toEqual({ kind: 'map', lon: 23, lat: 45 });
    expect(moved?.type === 'note' && moved.target).toEqual({ kind: 'map', lon: 22, lat: 45 });
    doc = applyOperation(doc, moveNoteTarget, 'note', 0, 10, converter);
    doc = valid(applyOperation(doc, moveElement, { kind: 'noteTarget', id: 'note' }, -10, 0, 1, converter));
    const target = byId(doc, 'note');
    expect(target?.type === 'note' && target.target).toEqual({ kind: 'map', lon: 21, lat: 44 });
    expect(target?.anchor).toEqual({ kind: 'map', lon: 23, lat: 45 });
  });

  it('types coordinates, pins to the frame and back keeping the place on screen', () => {
    let doc = withAll();
    doc = applyOperation(doc, setAnnotationAnchor, 'dot', { kind: 'map', lon: 26.1025, lat: 44.4268 });
    expect(byId(doc, 'dot')?.anchor).toEqual({ kind: 'map', lon: 26.1025, lat: 44.4268 });
    expect(() => applyOperation(doc, setAnnotationAnchor, 'dot', { kind: 'map', lon: 0, lat: 91 })).toThrow();
    doc = applyOperation(doc, pinAnnotation, 'text', 'frame', converter);
    expect(byId(doc, 'text')?.anchor).toEqual({ kind: 'frame', x: 700, y: 50 });
    doc = valid(applyOperation(doc, pinAnnotation, 'text', 'map', converter));
    expect(byId(doc, 'text')?.anchor).toEqual({ kind: 'map', lon: 20, lat: 45 });
    // A note pinned to the map brings a frame target (from a version-2 file) with it.
    doc = applyOperation(doc, setAnnotationAnchor, 'note', { kind: 'frame', x: 600, y: 400 }, 'target');
    doc = applyOperation(doc, pinAnnotation, 'note', 'map', converter);
    const note = byId(doc, 'note');
    expect(note?.type === 'note' && note.target).toEqual({ kind: 'map', lon: 10, lat: 10 });
  });

  it('a frame change scales frame anchors and leaves map anchors on their place', () => {
    let doc = applyOperation(
      withAll(),
      addAnnotation,
      createAnnotation('text', { kind: 'frame', x: 800, y: 450 }, { id: 'f' }),
    );
    doc = valid(applyOperation(doc, setFrame, 'square-post'));
    expect(byId(doc, 'f')?.anchor).toEqual({ kind: 'frame', x: 540, y: 540 });
    expect(byId(doc, 'dot')?.anchor).toEqual({ kind: 'map', lon: 21, lat: 45 });
  });
});

describe('deleting, duplicating, copying and pasting', () => {
  it('deletes several', () => {
    const doc = valid(applyOperation(withAll(), removeAnnotations, ['dot', 'chart', 'nothing']));
    expect(ids(doc)).toEqual(['text', 'note', 'emoji']);
  });

  it('duplicates above the top-most original with new ids, offset, unlocked and shown', () => {
    let doc = applyOperation(withAll(), setAnnotationsLocked, ['text'], true);
    doc = valid(
      applyOperation(doc, duplicateAnnotations, ['text', 'note'], { ids: ['t2', 'n2'], converter }),
    );
    expect(ids(doc)).toEqual(['text', 'dot', 'note', 't2', 'n2', 'emoji', 'chart']);
    expect(byId(doc, 't2')).toMatchObject({ locked: false, anchor: { kind: 'map', lon: 21.2, lat: 43.8 } });
    const copy = byId(doc, 'n2');
    expect(copy?.type === 'note' && copy.target).toEqual({ kind: 'map', lon: 23.2, lat: 43.8 });
    expect(() => applyOperation(doc, duplicateAnnotations, ['dot'], { ids: ['t2'] })).toThrow(/exists/);
  });

  it('copies to clipboard text and pastes with new ids; refuses anything else', () => {
    const source = withAll();
    const text = serialiseAnnotations(source.annotations.slice(0, 2));
    const clip = parseAnnotationClipboard(text);
    if (!clip.ok) throw new Error(clip.error);
    let doc = valid(applyOperation(source, pasteAnnotations, clip.annotations, { ids: ['p1', 'p2'] }));
    expect(ids(doc).slice(-2)).toEqual(['p1', 'p2']);
    expect(byId(doc, 'p1')?.anchor).toEqual(byId(doc, 'text')?.anchor);
    // Random ids when none are given, never a taken one.
    doc = applyOperation(doc, pasteAnnotations, clip.annotations);
    expect(new Set(ids(doc)).size).toBe(ids(doc).length);
    expect(parseAnnotationClipboard('hello')).toEqual({
      ok: false,
      error: 'The clipboard holds no Mapwright annotations.',
    });
    expect(parseAnnotationClipboard('{"a":1}').ok).toBe(false);
    const damaged = JSON.stringify({ mapwright: 'annotations', version: 3, annotations: [{ type: 'dot' }] });
    expect(parseAnnotationClipboard(damaged)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/damaged/) as string,
    });
  });

  it('a paste from another country lands at the frame centre', () => {
    const faraway = createAnnotation('text', { kind: 'map', lon: 150, lat: 20 }, { id: 'x' });
    const frame = base.frame;
    const doc = valid(applyOperation(base, pasteAnnotations, [faraway], { ids: ['y'], converter, frame }));
    const at = converter.toFrame(byId(doc, 'y')?.anchor ?? faraway.anchor);
    expect(at?.x).toBeCloseTo(frame.width / 2, 1);
    expect(at?.y).toBeCloseTo(frame.height / 2, 1);
  });
});

describe('order and layers', () => {
  it('brings forward, sends backward, to front, to back and to an index', () => {
    const doc = withAll();
    expect(ids(applyOperation(doc, bringForward, ['text', 'note']))).toEqual([
      'dot',
      'text',
      'emoji',
      'note',
      'chart',
    ]);
    expect(ids(applyOperation(doc, bringForward, ['chart']))).toEqual(ids(doc));
    expect(ids(applyOperation(doc, sendBackward, ['dot', 'chart']))).toEqual([
      'dot',
      'text',
      'note',
      'chart',
      'emoji',
    ]);
    expect(ids(applyOperation(doc, bringToFront, ['dot', 'text']))).toEqual([
      'note',
      'emoji',
      'chart',
      'text',
      'dot',
    ]);
    expect(ids(applyOperation(doc, sendToBack, ['chart']))).toEqual([
      'chart',
      'text',
      'dot',
      'note',
      'emoji',
    ]);
    expect(ids(applyOperation(doc, moveAnnotationToIndex, 'text', 3))).toEqual([
      'dot',
      'note',
      'emoji',
      'text',
      'chart',
    ]);
    expect(ids(applyOperation(doc, moveAnnotationToIndex, 'text', 99))).toEqual([
      'dot',
      'note',
      'emoji',
      'chart',
      'text',
    ]);
    expect(() => applyOperation(doc, moveAnnotationToIndex, 'text', 1.5)).toThrow();
  });

  it('reorders the frame layers and hides the titles', () => {
    let doc = applyOperation(base, moveLayer, 'annotations', 3);
    expect(doc.layers.order).toEqual(['map', 'legend', 'titles', 'annotations']);
    doc = applyOperation(doc, setLayerOrder, ['annotations', 'map', 'legend', 'titles']);
    expect(doc.layers.order).toEqual(['annotations', 'map', 'legend', 'titles']);
    expect(() => applyOperation(doc, setLayerOrder, ['map', 'map', 'legend', 'titles'])).toThrow();
    doc = valid(applyOperation(doc, setTitlesVisible, false));
    expect(doc.layers.titlesVisible).toBe(false);
    expect(doc.title.text).toBe('Romania');
  });
});
