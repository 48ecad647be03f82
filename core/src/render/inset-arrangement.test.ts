import { beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import type { FramePreset } from '../document/frame';
import { applyOperation } from '../document/operations/apply-operation';
import { moveInset, setInsetHidden } from '../document/operations/insets';
import type { MapDocument } from '../document/schema';
import type { ProjectedCountry } from '../geo/project';
import type { BBox } from '../geo/projected-level';
import { insetArrangementFor } from './inset-arrangement';
import { insetGeometry } from './inset-geometry';
import { mainlandExtent } from './inset-layout';
import { FRANCE_BUILT, loadFrance } from './test-france';
import { mapTransform } from './transform';
import { fitBox } from './fit';

let france: ProjectedCountry;
beforeAll(async () => {
  if (FRANCE_BUILT) france = (await loadFrance())!;
});

const open = (frame: FramePreset | 'default'): MapDocument =>
  (frame === 'default' ? createDocument('France') : createDocument('France', { frame })) as MapDocument;

/** The mainland's bbox and each inset's box in frame pixels, as drawn for this document. */
function drawn(doc: MapDocument) {
  const geometry = insetGeometry(doc.insets, france, insetArrangementFor(doc, france));
  const t = mapTransform(doc, geometry);
  const toFrame = (b: readonly number[]): BBox => [
    b[0]! * t.scale + t.x,
    b[1]! * t.scale + t.y,
    b[2]! * t.scale + t.x,
    b[3]! * t.scale + t.y,
  ];
  return {
    mainland: toFrame(mainlandExtent(france)),
    boxes: Object.fromEntries((geometry.insets ?? []).map((inset) => [inset.id, toFrame(inset.box)])),
  };
}

const overlap = (a: BBox, b: BBox) => a[0] < b[2] && a[2] > b[0] && a[1] < b[3] && a[3] > b[1];

describe.skipIf(!FRANCE_BUILT)('territory insets arranged for the frame’s shape', () => {
  it('keeps the map data’s column on a landscape frame and puts the boxes in a row on portrait ones', () => {
    expect(insetArrangementFor(open('default'), france)).toBe('pipeline');
    expect(insetArrangementFor(open('slide'), france)).toBe('pipeline');
    for (const preset of ['story', 'portrait-post', 'a4-portrait', 'a3-portrait'] as const)
      expect(insetArrangementFor(open(preset), france), preset).toBe('row');
  });

  it('on a story the mainland is as wide as the margins allow, the five boxes in a row under it', () => {
    const doc = open('story');
    const { mainland, boxes } = drawn(doc);
    const room = fitBox(doc.frame, doc.margins);
    // The mainland is limited by the frame's width: it spans the margins' box (France is wider than tall).
    expect(mainland[2] - mainland[0]).toBeCloseTo(room[2] - room[0], 0);
    expect(mainland[3] - mainland[1]).toBeGreaterThan(0.45 * doc.frame.height);
    const list = Object.values(boxes);
    expect(list).toHaveLength(5);
    for (const box of list) {
      expect(Math.min(box[2] - box[0], box[3] - box[1])).toBeGreaterThanOrEqual(20);
      expect(overlap(box, mainland)).toBe(false);
      expect(box[1]).toBeGreaterThan(mainland[3]);
      for (const other of list) if (other !== box) expect(overlap(box, other)).toBe(false);
      // Inside the frame less its margins.
      expect(box[0]).toBeGreaterThanOrEqual(room[0] - 0.5);
      expect(box[2]).toBeLessThanOrEqual(room[2] + 0.5);
      expect(box[3]).toBeLessThanOrEqual(room[3] + 0.5);
    }
  });

  it('draws the mainland larger on every portrait preset than the map data’s column did', () => {
    for (const preset of ['story', 'portrait-post', 'a4-portrait'] as const) {
      const doc = open(preset);
      const before = mapTransform(doc, france).scale;
      const after = mapTransform(doc, insetGeometry(doc.insets, france, 'row')).scale;
      expect(after, preset).toBeGreaterThan(before * 1.1);
    }
  });

  it('applies a user’s move from the box’s place in the row, and a hidden box leaves the row', () => {
    const doc = open('story');
    const row = drawn(doc).boxes;
    const moved = applyOperation(doc, moveInset, 'guyane', 10, -5);
    const scale = mapTransform(moved, insetGeometry(moved.insets, france, 'row')).scale;
    const after = drawn(moved).boxes;
    expect(after.guyane![0] - row.guyane![0]).toBeCloseTo(10 * scale, 1);
    expect(after.guyane![1] - row.guyane![1]).toBeCloseTo(-5 * scale, 1);
    expect(after.martinique).toEqual(row.martinique);
    const hidden = applyOperation(doc, setInsetHidden, 'mayotte', true);
    const four = drawn(hidden).boxes;
    expect(Object.keys(four).sort()).toEqual(['guadeloupe', 'guyane', 'martinique', 'reunion']);
  });
});
