import { describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import {
  moveCategory,
  setCategoryColour,
  setCategoryMap,
  setCategoryValues,
} from '@mapwright/core/document/operations/categories';
import { setDataLayer } from '@mapwright/core/document/operations/data-layers';
import { setBivariateMap, setBivariateValues } from '@mapwright/core/document/operations/bivariate';
import type { MapDocument } from '@mapwright/core/document/schema';
import { dataEdits } from './heatEdits';

function winners(): MapDocument {
  const doc = applyOperation(createDocument('Germany'), setDataLayer, 'categories', 1);
  return applyOperation(doc, setCategoryValues, [
    { name: 'CSU', members: ['09'] },
    { name: 'SPD', members: ['04', '13'] },
  ]);
}

describe('dataEdits of the categorical map', () => {
  it('a recolour repaints its category’s divisions only; a move in the order none', () => {
    const doc = winners();
    expect(dataEdits(doc, applyOperation(doc, setCategoryColour, 'SPD', '#111111'), 1)).toEqual(
      new Set(['04', '13']),
    );
    expect(dataEdits(doc, applyOperation(doc, moveCategory, 'SPD', 0), 1)).toEqual(new Set());
  });

  it('an import repaints the divisions whose category changed', () => {
    const doc = winners();
    const next = applyOperation(doc, setCategoryValues, [
      { name: 'CSU', members: ['09', '04'] },
      { name: 'SPD', members: ['13'] },
    ]);
    expect(dataEdits(doc, next, 1)).toEqual(new Set(['04']));
  });

  it('a new no-data colour, or the map turned on or off, repaints the level', () => {
    const doc = winners();
    expect(
      dataEdits(doc, applyOperation(doc, setCategoryMap, { noDataColor: '#eeeeee' }), 1),
    ).toBeUndefined();
    expect(dataEdits(doc, applyOperation(doc, setDataLayer, 'none'), 1)).toBeUndefined();
    expect(dataEdits(doc, applyOperation(doc, setDataLayer, 'heatMap', 1), 1)).toBeUndefined();
  });
});

/** Three states, one per class on both axes: Bayern low–low, Berlin middle, Hamburg high–high. */
function twoNumbers(): MapDocument {
  const doc = applyOperation(createDocument('Germany'), setDataLayer, 'bivariate', 1);
  return applyOperation(doc, setBivariateValues, {
    x: { '09': 1, '11': 2, '02': 3 },
    y: { '09': 10, '11': 20, '02': 30, '04': 5 },
  });
}

describe('dataEdits of the bivariate map', () => {
  it('a palette change repaints the divisions whose colour changed, not the low–low grey every palette shares', () => {
    const doc = twoNumbers();
    const next = applyOperation(doc, setBivariateMap, { palette: 'green-blue' });
    expect(dataEdits(doc, next, 1)).toEqual(new Set(['11', '02']));
    expect(dataEdits(doc, applyOperation(doc, setBivariateMap, { xTitle: 'Income' }), 1)).toEqual(new Set());
  });

  it('new numbers or limits repaint the divisions that changed class', () => {
    const doc = twoNumbers();
    const limits = applyOperation(doc, setBivariateMap, { xBreaks: [1.5, 2.5], yBreaks: [15, 100] });
    // Hamburg's y falls from the high class to the middle; the others keep their classes.
    expect(dataEdits(doc, limits, 1)).toEqual(new Set(['02']));
    const more = {
      x: { '09': 1, '11': 2, '02': 3, '04': 2 },
      y: { '09': 10, '11': 20, '02': 30, '04': 5 },
    };
    // With limits of its own, only the division given both numbers changes; with tertiles, they move.
    const fixed = applyOperation(doc, setBivariateMap, { xBreaks: [1.5, 2.5], yBreaks: [15, 25] });
    expect(dataEdits(fixed, applyOperation(fixed, setBivariateValues, more), 1)).toEqual(new Set(['04']));
    expect(dataEdits(doc, applyOperation(doc, setBivariateValues, more), 1)).toEqual(
      new Set(['04', '09', '11']),
    );
  });

  it('a new no-data colour, or the map turned on, off or for categories, repaints the level', () => {
    const doc = twoNumbers();
    expect(
      dataEdits(doc, applyOperation(doc, setBivariateMap, { noDataColor: '#eeeeee' }), 1),
    ).toBeUndefined();
    expect(dataEdits(doc, applyOperation(doc, setDataLayer, 'none'), 1)).toBeUndefined();
    expect(dataEdits(doc, applyOperation(doc, setDataLayer, 'categories', 1), 1)).toBeUndefined();
    expect(dataEdits(applyOperation(doc, setDataLayer, 'heatMap', 1), doc, 1)).toBeUndefined();
  });
});
