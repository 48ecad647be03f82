import { describe, expect, it } from 'vitest';
import { Editor } from '../../editor/editor';
import { createDocument } from '../defaults';
import { parseDocument } from '../parse-document';
import type { MapDocument } from '../schema';
import { applyOperation } from './apply-operation';
import {
  moveCategory,
  newCategoryColours,
  renameCategory,
  setCategoryColour,
  setCategoryMap,
  setCategoryValues,
} from './categories';
import { setDataLayer } from './data-layers';

const base: MapDocument = createDocument('Germany');
const WINNERS = [
  { name: 'CSU', members: ['09'] },
  { name: 'SPD', members: ['04', '13'] },
  { name: 'CDU', members: ['16', '01'] },
];

function withWinners(): MapDocument {
  const doc = applyOperation(base, setDataLayer, 'categories', 1);
  return applyOperation(doc, setCategoryValues, WINNERS);
}

const order = (doc: MapDocument) => doc.categories.categories.map((c) => c.value);

describe('categorical map operations', () => {
  it('turns the categorical map on with the others off', () => {
    let doc = applyOperation(base, setDataLayer, 'heatMap', 1);
    doc = applyOperation(doc, setDataLayer, 'categories', 1);
    expect([doc.heatMap.active, doc.pixelDotMap.active, doc.categories.active]).toEqual([false, false, true]);
    doc = applyOperation(doc, setDataLayer, 'pixelDotMap');
    expect([doc.pixelDotMap.active, doc.categories.active]).toEqual([true, false]);
    doc = applyOperation(doc, setDataLayer, 'none');
    expect(doc.pixelDotMap.active).toBe(false);
  });

  it('sets an import’s texts: categories in the order first named, Okabe-Ito colours, a valid document', () => {
    const doc = withWinners();
    expect(doc.categories.values).toEqual({
      '09': 'CSU',
      '04': 'SPD',
      '13': 'SPD',
      '16': 'CDU',
      '01': 'CDU',
    });
    expect(doc.categories.categories).toEqual([
      { value: 'CSU', colour: '#e69f00' },
      { value: 'SPD', colour: '#56b4e9' },
      { value: 'CDU', colour: '#009e73' },
    ]);
    expect(parseDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
  });

  it('a new import keeps the categories’ order and colours (case and spacing ignored), drops unused ones', () => {
    let doc = withWinners();
    doc = applyOperation(doc, moveCategory, 'CDU', 0);
    doc = applyOperation(doc, setCategoryValues, [
      { name: 'spd ', members: ['09'] },
      { name: 'Greens', members: ['08'] },
      { name: 'CDU', members: ['16'] },
    ]);
    expect(order(doc)).toEqual(['CDU', 'SPD', 'Greens']);
    expect(doc.categories.values).toEqual({ '09': 'SPD', '08': 'Greens', '16': 'CDU' });
    // Greens takes the first Okabe-Ito colour no category has (CSU's, now free).
    expect(doc.categories.categories.map((c) => c.colour)).toEqual(['#009e73', '#56b4e9', '#e69f00']);
  });

  it('moves a category in the legend’s order, clamped, and a no-op changes nothing', () => {
    const doc = withWinners();
    expect(order(applyOperation(doc, moveCategory, 'CDU', 1))).toEqual(['CSU', 'CDU', 'SPD']);
    expect(order(applyOperation(doc, moveCategory, 'CSU', 99))).toEqual(['SPD', 'CDU', 'CSU']);
    expect(applyOperation(doc, moveCategory, 'SPD', 1)).toBe(doc);
    expect(() => applyOperation(doc, moveCategory, 'FDP', 0)).toThrow(/No category/);
  });

  it('recolours a category; a rename onto another merges the two', () => {
    let doc = applyOperation(withWinners(), setCategoryColour, 'SPD', '#CC0000');
    expect(doc.categories.categories[1]).toEqual({ value: 'SPD', colour: '#cc0000' });
    expect(() => applyOperation(doc, setCategoryColour, 'SPD', 'red')).toThrow(/Not a colour/);
    doc = applyOperation(doc, renameCategory, 'CSU', 'Union');
    expect(order(doc)).toEqual(['Union', 'SPD', 'CDU']);
    expect(doc.categories.values['09']).toBe('Union');
    doc = applyOperation(doc, renameCategory, 'CDU', 'union');
    expect(order(doc)).toEqual(['Union', 'SPD']);
    expect(doc.categories.values).toMatchObject({ '09': 'Union', '16': 'Union', '01': 'Union' });
  });

  it('changes the no-data colour and label, refusing a bad colour', () => {
    const doc = applyOperation(withWinners(), setCategoryMap, {
      noDataColor: '#EEEEEE',
      noDataLabel: 'None',
    });
    expect(doc.categories).toMatchObject({ noDataColor: '#eeeeee', noDataLabel: 'None' });
    expect(() => applyOperation(doc, setCategoryMap, { noDataColor: 'grey' })).toThrow();
  });

  it('each change is one undo step', () => {
    const editor = new Editor(withWinners());
    editor.apply(moveCategory, 'CDU', 0);
    editor.apply(setCategoryColour, 'CDU', '#111111');
    expect(order(editor.document)).toEqual(['CDU', 'CSU', 'SPD']);
    editor.undo();
    expect(editor.document.categories.categories[0]).toEqual({ value: 'CDU', colour: '#009e73' });
    editor.undo();
    expect(order(editor.document)).toEqual(['CSU', 'SPD', 'CDU']);
  });

  it('offers the qualitative palettes’ colours in turn, skipping used ones and black', () => {
    expect(newCategoryColours(['#56b4e9'], 3)).toEqual(['#e69f00', '#009e73', '#f0e442']);
    const many = newCategoryColours([], 40);
    expect(new Set(many).size).toBe(40);
    expect(many).not.toContain('#000000');
  });
});
