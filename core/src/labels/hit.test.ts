import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { labelAtPoint, pinnedPosition } from './hit';
import { placeLabels } from './place';
import { copyOf, division, level, rect } from './test-levels';

const one = level(1, [
  division('A', 'Alpha', [rect(100, 100, 300, 300)]),
  division('B', 'Beta', [rect(500, 100, 300, 300)]),
]);

describe('labels on the screen', () => {
  it('finds the label under a point', () => {
    const doc = createDocument('Germany');
    doc.labels[1].visible = true;
    const labels = placeLabels(doc, { level1: one });
    const beta = labels.find((l) => l.id === 'B');
    expect(beta).toBeDefined();
    if (!beta) return;
    expect(labelAtPoint(labels, { x: beta.x, y: beta.y - 2 })?.id).toBe('B');
    expect(labelAtPoint(labels, { x: 1, y: 1 })).toBeUndefined();
  });

  it('pins a dragged label where it was dropped, and places it there again', () => {
    const doc = createDocument('Germany');
    doc.labels[1].visible = true;
    const alpha = placeLabels(doc, { level1: one }).find((l) => l.id === 'A');
    if (!alpha) throw new Error('Alpha is not labelled');
    const position = pinnedPosition(doc, { level1: one }, alpha, 40, -25);
    const moved = copyOf(doc);
    moved.labels[1].overrides = { A: { position } };
    const again = placeLabels(moved, { level1: one }).find((l) => l.id === 'A');
    expect(again?.kind).toBe('pinned');
    expect(again?.box[0]).toBeCloseTo(alpha.box[0] + 40);
    expect(again?.box[1]).toBeCloseTo(alpha.box[1] - 25);
  });
});
