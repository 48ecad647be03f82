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
