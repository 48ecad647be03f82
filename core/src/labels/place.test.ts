import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import type { MapDocumentData } from '../document/schema';
import { mapTransform } from '../render/transform';
import { boxesOverlap, boxInside } from './box';
import { labelObstacles } from './obstacles';
import { placeLabels } from './place';
import {
  boomerang,
  copyOf,
  crescent,
  division,
  gridLevel,
  labelInsideDivision,
  level,
  noOverlaps,
  rect,
} from './test-levels';

function labelledDoc(levelNumber: 1 | 2 = 1): MapDocumentData {
  const doc = createDocument('Germany');
  doc.title.text = '';
  doc.legend.visible = false;
  doc.labels[levelNumber].visible = true;
  if (levelNumber === 2) doc.levels[2].style.visible = true;
  return doc;
}

describe('placeLabels', () => {
  it('labels concave shapes inside: a crescent and a Croatia-like boomerang', () => {
    const projected = level(1, [
      division('C', 'Crescent', [crescent(300, 500, 250)]),
      division('HR', 'Hrvatska', [boomerang(550, 200, 70)]),
    ]);
    const doc = labelledDoc();
    const labels = placeLabels(doc, { level1: projected });
    expect(labels.map((l) => l.id).sort()).toEqual(['C', 'HR']);
    for (const label of labels) {
      expect(label.kind).toBe('inside');
      expect(labelInsideDivision(doc, { level1: projected }, projected, label)).toBe(true);
    }
  });

  it('never overlaps two labels and keeps each inside its division and the frame', () => {
    const projected = gridLevel(1, 12, (i, j) => (j % 3 === 0 ? `Long place name ${i}${j}` : `P${i}${j}`));
    const doc = labelledDoc();
    doc.placement.zoom = 1.7;
    const labels = placeLabels(doc, { level1: projected });
    expect(labels.length).toBeGreaterThan(20);
    expect(noOverlaps(labels)).toBe(true);
    for (const label of labels) {
      expect(labelInsideDivision(doc, { level1: projected }, projected, label)).toBe(true);
      expect(boxInside(label.box, [0, 0, doc.frame.width, doc.frame.height])).toBe(true);
    }
  });

  it('wraps a long name onto two lines when one line does not fit', () => {
    const projected = level(1, [division('T', 'Schleswig Holstein', [rect(400, 300, 110, 160)])]);
    const labels = placeLabels(labelledDoc(), { level1: projected });
    expect(labels[0]?.lines).toEqual(['SCHLESWIG', 'HOLSTEIN']);
  });

  it('gives the same placement for the same input', () => {
    const projected = gridLevel(2, 20);
    const a = labelledDoc(2);
    const b = copyOf(a);
    expect(placeLabels(a, { level2: projected })).toEqual(placeLabels(b, { level2: projected }));
    // And keeps the result for one document and geometry.
    expect(placeLabels(a, { level2: projected })).toBe(placeLabels(a, { level2: projected }));
  });

  it('keeps clear of the title, the legend and annotations', () => {
    const projected = gridLevel(1, 6);
    const doc = labelledDoc();
    doc.title.text = 'A title right across the middle of the map';
    doc.title.position = { x: 800, y: 450 };
    doc.title.style.fontSize = 40;
    doc.legend.visible = true;
    doc.levels[1].fills = { D0000: '#ff0000', D0101: '#00ff00' };
    doc.legend.entries = { '#ff0000': 'Red places', '#00ff00': 'Green places' };
    doc.legend.position = { x: 500, y: 150 };
    doc.annotations = [
      {
        id: 'c1',
        type: 'chart',
        name: '',
        hidden: false,
        locked: false,
        anchor: { kind: 'frame', x: 900, y: 600 },
        kind: 'bar',
        rows: [],
        title: '',
        valueLabels: false,
        format: { prefix: '', suffix: '', decimals: null, grouping: 'comma', decimalMark: '.' },
        width: 300,
        height: 200,
        fontFamily: 'Inter',
        fontSize: 12,
        textColor: '#000000',
        background: null,
      },
    ];
    const labels = placeLabels(doc, { level1: projected });
    const { boxes } = labelObstacles(doc, { level1: projected });
    expect(boxes.length).toBe(3);
    expect(labels.length).toBeGreaterThan(5);
    for (const label of labels) for (const box of boxes) expect(boxesOverlap(label.box, box)).toBe(false);
  });

  describe('the drop rule', () => {
    // Labels are placed greedily in the rule's order, so the first placed win any contest for space
    // (inside labels of one level never contest: each stays in its own division; level 1's labels,
    // callouts and moved divisions do).
    const row = level(1, [
      division('A', 'Aa', [rect(100, 300, 200, 200)]),
      division('B', 'Bb', [rect(300, 300, 150, 150)]),
      division('C', 'Cc', [rect(450, 300, 250, 250)]),
    ]);
    const order = (change: (doc: MapDocumentData) => void) => {
      const doc = labelledDoc();
      change(doc);
      return placeLabels(doc, { level1: row }).map((l) => l.id);
    };

    it('by area places the larger divisions first', () => {
      expect(order(() => {})).toEqual(['C', 'A', 'B']);
    });

    it('by value places the larger values first, divisions without one last', () => {
      const ids = order((doc) => {
        doc.labels[1].priority = 'value';
        doc.heatMap.active = true;
        doc.heatMap.level = 1;
        doc.heatMap.values = { A: 5, B: 50 };
      });
      expect(ids).toEqual(['B', 'A', 'C']);
    });

    it('by paint places the painted divisions first', () => {
      const ids = order((doc) => {
        doc.labels[1].priority = 'painted';
        doc.levels[1].fills = { B: '#ff0000' };
      });
      expect(ids).toEqual(['B', 'C', 'A']);
    });

    it('places level 1 before level 2', () => {
      const doc = labelledDoc(1);
      doc.labels[2].visible = true;
      doc.levels[2].style.visible = true;
      const one = level(1, [division('P', 'Province', [rect(300, 300, 400, 400)])]);
      const two = level(2, [division('d', 'District', [rect(300, 300, 400, 400)])]);
      const labels = placeLabels(doc, { level1: one, level2: two });
      expect(labels.map((l) => `${l.level}:${l.id}`)).toEqual(['1:P', '2:d']);
      expect(noOverlaps(labels)).toBe(true);
    });
  });

  it('drops labels of divisions smaller than the minimum area, unless they have a callout', () => {
    const projected = level(1, [
      division('big', 'Big', [rect(100, 100, 600, 600)]),
      division('tiny', 'Brussels', [rect(800, 400, 4, 4)]),
    ]);
    const doc = labelledDoc();
    expect(placeLabels(doc, { level1: projected }).map((l) => l.id)).toEqual(['big']);
    // Documents are immutable (placements are kept per document object): change a copy.
    const withCallout = copyOf(doc);
    withCallout.labels[1].callouts = ['tiny'];
    const labels = placeLabels(withCallout, { level1: projected });
    const callout = labels.find((l) => l.id === 'tiny');
    expect(callout?.kind).toBe('callout');
    expect(callout?.leader).toBeDefined();
    const [x1, y1] = callout?.leader ?? [0, 0];
    expect(x1).toBeCloseTo(callout?.anchor.x ?? NaN);
    expect(y1).toBeCloseTo(callout?.anchor.y ?? NaN);
    expect(noOverlaps(labels)).toBe(true);
  });

  it('places a pinned label where the user put it, and leaves out hidden ones', () => {
    const projected = gridLevel(1, 2);
    const doc = labelledDoc();
    doc.labels[1].overrides = {
      D0000: { position: { x: 900, y: 900 }, text: 'Moved\nhere' },
      D0101: { hidden: true },
    };
    const labels = placeLabels(doc, { level1: projected });
    expect(labels.map((l) => l.id)).not.toContain('D0101');
    const pinned = labels.find((l) => l.id === 'D0000');
    const t = mapTransform(doc, { level1: projected });
    expect(pinned?.kind).toBe('pinned');
    expect(pinned?.lines).toEqual(['MOVED', 'HERE']);
    const box = pinned?.box ?? [0, 0, 0, 0];
    expect((box[0] + box[2]) / 2).toBeCloseTo(900 * t.scale + t.x);
    expect((box[1] + box[3]) / 2).toBeCloseTo(900 * t.scale + t.y);
    expect(noOverlaps(labels)).toBe(true);
  });

  it('shows more labels when zoomed in', () => {
    const projected = gridLevel(2, 30, (i, j) => `Commune ${i}-${j}`);
    const doc = labelledDoc(2);
    const at1 = placeLabels(doc, { level2: projected }).length;
    const zoomed = copyOf(doc);
    zoomed.placement.zoom = 3;
    const at3 = placeLabels(zoomed, { level2: projected }).length;
    expect(at3).toBeGreaterThan(at1);
  });

  it('follows a division moved out of its place', () => {
    const projected = level(1, [division('M', 'Moved', [rect(100, 100, 300, 300)])]);
    const doc = labelledDoc();
    const before = placeLabels(doc, { level1: projected })[0];
    const moved = copyOf(doc);
    moved.levels[1].offsets = { M: { dx: 400, dy: 200 } };
    const after = placeLabels(moved, { level1: projected })[0];
    const t = mapTransform(doc, { level1: projected });
    expect(after?.x).toBeCloseTo((before?.x ?? 0) + 400 * t.scale);
    expect(after?.anchor.y).toBeCloseTo((before?.anchor.y ?? 0) + 200 * t.scale);
    expect(after && labelInsideDivision(moved, { level1: projected }, projected, after)).toBe(true);
  });
});
